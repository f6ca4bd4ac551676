// The one home of dates in the dashboard (docs/view-habits.md "Dates"): calendar arithmetic in a
// named time zone, and every way a date is written for people. Views call these and never format
// a date themselves (src/utils/dates-only-here.test.ts checks it). The written forms:
//   date        `26 Nov 2026`                (a weekday only where the grid is by weekday:
//                                            `Thu 26 Nov 2026`)
//   date-time   `26 Nov 2026, 20:00 UTC-5`  (24-hour clock, the zone as its UTC offset)
//   zone        `UTC`, `UTC-5`, `UTC+5:30`
//   chart ticks `26 Nov`, months `Nov`
// CSV values and file names keep ISO 8601, for machines.
import { formatOr, isFiniteNumber, isText, rawText } from './display'
import { formatInteger } from './format'
import { DAY_MS } from './time'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** A wall clock reading: what a clock in some zone shows at an instant. */
interface WallClock {
  readonly year: number
  readonly month: number
  readonly day: number
  readonly hour: number
  readonly minute: number
  readonly second: number
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>()

// Numeric parts only, so the written form is this module's and never a locale's.
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
    partsFormatters.set(timeZone, formatter)
  }
  return formatter
}

/** UTC's wall clock is the Date's own: no offset to find, and a hundred times cheaper than Intl. */
const UTC_NAMES = new Set(['UTC', 'Etc/UTC'])

function wallClock(ms: number, timeZone: string): WallClock {
  if (UTC_NAMES.has(timeZone)) {
    const d = new Date(ms)
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
    }
  }
  const parts = partsFormatter(timeZone).formatToParts(new Date(ms))
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
  }
}

const pad2 = (n: number) => String(n).padStart(2, '0')

/** Whether `timeZone` is a name Intl knows (TZ Database names and `UTC`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone)
    return true
  } catch {
    return false
  }
}

/**
 * The zone to show an instant in: `timeZone` when Intl knows it, else UTC, which the display names
 * (a null zone means UTC to the API; an unknown one, `Mars/Olympus`, would make Intl throw).
 */
export function displayZone(timeZone: unknown): string {
  return typeof timeZone === 'string' && isTimeZone(timeZone) ? timeZone : 'UTC'
}

/** The zone of this browser: for facts about the analyst's own account, not about a place. */
export function localTimeZone(): string {
  return displayZone(Intl.DateTimeFormat().resolvedOptions().timeZone)
}

/** The calendar date `YYYY-MM-DD` of instant `ms` in `timeZone`. */
export function dateInZone(ms: number, timeZone: string): string {
  const clock = wallClock(ms, timeZone)
  return `${String(clock.year).padStart(4, '0')}-${pad2(clock.month)}-${pad2(clock.day)}`
}

/** The wall time `YYYY-MM-DDThh:mm` of instant `ms` in `timeZone`. */
export function wallMinuteInZone(ms: number, timeZone: string): string {
  const clock = wallClock(ms, timeZone)
  const date = `${String(clock.year).padStart(4, '0')}-${pad2(clock.month)}-${pad2(clock.day)}`
  return `${date}T${pad2(clock.hour)}:${pad2(clock.minute)}`
}

/** The calendar date `YYYY-MM-DD` of instant `ms` in UTC. */
export function isoDate(ms: number): string {
  return dateInZone(ms, 'UTC')
}

/** `2026-03-02T10:00:00.000Z`: an instant as the API's date-time parameters take it. */
export function isoInstant(ms: number): string {
  return new Date(ms).toISOString()
}

/** Whether `text` is a real calendar date `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const ms = Date.parse(`${text}T00:00:00Z`)
  return !Number.isNaN(ms) && isoDate(ms) === text
}

/** `YYYY-MM-DD` plus `days` calendar days (time zones do not matter for date arithmetic). */
export function addDays(date: string, days: number): string {
  return isoDate(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS)
}

/** `YYYY-MM` plus `months` months. */
export function addMonths(month: string, months: number): string {
  const [year, mm] = month.split('-').map(Number)
  return isoDate(Date.UTC(year ?? 1970, (mm ?? 1) - 1 + months, 1)).slice(0, 7)
}

/** How far `timeZone`'s clocks are ahead of UTC at instant `ms`, in seconds. */
function offsetSeconds(ms: number, timeZone: string): number {
  return zonedClock(ms, timeZone).offset
}

/** The wall clock at instant `ms` in `timeZone` and the zone's UTC offset then, in seconds. */
function zonedClock(ms: number, timeZone: string): { clock: WallClock; offset: number } {
  const whole = Math.floor(ms / 1000) * 1000
  const c = wallClock(whole, timeZone)
  const offset = (Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - whole) / 1000
  return { clock: c, offset }
}

/** The instant a local day `YYYY-MM-DD` begins in `timeZone` (its first local midnight). */
export function dayStartInZone(date: string, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`)
  const guess = wall - offsetSeconds(wall, timeZone) * 1000
  // Once more at the guess: the offset may change between the two readings (a DST night).
  return wall - offsetSeconds(guess, timeZone) * 1000
}

/** The zone at instant `ms` as its UTC offset: `UTC`, `UTC-5`, `UTC+5:30`. */
export function formatZone(ms: number, timeZone: string): string {
  return offsetText(offsetSeconds(ms, displayZone(timeZone)))
}

function offsetText(seconds: number): string {
  if (seconds === 0) return 'UTC'
  const sign = seconds < 0 ? '-' : '+'
  const abs = Math.abs(seconds)
  const hours = Math.floor(abs / 3600)
  const minutes = Math.floor((abs % 3600) / 60)
  const rest = abs % 60
  const tail = rest > 0 ? `:${pad2(minutes)}:${pad2(rest)}` : minutes > 0 ? `:${pad2(minutes)}` : ''
  return `UTC${sign}${String(hours)}${tail}`
}

const periodZones = new Map<string, string>()

/**
 * The zone of a period's local days `gte`..`lte` in `timeZone`, written as the rows write theirs:
 * `UTC-5`, or `UTC-5 to UTC-4` when the clocks change within it (its lowest and highest offsets).
 * `atMs` stands in for a missing bound.
 */
export function formatPeriodZone(
  gte: string | undefined,
  lte: string | undefined,
  timeZone: string,
  atMs: number,
): string {
  const zone = displayZone(timeZone)
  const first = gte ? dayStartInZone(gte, zone) : atMs
  const last = lte ? dayStartInZone(addDays(lte, 1), zone) - 1 : atMs
  const key = `${zone}|${String(first)}|${String(last)}`
  let text = periodZones.get(key)
  if (text === undefined) {
    // Noon of every day (every few days over a long period) catches each change of the clocks.
    const step = Math.max(1, Math.ceil((last - first) / DAY_MS / 400)) * DAY_MS
    const offsets = [offsetSeconds(first, zone), offsetSeconds(last, zone)]
    for (let ms = first + DAY_MS / 2; ms < last; ms += step) offsets.push(offsetSeconds(ms, zone))
    const low = Math.min(...offsets)
    const high = Math.max(...offsets)
    text = low === high ? offsetText(low) : `${offsetText(low)} to ${offsetText(high)}`
    periodZones.set(key, text)
  }
  return text
}

/**
 * A chosen zone named for a span of local days: `UTC`, or `Europe/London (UTC to UTC+1)`: the
 * zone's name says whose clocks count the days, its offsets are written as the rows write theirs.
 */
export function formatZoneName(
  timeZone: string,
  gte: string | undefined,
  lte: string | undefined,
  atMs: number,
): string {
  const offsets = formatPeriodZone(gte, lte, timeZone, atMs)
  return /^(?:Etc\/)?UTC$/.test(timeZone) ? offsets : `${timeZone} (${offsets})`
}

const isDate = (value: unknown): value is string => typeof value === 'string' && isIsoDate(value)

function parts(date: string): { year: number; month: number; day: number; weekday: number } {
  const ms = Date.parse(`${date}T00:00:00Z`)
  const d = new Date(ms)
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
  }
}

/** A calendar date `YYYY-MM-DD` as `26 Nov 2026`; anything else as written, or a dash. */
export function formatDate(date: unknown): string {
  return formatOr(date, isDate, (iso) => {
    const p = parts(iso)
    return `${String(p.day)} ${MONTHS[p.month] ?? ''} ${String(p.year)}`
  })
}

/** `Thu 26 Nov 2026`: formatDate with its weekday, where days are laid out by weekday. */
export function formatDateWithWeekday(date: unknown): string {
  return formatOr(date, isDate, (iso) => `${WEEKDAYS[parts(iso).weekday] ?? ''} ${formatDate(iso)}`)
}

/** `24 Nov 2026 – 23 Dec 2026`, or one date when the period is one day. */
export function formatDateRange(gte: string, lte: string): string {
  return gte === lte ? formatDate(gte) : `${formatDate(gte)} – ${formatDate(lte)}`
}

/** A chart's day tick and tooltip: `26 Nov`. Recharts hands over anything, so no date is ''. */
export function formatDayTick(date: unknown): string {
  if (!isDate(date)) return typeof date === 'string' ? date : ''
  const p = parts(date)
  return `${String(p.day)} ${MONTHS[p.month] ?? ''}`
}

/** A month `YYYY-MM` as a chart's or heatmap's tick: `Nov`. */
export function formatMonthTick(month: string): string {
  return MONTHS[Number(month.slice(5, 7)) - 1] ?? month
}

/** A month `YYYY-MM` as a heading: `November 2026`. */
export function formatMonthYear(month: string): string {
  const name = LONG_MONTHS[Number(month.slice(5, 7)) - 1]
  return name === undefined ? month : `${name} ${month.slice(0, 4)}`
}

const ZONED = /(?:Z|[+-]\d{2}:\d{2})$/

/**
 * Whether an API timestamp names its zone (an instant); one without is a local wall time, as the
 * times of events whose `timezone` is null (docs/api.md "Event").
 */
export function isZoned(iso: string): boolean {
  return ZONED.test(iso)
}

/** An API timestamp read as an instant and the zone to show it in; null when it does not parse. */
function readTimestamp(iso: string, timeZone: unknown): { clock: WallClock; zone?: string } | null {
  // Timestamps without a zone (events whose `timezone` is null, docs/api.md "Event") are local
  // times: read as written, on no zone's clock.
  const zoned = isZoned(iso)
  const ms = Date.parse(zoned ? iso : `${iso.slice(0, 19)}Z`)
  if (Number.isNaN(ms)) return null
  if (!zoned) return { clock: wallClock(ms, 'UTC') }
  // One reading of the zone's clock gives both the time and its offset.
  const { clock, offset } = zonedClock(ms, displayZone(timeZone))
  return { clock, zone: offsetText(offset) }
}

const clockDate = (c: WallClock) =>
  `${String(c.day)} ${MONTHS[c.month - 1] ?? ''} ${String(c.year)}`

/**
 * `26 Nov 2026, 20:00 UTC-5`: an API timestamp for people, in `timeZone` (see displayZone) with
 * the zone as its offset; a local timestamp without its zone. Anything that does not parse as a
 * timestamp shows as written, or as a dash.
 */
export function formatDateTime(value: unknown, timeZone: unknown): string {
  return formatOr(value, isText, (iso) => {
    const read = readTimestamp(iso, timeZone)
    if (!read) return rawText(iso)
    const { clock, zone } = read
    const time = `${pad2(clock.hour)}:${pad2(clock.minute)}`
    return `${clockDate(clock)}, ${time}${zone === undefined ? '' : ` ${zone}`}`
  })
}

/** The date alone of an API timestamp in `timeZone`, as formatDate writes it: `26 Nov 2026`. */
export function formatTimestampDate(value: unknown, timeZone: unknown): string {
  return formatOr(value, isText, (iso) => {
    const read = readTimestamp(iso, timeZone)
    return read ? clockDate(read.clock) : rawText(iso)
  })
}

/** The time of day alone of an API timestamp in `timeZone`, as formatDateTime writes it: `20:00`. */
export function formatTimestampTime(value: unknown, timeZone: unknown): string {
  return formatOr(value, isText, (iso) => {
    const read = readTimestamp(iso, timeZone)
    return read ? `${pad2(read.clock.hour)}:${pad2(read.clock.minute)}` : rawText(iso)
  })
}

/** A table column that shows formatDateTime whole, the longest offset included. */
export const DATE_TIME_WIDTH = '224px'

/** `2025-06-01T10-30-00Z`: an instant for a file name, sortable and safe in every file system. */
export function fileStamp(now: Date): string {
  const ms = now.getTime()
  const c = wallClock(ms, 'UTC')
  return `${isoDate(ms)}T${pad2(c.hour)}-${pad2(c.minute)}-${pad2(c.second)}Z`
}

/** Seconds as `3 d 4 h`, `2 h 30 min` or `45 min`; anything but a duration as written. */
export function formatDuration(value: unknown): string {
  return formatOr(value, isDuration, (seconds) => {
    const minutes = Math.round(seconds / 60)
    const days = Math.floor(minutes / 1440)
    const hours = Math.floor((minutes % 1440) / 60)
    const rest = minutes % 60
    const parts = [
      days > 0 ? `${formatInteger(days)} d` : '',
      hours > 0 ? `${hours} h` : '',
      rest > 0 && days === 0 ? `${rest} min` : '',
    ].filter((part) => part !== '')
    return parts.length === 0 ? '0 min' : parts.join(' ')
  })
}

const isDuration = (value: unknown): value is number => isFiniteNumber(value) && value >= 0
