import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { build } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'

import { contentSecurityPolicyPlugin, PAGE_SETUP_MODULE } from './content-security-policy'
import { EARLY_MODULE, earlyScriptPlugin } from './early-script'

const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Page</title></head>
  <body><script type="module" src="/main.ts"></script></body>
</html>
`

describe('the early script', () => {
  const root = mkdtempSync(join(tmpdir(), 'eventscope-early-'))
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  write('index.html', PAGE)
  write('shared.ts', 'export const started: string[] = []\n')
  write(EARLY_MODULE, "import { started } from '../../shared'\nstarted.push('early')\n")
  write('main.ts', "import { started } from './shared'\nconsole.log(started)\n")
  write(PAGE_SETUP_MODULE, 'globalThis.setUp = true\n')
  afterAll(() => {
    rmSync(root, { recursive: true, force: true })
  })

  it('is a file of its own that the built page runs after the policy setup and before the app', async () => {
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [earlyScriptPlugin(), contentSecurityPolicyPlugin()],
      build: { outDir: 'dist', rolldownOptions: { input: { main: join(root, 'index.html') } } },
    })
    const page = readFileSync(join(root, 'dist', 'index.html'), 'utf8')
    const scripts = [...page.matchAll(/<script type="module" crossorigin src="\/assets\/([^"]+)"/g)]
    expect(scripts.map((m) => (m[1] ?? '').replace(/-[\w-]{8}\.js$/, ''))).toEqual([
      'content-security',
      'early-start',
      'main',
    ])
    // The early module is in its own file, not in the app's entry: both import what they share.
    const files = readdirSync(join(root, 'dist', 'assets'))
    const text = (prefix: string) =>
      readFileSync(
        join(
          root,
          'dist',
          'assets',
          files.find((f) => f.startsWith(prefix) && f.endsWith('.js')) ?? '',
        ),
        'utf8',
      )
    expect(text('early-start-')).toMatch(/push\(.early.\)/)
    expect(text('main-')).not.toMatch(/push\(.early.\)/)
  }, 120_000)
})
