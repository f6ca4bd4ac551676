// Academic calendars of universities in larger cities: terms (session), exams, breaks (holiday),
// commencement (graduation) and campus socials. The second label names the kind, so the
// features keys svc_rank_academic_{session,exam,holiday} and
// svc_attendance_academic_{graduation,social} can be derived from it (docs/api.md "Features").

import { DAY, HOUR } from '../clock'
import type { PlaceRecord } from '../gazetteer/types'
import type { Rng } from '../random'
import { createRng } from '../random'
import { rankForAttendance } from './attended'
import { addAreaEvent } from './area-event'
import type { GenContext } from './context'

export const ACADEMIC_KINDS = ['session', 'exam', 'holiday', 'graduation', 'social'] as const

interface TermEvent {
  readonly title: string
  readonly kind: (typeof ACADEMIC_KINDS)[number]
  /** Month (0-based, relative to the academic year starting in September) and day. */
  readonly month: number
  readonly day: number
  readonly days: number
}

const CALENDAR: readonly TermEvent[] = [
  { title: 'Orientation Week', kind: 'social', month: 8, day: 1, days: 6 },
  { title: 'Fall Semester', kind: 'session', month: 8, day: 7, days: 100 },
  { title: 'Homecoming', kind: 'social', month: 9, day: 10, days: 2 },
  { title: 'Thanksgiving Break', kind: 'holiday', month: 10, day: 24, days: 5 },
  { title: 'Fall Final Exams', kind: 'exam', month: 11, day: 8, days: 10 },
  { title: 'Winter Break', kind: 'holiday', month: 11, day: 19, days: 24 },
  { title: 'Spring Semester', kind: 'session', month: 13, day: 13, days: 110 },
  { title: 'Spring Break', kind: 'holiday', month: 14, day: 9, days: 7 },
  { title: 'Spring Final Exams', kind: 'exam', month: 16, day: 1, days: 11 },
  { title: 'Commencement Ceremony', kind: 'graduation', month: 16, day: 14, days: 1 },
]

export function generateAcademic(ctx: GenContext, count: number): void {
  // The same universities every year (an unslabbed stream); their dates from this year's stream.
  const rng = createRng(ctx.seed, 'academic')
  const dates = ctx.stream('academic')
  // A university's calendar puts about CALENDAR.length events in each year.
  const perUniversity = CALENDAR.length
  const universities = Math.max(1, Math.round(count / perUniversity))
  const used = new Set<string>()
  let made = 0
  for (let u = 0; u < universities * 3 && made < count; u++) {
    const city = ctx.world.cities[ctx.world.cityPicker.pick(rng)]
    if (!city || city.population < 50_000) continue
    const name = universityName(city, rng)
    if (used.has(name)) continue
    used.add(name)
    const students = Math.round(Math.min(60_000, city.population * 0.02) * (0.4 + rng.next()))
    const entity = ctx.entities.add('organisation', name)
    // The academic years that start last September and this September fall in this year.
    const year0 = (ctx.window.years[0] ?? 2000) - 1
    for (let year = year0; year <= year0 + 1 && made < count; year++) {
      for (const term of CALENDAR) {
        made += addTerm(ctx, dates, city, name, entity, students, year, term)
      }
    }
  }
}

function addTerm(
  ctx: GenContext,
  rng: Rng,
  city: PlaceRecord,
  name: string,
  entity: number,
  students: number,
  year: number,
  term: TermEvent,
): number {
  const local = Date.UTC(year, term.month, term.day + rng.between(-3, 3))
  if (local < ctx.window.start || local >= ctx.window.end) return 0
  const zone = city.timezone ?? 'UTC'
  const attended = term.kind === 'graduation' || term.kind === 'social'
  const attendance = attended
    ? Math.round(students * (term.kind === 'graduation' ? 0.6 : 0.3) * (0.8 + 0.4 * rng.next()))
    : null
  const start = ctx.zones.toUtc(zone, local + (term.kind === 'graduation' ? 10 * HOUR : 0))
  addAreaEvent(ctx, rng, {
    category: 'academic',
    title: `${name} ${term.title}`,
    place: city,
    start,
    duration: term.kind === 'graduation' ? 3 * HOUR : term.days * DAY,
    timezone: zone,
    rank:
      attendance !== null
        ? rankForAttendance(attendance)
        : 40 + Math.log10(students) * 3 + 3 * rng.normal(),
    labels: ['academic', term.kind],
    attendance,
    entities: [entity],
    lon: city.lon + 0.02 * rng.normal(),
    lat: city.lat + 0.02 * rng.normal(),
    unscheduled: false,
  })
  return 1
}

function universityName(city: PlaceRecord, rng: Rng): string {
  switch (rng.int(4)) {
    case 0:
      return `University of ${city.name}`
    case 1:
      return `${city.name} State University`
    case 2:
      return `${city.regionName ?? city.name} Institute of Technology`
    default:
      return `${city.name} College`
  }
}
