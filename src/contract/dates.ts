// Calendar-date and time-zone arithmetic the contract's rules need (date-only range semantics,
// the features 90-day window). Pure functions over epoch milliseconds; no clock is read here.

const DAY_MS = 86_400_000
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Parses `YYYY-MM-DD` into a UTC day number (days since 1970-01-01), or undefined if not a real date. */
export function dayNumber(date: string): number | undefined {
  const match = DATE_RE.exec(date)
  if (!match) return undefined
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const ms = Date.UTC(y, m - 1, d)
  const back = new Date(ms)
  // Date.UTC rolls 2024-02-30 over to March; a real date survives the round trip.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) {
    return undefined
  }
  return ms / DAY_MS
}

/** Formats a UTC day number as `YYYY-MM-DD`. */
export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>()

/** Offset of `tz` from UTC at the instant `utcMs`, in milliseconds (positive east of Greenwich). */
export function zoneOffsetMs(tz: string, utcMs: number): number {
  let fmt = offsetFormatters.get(tz)
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    offsetFormatters.set(tz, fmt)
  }
  const parts: Record<string, number> = {}
  for (const part of fmt.formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  )
  return asUtc - (utcMs - (((utcMs % 1000) + 1000) % 1000))
}

/**
 * Converts a wall-clock time in `tz` (given as if it were UTC epoch ms) to the real UTC instant.
 * Two passes settle the offset across DST changes; a time that does not exist (spring-forward gap)
 * lands after the gap.
 */
export function wallTimeToUtc(wallMs: number, tz: string): number {
  const first = wallMs - zoneOffsetMs(tz, wallMs)
  const second = wallMs - zoneOffsetMs(tz, first)
  return second
}
