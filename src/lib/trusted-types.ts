// The page's one Trusted Types policy (docs/security.md "The Content-Security-Policy"). The Content-Security-
// Policy requires trusted types for every script sink (scripts/vite/content-security-policy.ts),
// and the page hands those sinks plain strings in places it cannot wrap itself: the app starting
// its service's worker, MSW registering its service worker and MapLibre starting its workers (each
// a script URL), and MapLibre reading a style's attribution with DOMParser. The browser passes each
// such string to the policy named `default`, made by content-security.ts before any of them runs.
// It lets through only that: any other HTML or script string, and any script URL of another
// origin, is refused, and the browser reports it.

/** The sink MapLibre parses attributions with; the document it makes runs nothing. */
const PARSED_HTML_SINK = 'DOMParser parseFromString'

/** A script URL of this page's own origin (a blob: URL made by this page included). */
export function isOwnScriptUrl(value: string, base: string): boolean {
  try {
    return new URL(value, base).origin === new URL(base).origin
  } catch {
    return false
  }
}

/**
 * HTML only DOMParser may have: MapLibre keeps the elements and attributes of an attribution it
 * allows and moves them into the page as nodes, never as markup, and whatever handler attribute
 * slipped through could not run anyway under `script-src 'self'`.
 */
export function isParsedHtmlSink(sink: unknown): boolean {
  return sink === PARSED_HTML_SINK
}

/** What the page uses of the browser's `trustedTypes` (TypeScript's DOM types have none yet). */
interface TrustedTypesFactory {
  readonly defaultPolicy: unknown
  createPolicy(
    name: string,
    rules: {
      readonly createScriptURL: (value: string) => string | null
      readonly createHTML: (value: string, type?: unknown, sink?: unknown) => string | null
    },
  ): unknown
}

/** Makes the default policy where the browser enforces Trusted Types (Chromium); else nothing. */
export function installTrustedTypesPolicy(scope: typeof globalThis = globalThis): void {
  const factory = (scope as { trustedTypes?: TrustedTypesFactory }).trustedTypes
  if (factory === undefined || factory.defaultPolicy !== null) return
  const base = scope.location.href
  factory.createPolicy('default', {
    // Returning null refuses: the browser throws a TypeError and reports the violation.
    createScriptURL: (value: string) => (isOwnScriptUrl(value, base) ? value : null),
    createHTML: (value: string, _type?: unknown, sink?: unknown) =>
      isParsedHtmlSink(sink) ? value : null,
  })
}
