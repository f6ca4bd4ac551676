// The product never imports test support: every module under src/ other than tests and this
// folder is read, and none of its imports may resolve into src/testing. Lint refuses the same
// imports (eslint.config.js); this test keeps the rule when lint is not run.
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const TESTING = dirname(fileURLToPath(import.meta.url))
const SRC = dirname(TESTING)
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g

function productModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return path === TESTING ? [] : productModules(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('test support', () => {
  it('is imported by no product module', () => {
    const modules = productModules(SRC)
    expect(modules.length).toBeGreaterThan(100)
    const offending = modules.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(IMPORT)]
        .map((match) => resolve(dirname(file), match[1] ?? ''))
        .filter((target) => !relative(TESTING, target).startsWith('..'))
        .map((target) => `${relative(SRC, file)} -> ${relative(SRC, target)}`),
    )
    expect(offending).toEqual([])
  })
})
