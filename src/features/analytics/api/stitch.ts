// Stitching chunked answers back into one day-by-day series. A day whose chunk failed or is still
// loading is a hole (`undefined`), never a zero: a chart draws a gap there, a total skips it and
// says it is partial.
import type { DaySpan } from '../../../components/compare/period-change'
import { daysOf } from '../period'

/** One chunk's answer as the stitcher needs it: its span and, once it arrived, its days. */
export interface ChunkResult<D extends { readonly date: string }> {
  readonly span: DaySpan
  readonly days: readonly D[] | undefined
}

export interface StitchedDay<D> {
  readonly date: string
  /** The API's entry for the day; undefined when its chunk has not arrived (a hole). */
  readonly value: D | undefined
}

/** Every day of `period` in order, each with the entry of the chunk that answered for it. */
export function stitchDays<D extends { readonly date: string }>(
  period: DaySpan,
  chunks: readonly ChunkResult<D>[],
): StitchedDay<D>[] {
  const byDate = new Map<string, D>()
  for (const chunk of chunks) {
    if (!chunk.days) continue
    for (const day of chunk.days) {
      // A day outside the chunk's own span would be a backend slip; it cannot fill another hole.
      if (day.date >= chunk.span.gte && day.date <= chunk.span.lte) byDate.set(day.date, day)
    }
  }
  return daysOf(period).map((date) => ({ date, value: byDate.get(date) }))
}
