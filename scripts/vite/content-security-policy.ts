// The dashboard's Content-Security-Policy (docs/security.md): what the page may run, load and
// connect to. A build writes it into index.html as a <meta http-equiv> tag, which any static host
// serves unchanged; the dev and preview servers also send it as a header on every answer, where
// `frame-ancestors` (which a <meta> cannot carry) joins it.
import { randomBytes } from 'node:crypto'
import type { Plugin } from 'vite'

import { REMOTE_CONNECT_SOURCES } from '../../src/utils/remote-origins.ts'
import { pageScript } from './page-script.ts'

/** The name of the one Trusted Types policy the page makes (src/app/trusted-types.ts). */
export const TRUSTED_TYPES_POLICY = 'default'

export interface PolicyOptions {
  /**
   * The dev server's nonce. Vite's dev server puts its client and React's refresh preamble in
   * inline <script> tags and each imported CSS file in a <style> tag it adds: those carry the
   * nonce (Vite's `html.cspNonce`), so the dev server needs no 'unsafe-inline'. A build has none.
   */
  readonly nonce?: string
  /** A header may say who may frame the page; a <meta> tag may not (the browser ignores it). */
  readonly delivery: 'header' | 'meta'
}

/** The policy's directives, in order. */
export function policyDirectives({ nonce, delivery }: PolicyOptions): string[] {
  const withNonce = nonce === undefined ? [] : [`'nonce-${nonce}'`]
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...withNonce].join(' '),
    "worker-src 'self' blob:",
    ['style-src', "'self'", ...withNonce].join(' '),
    "img-src 'self' data: blob:",
    // The analyst's backend and basemap are chosen at run time on the Account page: any https
    // origin, and http on this machine (src/utils/remote-origins.ts, docs/security.md).
    ['connect-src', "'self'", ...REMOTE_CONNECT_SOURCES].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ...(delivery === 'header' ? ["frame-ancestors 'none'"] : []),
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICY}`,
  ]
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  return policyDirectives(options).join('; ')
}

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
}

/** The <meta> tag of `policy`. */
export function policyMeta(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" />`
}

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i

/**
 * `html` with the policy's <meta> tag right after the charset: a policy in a <meta> only governs
 * what comes after it, so it goes before every script, stylesheet and preload of the page.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const tag = policyMeta(policy)
  const charset = CHARSET.exec(html)
  if (!charset) return html.replace(/<head>/i, `<head>\n    ${tag}`)
  const end = charset.index + charset[0].length
  return `${html.slice(0, end)}\n    ${tag}${html.slice(end)}`
}

/**
 * What each page runs before its own scripts, to work under the policy (src/lib/content-security.ts):
 * the Trusted Types policy, and zod told not to try eval.
 */
export const PAGE_SETUP_MODULE = 'src/lib/content-security.ts'

/**
 * `html` with a module script of `src` before its first script. Module scripts run one after the
 * other in the order of the page, each with all it imports, so nothing of the page runs before
 * that module has. An import at the top of the page's own entry would not do: a bundle evaluates
 * the chunks that entry imports, and the modules in them, before the entry's own first line.
 */
export function withSetupScript(html: string, src: string): string {
  const tag = `<script type="module" crossorigin src="${src}"></script>\n    `
  const first = html.search(/<script\b/i)
  return first === -1
    ? html.replace(/<\/head>/i, `  ${tag}</head>`)
    : `${html.slice(0, first)}${tag}${html.slice(first)}`
}

/**
 * Writes the policy into every page a build or the dev server makes, and sends it as a header from
 * the dev and preview servers. The dev server's policy adds a nonce made at its start (its inline
 * scripts and styles, above); a build's and the preview server's have none.
 */
export function contentSecurityPolicyPlugin(): Plugin {
  let nonce: string | undefined
  // A file the page loads before the app's entry (withSetupScript).
  const setup = pageScript(PAGE_SETUP_MODULE, 'content-security')
  const policy = (delivery: PolicyOptions['delivery']) =>
    contentSecurityPolicy({ delivery, ...(nonce === undefined ? {} : { nonce }) })
  return {
    name: 'eventscope-content-security-policy',
    ...setup.hooks,
    config(_config, { command, isPreview }) {
      if (command !== 'serve' || isPreview === true) return undefined
      nonce = randomBytes(18).toString('base64url')
      return { html: { cspNonce: nonce } }
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) =>
        withPolicyMeta(withSetupScript(html, setup.src(bundle)), policy('meta')),
    },
    configureServer(server) {
      server.middlewares.use((_req, res, next) => {
        res.setHeader('Content-Security-Policy', policy('header'))
        next()
      })
    },
    configurePreviewServer(server) {
      server.middlewares.use((_req, res, next) => {
        res.setHeader('Content-Security-Policy', policy('header'))
        next()
      })
    },
  }
}
