import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer, preview } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'

import {
  contentSecurityPolicy,
  contentSecurityPolicyPlugin,
  PAGE_SETUP_MODULE,
  policyDirectives,
  withPolicyMeta,
  withSetupScript,
} from './content-security-policy'

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Page</title>
    <link rel="stylesheet" href="/page.css" />
  </head>
  <body>
    <script type="module" src="/main.ts"></script>
  </body>
</html>
`

describe('the policy', () => {
  it('allows no inline script, eval or style, and names frame-ancestors only in a header', () => {
    const meta = policyDirectives({ delivery: 'meta' })
    expect(meta).toContain("script-src 'self'")
    expect(meta).toContain("style-src 'self'")
    expect(meta).toContain("require-trusted-types-for 'script'")
    expect(meta.join('; ')).not.toMatch(/unsafe|frame-ancestors/)
    expect(policyDirectives({ delivery: 'header' })).toContain("frame-ancestors 'none'")
  })

  it('adds the dev server’s nonce to scripts and styles, and nothing else', () => {
    const dev = policyDirectives({ delivery: 'header', nonce: 'n0nce' })
    expect(dev).toContain("script-src 'self' 'nonce-n0nce'")
    expect(dev).toContain("style-src 'self' 'nonce-n0nce'")
    expect(dev.filter((directive) => directive.includes('n0nce'))).toHaveLength(2)
  })

  it('goes first in <head>, before every script and stylesheet, behind the setup script', () => {
    const page = withPolicyMeta(withSetupScript(PAGE, '/setup.js'), 'default-src "x" & y')
    const meta = page.indexOf('<meta http-equiv="Content-Security-Policy"')
    expect(meta).toBeGreaterThan(page.indexOf('<meta charset'))
    expect(meta).toBeLessThan(page.indexOf('<link'))
    expect(page).toContain('content="default-src &quot;x&quot; &amp; y"')
    expect(page.indexOf('src="/setup.js"')).toBeLessThan(page.indexOf('src="/main.ts"'))
  })
})

describe('the dev and preview servers', () => {
  const root = mkdtempSync(join(tmpdir(), 'eventscope-csp-'))
  writeFileSync(join(root, 'index.html'), PAGE)
  mkdirSync(join(root, 'dist'))
  writeFileSync(join(root, 'dist', 'index.html'), PAGE)
  afterAll(() => {
    rmSync(root, { recursive: true, force: true })
  })

  it('the dev server sends the policy with its nonce, and writes the same into the page', async () => {
    const server = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [contentSecurityPolicyPlugin()],
      server: { host: '127.0.0.1', port: 0, strictPort: false, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    })
    try {
      await server.listen()
      const base = server.resolvedUrls?.local[0] ?? ''
      const answer = await fetch(base, { headers: { Accept: 'text/html' } })
      const header = answer.headers.get('content-security-policy') ?? ''
      const nonce = /'nonce-([\w-]+)'/.exec(header)?.[1] ?? ''
      expect(nonce).not.toBe('')
      expect(header).toBe(contentSecurityPolicy({ delivery: 'header', nonce }))
      const html = await answer.text()
      expect(html).toContain(
        `content="${contentSecurityPolicy({ delivery: 'meta', nonce }).replaceAll('"', '&quot;')}"`,
      )
      expect(html).toContain(`src="/${PAGE_SETUP_MODULE}" nonce="${nonce}"`)
    } finally {
      await server.close()
    }
  })

  it('the preview server sends the policy, without a nonce, on every answer', async () => {
    const server = await preview({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [contentSecurityPolicyPlugin()],
      preview: { host: '127.0.0.1', port: 0, strictPort: false },
    })
    try {
      const base = server.resolvedUrls?.local[0] ?? ''
      for (const path of ['', 'missing.js']) {
        const answer = await fetch(`${base}${path}`)
        expect(answer.headers.get('content-security-policy'), path).toBe(
          contentSecurityPolicy({ delivery: 'header' }),
        )
      }
    } finally {
      await server.close()
    }
  })
})
