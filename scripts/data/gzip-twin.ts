// Gzip twins: `<file>.gz` beside a file of public/data/ or of a build that the dev and preview
// servers send compressed (scripts/vite/precompressed.ts), as a static host's precompressed-file
// setting does.
import { renameSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const TWIN = '.gz'

export function twinName(name: string): string {
  return `${name}${TWIN}`
}

/** The file `name` is, or is the twin of. */
export function twinOf(name: string): string {
  return name.endsWith(TWIN) ? name.slice(0, -TWIN.length) : name
}

/** Writes `bytes` through a temporary file: a rename never shows half a file to a server. */
export function writeWhole(path: string, bytes: Uint8Array | string): void {
  const tmp = `${path}.${String(process.pid)}.tmp`
  writeFileSync(tmp, bytes)
  renameSync(tmp, path)
}

/** Writes the gzip twin of `bytes`, the content of `path`, beside it. */
export function writeTwin(path: string, bytes: Uint8Array | string): void {
  writeWhole(twinName(path), gzipSync(bytes, { level: 6 }))
}
