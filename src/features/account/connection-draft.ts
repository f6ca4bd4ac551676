// The connection form as plain values: what a person typed, whether it can be used, and what
// saving it means for the page. Pure, so the rules are tested without a browser.
import { normalizeConnection } from '../../api/connection/page-connection'
import { isReachableUrl } from '../../utils/remote-origins'
import type { Connection, ConnectionMode } from '../../api/connection/page-connection'

/** The form's fields, as typed (the base URL is kept while the embedded mode is picked). */
export interface ConnectionDraft {
  readonly mode: ConnectionMode
  readonly baseUrl: string
  readonly token: string
}

export interface DraftErrors {
  readonly baseUrl?: string
  readonly token?: string
}

export function draftOf(connection: Connection): ConnectionDraft {
  return { mode: connection.mode, baseUrl: connection.baseUrl, token: connection.token }
}

/** Why a backend base URL cannot be used, or undefined when it can ('' is this server's /v1). */
export function baseUrlProblem(text: string): string | undefined {
  const value = text.trim()
  if (value === '') return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Enter a full address starting with http:// or https://, or leave it empty.'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'The address must start with http:// or https://.'
  }
  // The page's Content-Security-Policy lets it reach these and no others; plain http elsewhere
  // would also send the token where anyone on the way can read it (docs/security.md).
  if (!isReachableUrl(url)) {
    return 'Use https:// for a backend on another machine; http:// only reaches this one (127.0.0.1 or localhost).'
  }
  if (url.username !== '' || url.password !== '') {
    return 'Leave the user name and password out of the address; the access token identifies you.'
  }
  if (url.search !== '' || url.hash !== '') {
    return 'The address cannot contain ? or #.'
  }
  // The client appends /v1/<resource>/ itself (docs/api.md "Common conventions":
  // {base_url}/v1/<resource>/).
  if (/\/v1\/?$/.test(url.pathname)) {
    return 'Leave /v1 out of the address: it is added to every request.'
  }
  return undefined
}

/**
 * Why a token cannot be sent as `Authorization: Bearer <token>` (docs/api.md "Authentication").
 * Only a backend behind this server's own /v1 proxy (base URL '') may go without one: that proxy
 * adds the server's token itself (vite.config.ts).
 */
export function tokenProblem(text: string, proxiedHere = false): string | undefined {
  const value = text.trim()
  if (value === '') return proxiedHere ? undefined : 'Enter the access token.'
  if (/\s/.test(value)) return 'The access token cannot contain spaces.'
  return undefined
}

/** The problems of a draft, per field; the base URL only matters for a backend. */
export function validateDraft(draft: ConnectionDraft): DraftErrors {
  const baseUrl = draft.mode === 'proxy' ? baseUrlProblem(draft.baseUrl) : undefined
  const token = tokenProblem(draft.token, draft.mode === 'proxy' && draft.baseUrl.trim() === '')
  return {
    ...(baseUrl === undefined ? {} : { baseUrl }),
    ...(token === undefined ? {} : { token }),
  }
}

export function hasErrors(errors: DraftErrors): boolean {
  return errors.baseUrl !== undefined || errors.token !== undefined
}

/** The connection a valid draft stands for, in the store's normal form. */
export function connectionOf(draft: ConnectionDraft): Connection {
  return normalizeConnection({
    mode: draft.mode,
    baseUrl: draft.baseUrl,
    token: draft.token.trim(),
  })
}

/**
 * What applying `next` over `current` takes. The embedded service (MSW and its worker) is set up
 * only when a page starts, so a change of mode needs a reload; a new token or backend only needs
 * the cached answers of the old one dropped.
 */
export type SaveEffect = 'none' | 'refetch' | 'reload'

export function saveEffect(current: Connection, next: Connection): SaveEffect {
  if (current.mode !== next.mode) return 'reload'
  if (current.baseUrl !== next.baseUrl || current.token !== next.token) return 'refetch'
  return 'none'
}

/**
 * Whether "Test connection" can ask the entered service from this page. The page's own /v1 is
 * answered by whatever the page started with, so the embedded service cannot be tested from a
 * page in proxy mode, nor this server's proxy from a page running the embedded service.
 */
export function untestableReason(
  draft: ConnectionDraft,
  pageMode: ConnectionMode,
  pageOrigin: string,
): string | undefined {
  if (draft.mode === 'embedded' && pageMode !== 'embedded') {
    return 'The embedded service starts when the page loads in embedded mode, so it cannot be tested from here. Save to switch: the page reloads.'
  }
  if (
    draft.mode === 'proxy' &&
    pageMode === 'embedded' &&
    isThisOrigin(draft.baseUrl, pageOrigin)
  ) {
    return "Until the page reloads, this server's /v1 is answered by the embedded service, so its proxy cannot be tested from here. Save to switch: the page reloads."
  }
  return undefined
}

function isThisOrigin(baseUrl: string, pageOrigin: string): boolean {
  const value = baseUrl.trim()
  if (value === '') return true
  try {
    return new URL(value).origin === pageOrigin
  } catch {
    return false
  }
}
