/** Quotes `text` for a POSIX shell: single quotes, with each inner quote closed and escaped. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`
}

/**
 * The curl command of a GET. Without a token the header reads `$TOKEN` inside double quotes, so
 * the command runs as is once `TOKEN` is exported, and a screenshot or paste does not leak the key.
 */
export function curlCommand(url: string, token?: string): string {
  const auth =
    token === undefined
      ? '"Authorization: Bearer $TOKEN"'
      : shellQuote(`Authorization: Bearer ${token}`)
  return `curl -sS -H ${auth} -H 'Accept: application/json' ${shellQuote(url)}`
}
