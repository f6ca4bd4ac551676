// The dashboard's Content-Security-Policy (docs/security.md): the build writes it into index.html,
// which a static host serves as it is, and the preview server sends it as a header as well, with
// `frame-ancestors` that only a header can carry. Under it the page runs no script, style or HTML
// string it did not ship, and reaches no origin but its own, https ones and this machine. Every
// other journey runs under the same policy and fails on any breach (policy-violations.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { contentSecurityPolicy } from '../scripts/vite/content-security-policy'
import { expect, test } from './fixtures'
import { forgetExpectedViolations, VIOLATION_REPORT } from './policy-violations'
import { APP_ORIGIN } from './ports'

const META_POLICY = contentSecurityPolicy({ delivery: 'meta' })
const HEADER_POLICY = contentSecurityPolicy({ delivery: 'header' })
const META_TAG = /<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/

/** The policy of a page's <meta> tag, as the browser reads the attribute. */
function metaPolicy(html: string): string | undefined {
  return META_TAG.exec(html)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&')
}

test('the built page carries the policy in a <meta> tag, and the preview server also sends it as a header', async () => {
  const built = readFileSync(join(import.meta.dirname, '..', 'dist', 'index.html'), 'utf8')
  expect(metaPolicy(built)).toBe(META_POLICY)
  // A <meta> policy governs only what follows it: it comes before every script and stylesheet,
  // and the first script is the page's setup (src/lib/content-security.ts), ahead of the app's.
  const meta = built.search(META_TAG)
  expect(meta).toBeLessThan(built.search(/<script\b/))
  expect(meta).toBeLessThan(built.search(/<link\b/))
  expect(/<script\b[^>]*src="([^"]+)"/.exec(built)?.[1]).toMatch(
    /^\/assets\/content-security-[\w-]+\.js$/,
  )
  // A <meta> cannot say who may frame the page; the header does.
  expect(META_POLICY).not.toContain('frame-ancestors')
  expect(HEADER_POLICY).toContain("frame-ancestors 'none'")

  const served = await fetch(`${APP_ORIGIN}/events`, { headers: { Accept: 'text/html' } })
  expect(served.headers.get('content-security-policy')).toBe(HEADER_POLICY)
  expect(metaPolicy(await served.text())).toBe(META_POLICY)
  // Every answer carries it, so each worker runs under it too, the service worker among them.
  const script = /<script\b[^>]*src="([^"]+)"/.exec(built)?.[1] ?? ''
  for (const path of [script, '/service-worker.js', '/data/gazetteer.json']) {
    const answer = await fetch(`${APP_ORIGIN}${path}`)
    expect(answer.status, path).toBe(200)
    expect(answer.headers.get('content-security-policy'), path).toBe(HEADER_POLICY)
  }

  for (const directive of [
    "default-src 'self'",
    "script-src 'self';",
    "worker-src 'self' blob:",
    "img-src 'self' data: blob:",
    "style-src 'self';",
    "connect-src 'self' https: http://127.0.0.1:* http://localhost:*",
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
  ]) {
    expect(`${HEADER_POLICY};`).toContain(directive)
  }
  expect(HEADER_POLICY).not.toContain('unsafe')
})

test('under the policy the page runs no injected code and reaches no other origin but https ones and this machine', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/account')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account')

  const refused = await page.evaluate(async () => {
    const outcome = async (attempt: () => unknown): Promise<string> => {
      try {
        await attempt()
        return 'allowed'
      } catch (error) {
        return error instanceof Error ? error.name : 'refused'
      }
    }
    const win = window as unknown as Record<string, unknown>
    // An inline handler, as HTML from elsewhere would bring one: DOMParser is the one HTML sink the
    // page's Trusted Types policy lets through (MapLibre's attributions), so script-src must hold.
    const parsed = new DOMParser().parseFromString(
      '<img alt="" src="data:," onerror="window.__inlineHandlerRan = true">',
      'text/html',
    )
    const image = parsed.body.firstElementChild
    if (!(image instanceof HTMLImageElement)) throw new Error('no image parsed')
    const failed = new Promise((done) => {
      image.addEventListener('error', done)
    })
    document.body.append(image)
    await failed
    image.remove()
    // A script of this origin's own blob: URL passes Trusted Types (as a worker's must), and
    // script-src, which names no blob:, refuses it.
    const blobScript = document.createElement('script')
    blobScript.src = URL.createObjectURL(
      new Blob(['window.__blobScriptRan = true'], { type: 'text/javascript' }),
    )
    const blobRefused = new Promise((done) => {
      blobScript.addEventListener('error', done)
    })
    document.head.append(blobScript)
    await blobRefused
    blobScript.remove()
    const style = document.createElement('style')
    style.append('body { outline: 7px solid rgb(1, 2, 3) }')
    document.head.append(style)
    const outline = getComputedStyle(document.body).outlineWidth
    style.remove()
    return {
      inlineHandler: win.__inlineHandlerRan === true ? 'ran' : 'did not run',
      blobScript: win.__blobScriptRan === true ? 'ran' : 'did not run',
      inlineStyle: outline === '7px' ? 'applied' : 'not applied',
      eval: await outcome(() => window.eval('1')),
      htmlString: await outcome(() => {
        document.createElement('div').innerHTML = '<img src="x">'
      }),
      otherOriginWorker: await outcome(() => new Worker('https://scripts.example.com/worker.js')),
      plainHttpFetch: await outcome(() => fetch('http://api.example.com/v1/events/')),
    }
  })
  expect(refused).toEqual({
    inlineHandler: 'did not run',
    blobScript: 'did not run',
    inlineStyle: 'not applied',
    eval: 'EvalError',
    htmlString: 'TypeError',
    otherOriginWorker: 'TypeError',
    plainHttpFetch: 'TypeError',
  })

  // Each was reported as a violation, which any other journey would fail on.
  for (const directive of [
    'script-src-attr',
    'script-src-elem',
    'style-src-elem',
    'require-trusted-types-for',
    'connect-src',
  ]) {
    await expect
      .poll(() => consoleErrors.some((line) => line.includes(`${VIOLATION_REPORT}: ${directive} `)))
      .toBe(true)
  }
  // The reports, and the browser's own lines for them, were caused on purpose.
  forgetExpectedViolations(
    consoleErrors,
    /Content-Security-Policy|Content Security Policy|'Trusted(HTML|Script|ScriptURL)' assignment/,
  )
})

test('no other site can frame the dashboard', async ({ page, consoleErrors }) => {
  await page.setContent(`<iframe title="framed" src="${APP_ORIGIN}/account"></iframe>`)
  const frame = page.frameLocator('iframe[title="framed"]')
  await expect
    .poll(() => consoleErrors.some((line) => line.includes("frame-ancestors 'none'")))
    .toBe(true)
  await expect(frame.getByRole('heading', { name: 'Account' })).toHaveCount(0)
  forgetExpectedViolations(consoleErrors, /frame-ancestors 'none'/)
})
