// The digest in every kept dataset's key (src/service/kept/kept-key.ts): a hash of the code and
// inputs that generate the data, so that a change to the generator, to the geography it reads, to
// the kept layout or to the indexes it keeps (full-text, posting lists) never lets a page serve yesterday's build of it.
// Computed by `npm run data` for the prebuilt file and by vite.config.ts for the page.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const DIRS = ['src/service/data', 'src/service/kept', 'scripts/data']
const FILES = [
  'src/service/engine/text.ts',
  'src/service/engine/indexes.ts',
  'src/service/engine/postings.ts',
  'src/contract/enums.ts',
  'src/utils/geodesy.ts',
  'package-lock.json',
]

function sources(root: string, dirs: readonly string[] = DIRS): string[] {
  const code = dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => join(dir, f)),
  )
  return [...code, ...FILES].sort()
}

function digestOf(root: string, files: readonly string[]): string {
  const hash = createHash('sha256')
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0')
  }
  return hash.digest('hex')
}

export function datasetDigest(root: string): string {
  return digestOf(root, sources(root))
}

/**
 * The digest in the scope of the answers a page keeps (src/app/backend/kept-answers.ts and first-answers.ts): the
 * whole service and contract besides the dataset's sources, since any of them can change what a
 * request answers.
 */
export function answersDigest(root: string): string {
  return digestOf(
    root,
    [...new Set(sources(root, [...DIRS, 'src/service', 'src/contract']))].sort(),
  )
}
