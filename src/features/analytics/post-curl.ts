// The curl command of a POST with a JSON body, written like the GET panels' commands
// (components/export/curl.ts): the token stays `$TOKEN` unless revealed, so a pasted command or a
// screenshot does not leak it.
import { shellQuote } from '../../components/export/curl'

/** The body as the panel shows it and the command sends it: indented, for people to read. */
export function bodyText(body: unknown): string {
  return JSON.stringify(body, null, 2)
}

export function postCurlCommand(url: string, body: unknown, token?: string): string {
  const auth =
    token === undefined
      ? '"Authorization: Bearer $TOKEN"'
      : shellQuote(`Authorization: Bearer ${token}`)
  return [
    `curl -sS -X POST -H ${auth}`,
    `  -H 'Content-Type: application/json' -H 'Accept: application/json'`,
    `  --data-raw ${shellQuote(bodyText(body))}`,
    `  ${shellQuote(url)}`,
  ].join(' \\\n')
}
