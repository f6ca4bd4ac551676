// Where a brief's figures come from, said on the page a manager reads: the embedded demo dataset or
// a backend, named by its origin as the Account page names the connection
// (src/features/account/connection-messages.ts). Never the token: a brief is sent on.
import type { Connection } from '../../../api/connection/page-connection'

export function dataSourceText(
  connection: Pick<Connection, 'mode' | 'baseUrl'>,
  pageOrigin: string,
): string {
  if (connection.mode === 'embedded') {
    return 'Embedded demo dataset (generated in the browser; not real events)'
  }
  if (connection.baseUrl === '')
    return `Event Intelligence API at ${pageOrigin} (this server’s proxy)`
  let origin: string
  try {
    origin = new URL(connection.baseUrl).origin
  } catch {
    origin = connection.baseUrl
  }
  return `Event Intelligence API at ${origin}`
}
