// Per-row details made at materialisation from the row's detailSeed (tables.ts): the
// description text and the impact patterns, deterministic so responses are reproducible.

import { IMPACT_VERTICALS } from '../../contract/enums'
import type { Event } from '../../contract/event'
import { dateString } from './format'
import { DAY_MS } from '../../utils/time'

type ImpactPattern = NonNullable<Event['impact_patterns']>[number]

/** A small deterministic generator (mulberry32) seeded by the row. */
function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const OPENERS = [
  'Join us for',
  'Do not miss',
  'Experience',
  'Get ready for',
  'Mark your calendar for',
]
const CLOSERS = [
  'Tickets and schedule details are subject to change.',
  'Expect larger crowds than usual in the surrounding area.',
  'Public transport is recommended.',
  'Check the organiser for the latest updates.',
]

export interface DescriptionFacts {
  readonly title: string
  readonly category: string
  readonly place: string
  readonly venue?: string
  readonly attendance?: number
}

export function describe(seed: number, f: DescriptionFacts): string {
  const rnd = seeded(seed)
  const pick = (xs: readonly string[]): string => xs[Math.floor(rnd() * xs.length)] ?? ''
  const where = f.venue ? `at ${f.venue}, ${f.place}` : `in ${f.place}`
  const crowd =
    f.attendance !== undefined
      ? ` About ${f.attendance.toLocaleString('en-US')} people are expected.`
      : ''
  return `${pick(OPENERS)} ${f.title}, a ${f.category.replace(/-/g, ' ')} event ${where}.${crowd} ${pick(CLOSERS)}`
}

/** Longest run of event days a pattern lists. */
const MAX_EVENT_DAYS = 31

/**
 * Demand impact per vertical (docs/architecture.md `impact_patterns`): a ramp over the leading days, a
 * plateau on event days and a decay over the lagging days; `firstWall`/`lastWall` are local wall
 * times (ms) of the event's start and of its last instant.
 */
export function impactPatterns(seed: number, firstWall: number, lastWall: number): ImpactPattern[] {
  const firstDay = Math.floor(firstWall / DAY_MS) * DAY_MS
  const lastDay = Math.floor(lastWall / DAY_MS) * DAY_MS
  const rnd = seeded(seed ^ 0x5bd1e995)
  const leading = 1 + Math.floor(rnd() * 3)
  const lagging = 1 + Math.floor(rnd() * 2)
  const eventDays = Math.min(
    MAX_EVENT_DAYS,
    Math.max(1, Math.round((lastDay - firstDay) / DAY_MS) + 1),
  )
  return IMPACT_VERTICALS.map((vertical) => {
    const peak = 20 + Math.floor(rnd() * 80)
    const impacts: ImpactPattern['impacts'] = []
    for (let d = -leading; d < eventDays + lagging; d++) {
      const position = d < 0 ? 'leading' : d < eventDays ? 'event_day' : 'lagging'
      const distance = d < 0 ? -d : d < eventDays ? 0 : d - eventDays + 1
      impacts.push({
        date_local: dateString(firstDay + d * DAY_MS),
        value: Math.round(peak / (1 + distance)),
        position,
      })
    }
    return { vertical, impact_type: 'svc_attendance', impacts }
  })
}
