// The answer to a request no operation takes (docs/api.md "Common conventions"): on a path of the
// route table, 405 with the path's methods in `Allow`; on any other path, 404. The service applies
// it to every method it receives; the Node transport applies it to the methods a fetch Request
// cannot carry (CONNECT, TRACE, TRACK), so those are answered the same way.
import { allowedMethods } from '../../contract/routes'
import { methodNotAllowed, notFound } from './respond'
import type { ServiceError } from './respond'

export function unroutable(method: string, pathname: string): ServiceError {
  const allowed = allowedMethods(pathname)
  if (allowed.length === 0) return notFound()
  return methodNotAllowed(method, [...allowed, 'HEAD', 'OPTIONS'])
}
