// UTC offsets of TZ Database zones over the dataset window, read from the platform's time-zone
// database through Intl. Each zone is scanned once (fortnightly samples, then a bisection to the
// minute wherever the offset changes); afterwards an offset is a binary search. The same scan
// yields the real daylight-saving transitions (docs/architecture.md: "daylight-saving changes from the
// time-zone database").

import { zoneOffsetMs } from '../../../contract/dates'
import { DAY_MS, MINUTE_MS } from '../../../utils/time'

export interface ZoneTransition {
  /** First UTC instant of the new offset. */
  readonly at: number
  readonly offsetBefore: number
  readonly offsetAfter: number
}

interface ZoneTable {
  readonly times: number[]
  /** offsets[i] holds before times[i]; offsets[times.length] after the last transition (ms). */
  readonly offsets: number[]
  readonly transitions: ZoneTransition[]
}

// No offset of the time-zone database lasts less than a fortnight (the shortest, Morocco's during
// Ramadan, lasts about a month), so a change and its return are never both between two samples.
const SCAN_STEP = 14 * DAY_MS

export class TimeZones {
  private readonly tables = new Map<string, ZoneTable>()

  constructor(
    private readonly from: number,
    private readonly to: number,
  ) {}

  /** Offset (local minus UTC) in ms at a UTC instant. */
  offsetAt(zone: string, utc: number): number {
    const table = this.table(zone)
    const { times, offsets } = table
    let lo = 0
    let hi = times.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if ((times[mid] ?? 0) <= utc) lo = mid + 1
      else hi = mid
    }
    return offsets[lo] ?? 0
  }

  /** UTC instant of a local wall time (read as UTC); in a gap the later offset wins. */
  toUtc(zone: string, local: number): number {
    const guess = local - this.offsetAt(zone, local)
    return local - this.offsetAt(zone, guess)
  }

  toLocal(zone: string, utc: number): number {
    return utc + this.offsetAt(zone, utc)
  }

  transitions(zone: string): readonly ZoneTransition[] {
    return this.table(zone).transitions
  }

  private table(zone: string): ZoneTable {
    let table = this.tables.get(zone)
    if (!table) {
      table = this.scan(zone)
      this.tables.set(zone, table)
    }
    return table
  }

  private scan(zone: string): ZoneTable {
    const times: number[] = []
    const offsets: number[] = []
    const transitions: ZoneTransition[] = []
    let t = this.from - SCAN_STEP
    let offset = this.measure(zone, t)
    offsets.push(offset)
    while (t < this.to + SCAN_STEP) {
      const u = t + SCAN_STEP
      const next = this.measure(zone, u)
      if (next !== offset) {
        // Bisect to the first minute with the new offset; changes happen on whole minutes.
        let lo = t
        let hi = u
        while (hi - lo > MINUTE_MS) {
          const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS
          if (this.measure(zone, mid) === offset) lo = mid
          else hi = mid
        }
        times.push(hi)
        offsets.push(next)
        transitions.push({ at: hi, offsetBefore: offset, offsetAfter: next })
        offset = next
      }
      t = u
    }
    return { times, offsets, transitions }
  }

  private measure(zone: string, utc: number): number {
    return zoneOffsetMs(zone, utc)
  }
}
