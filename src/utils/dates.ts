// Calendar-date helpers in a named time zone, built on Intl (no date library needed).

const DAY_MS = 86_400_000

const partsFormatters = new Map<string, Intl.DateTimeFormat>()

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    partsFormatters.set(timeZone, formatter)
  }
  return formatter
}

/** Whether `timeZone` is a name Intl knows (TZ Database names and `UTC`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone)
    return true
  } catch {
    return false
  }
}

/** The calendar date `YYYY-MM-DD` of instant `ms` in `timeZone`. */
export function dateInZone(ms: number, timeZone: string): string {
  const parts = partsFormatter(timeZone).formatToParts(new Date(ms))
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** Whether `text` is a real calendar date `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const ms = Date.parse(`${text}T00:00:00Z`)
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(text)
}

/** `YYYY-MM-DD` plus `days` calendar days (time zones do not matter for date arithmetic). */
export function addDays(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`) + days * DAY_MS
  return new Date(ms).toISOString().slice(0, 10)
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>()

/**
 * An API timestamp for people, in `timeZone`: `Sat, 14 Jun 2025, 19:30 AEST`. Timestamps without
 * a zone (events whose `timezone` is null, spec Event.start) are local times and shown as written.
 */
export function formatDateTime(iso: string, timeZone: string | null): string {
  const zoned = /(?:Z|[+-]\d{2}:\d{2})$/.test(iso)
  const zone = zoned ? (timeZone ?? 'UTC') : 'UTC'
  const key = `${zone}|${String(zoned)}`
  let formatter = dateTimeFormatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...(zoned ? { timeZoneName: 'short' } : {}),
    })
    dateTimeFormatters.set(key, formatter)
  }
  const ms = Date.parse(zoned ? iso : `${iso.slice(0, 19)}Z`)
  return Number.isNaN(ms) ? iso : formatter.format(ms)
}

/** Seconds as `3 d 4 h`, `2 h 30 min` or `45 min`. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60)
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const rest = minutes % 60
  const parts = [
    days > 0 ? `${days} d` : '',
    hours > 0 ? `${hours} h` : '',
    rest > 0 && days === 0 ? `${rest} min` : '',
  ].filter((part) => part !== '')
  return parts.length === 0 ? '0 min' : parts.join(' ')
}
