/** Quotes `text` for a POSIX shell: single quotes, with each inner quote closed and escaped. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`
}

/**
 * The Authorization header of a command. Without a token it reads `$TOKEN` inside double quotes,
 * so the command runs as is once `TOKEN` is exported, and a screenshot or paste does not leak it.
 */
function authHeader(token: string | undefined): string {
  return token === undefined
    ? '"Authorization: Bearer $TOKEN"'
    : shellQuote(`Authorization: Bearer ${token}`)
}

/** The curl command of a GET. */
export function curlCommand(url: string, token?: string): string {
  return `curl -sS -H ${authHeader(token)} -H 'Accept: application/json' ${shellQuote(url)}`
}

/** A JSON body as a panel shows it and a command sends it: indented, for people to read. */
export function bodyText(body: unknown): string {
  return JSON.stringify(body, null, 2)
}

/** The curl command of a POST with a JSON body. */
export function postCurlCommand(url: string, body: unknown, token?: string): string {
  return [
    `curl -sS -X POST -H ${authHeader(token)}`,
    `  -H 'Content-Type: application/json' -H 'Accept: application/json'`,
    `  --data-raw ${shellQuote(bodyText(body))}`,
    `  ${shellQuote(url)}`,
  ].join(' \\\n')
}
