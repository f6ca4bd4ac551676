import { organisationForToken } from './accounts'
import type { Organisation } from './accounts'

export type AuthResult =
  | { readonly ok: true; readonly organisation: Organisation; readonly token: string }
  | { readonly ok: false; readonly message: string }

const BEARER = /^Bearer\s+(\S+)\s*$/i

/** docs/api.md "Authentication": every request carries a bearer token; anything else is a 401. */
export function authenticate(authorization: string | null): AuthResult {
  if (authorization === null || authorization.trim() === '') {
    return { ok: false, message: 'Authentication credentials were not provided.' }
  }
  const match = BEARER.exec(authorization)
  const token = match?.[1]
  if (token === undefined) {
    return { ok: false, message: 'Authorization header must be "Bearer <token>".' }
  }
  const organisation = organisationForToken(token)
  if (organisation === undefined) return { ok: false, message: 'Invalid access token.' }
  return { ok: true, organisation, token }
}
