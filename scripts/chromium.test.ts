import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NO_CHROMIUM_MESSAGE, findChromium, isExecutableFile } from './chromium'

let dir: string

function file(name: string, mode: number): string {
  const path = join(dir, name)
  writeFileSync(path, '#!/bin/sh\n')
  chmodSync(path, mode)
  return path
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'find-chromium-'))
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('isExecutableFile', () => {
  it('accepts an executable file and rejects the rest', () => {
    expect(isExecutableFile(file('chrome', 0o755))).toBe(true)
    expect(isExecutableFile(join(dir, 'missing'))).toBe(false)
    expect(isExecutableFile(dir)).toBe(false)
  })
})

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH over every other candidate', () => {
    const override = file('override', 0o755)
    const system = file('system', 0o755)
    const bundled = file('bundled', 0o755)
    const found = findChromium({
      env: { CHROMIUM_PATH: override },
      systemPaths: [system],
      bundledPath: () => bundled,
    })
    expect(found).toBe(override)
  })

  it('reports a CHROMIUM_PATH that points at nothing instead of falling back', () => {
    const system = file('system', 0o755)
    const missing = join(dir, 'nowhere')
    expect(() => findChromium({ env: { CHROMIUM_PATH: missing }, systemPaths: [system] })).toThrow(
      `CHROMIUM_PATH is set to ${missing}, which is not an executable file.`,
    )
  })

  it('falls back to the first system Chromium that exists', () => {
    const system = file('system', 0o755)
    const found = findChromium({
      env: { CHROMIUM_PATH: '  ' },
      systemPaths: [join(dir, 'absent'), system],
      bundledPath: () => file('bundled', 0o755),
    })
    expect(found).toBe(system)
  })

  it("falls back to Playwright's own Chromium when there is no system one", () => {
    const bundled = file('bundled', 0o755)
    const found = findChromium({
      env: {},
      systemPaths: [join(dir, 'absent')],
      bundledPath: () => bundled,
    })
    expect(found).toBe(bundled)
  })

  it('throws one sentence saying how to get a browser when none exists', () => {
    const notExecutable = file('bundled', 0o644)
    const attempt = () =>
      findChromium({
        env: {},
        systemPaths: [join(dir, 'absent')],
        bundledPath: () => notExecutable,
      })
    expect(attempt).toThrow(NO_CHROMIUM_MESSAGE)
    expect(NO_CHROMIUM_MESSAGE).toMatch(
      /^[^.]*apt-get install -y chromium[^.]*CHROMIUM_PATH[^.]*\.$/,
    )
    expect(() => findChromium({ env: {}, systemPaths: [], bundledPath: () => undefined })).toThrow(
      NO_CHROMIUM_MESSAGE,
    )
  })
})
