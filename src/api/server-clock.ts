// The backend's clock as its answers' `Date` headers tell it. Times the API compares with its own
// records (a baseline's `updated.gte`, docs/location-changes.md) must be the server's: a laptop's
// clock can be off, and the embedded service may run on a pinned clock (SERVICE_NOW).

/** By API origin: how far the server's clock is ahead of this page's, in ms. */
const offsets = new Map<string, number>()

/**
 * Notes a `Date` header received at `receivedAt` (page time). The largest offset seen wins: a
 * cached answer carries an older date, never a later one.
 */
export function noteServerDate(baseUrl: string, header: string | null, receivedAt = Date.now()) {
  if (header === null) return
  // The header has whole seconds: the server's time lies within the second after it.
  noteServerTime(baseUrl, Date.parse(header), receivedAt)
}

/** Notes that the server's clock read `serverTime` (epoch ms) at page time `at`. */
export function noteServerTime(baseUrl: string, serverTime: number, at = Date.now()) {
  if (Number.isNaN(serverTime)) return
  const offset = serverTime - at
  const held = offsets.get(baseUrl)
  if (held === undefined || offset > held) offsets.set(baseUrl, offset)
}

/** The server's time now (epoch ms), or the page's when no answer has told it yet. */
export function serverNow(baseUrl: string, now = Date.now()): number {
  return now + (offsets.get(baseUrl) ?? 0)
}
