// Academic calendars of universities in larger cities, as their country keeps them
// (academic-calendars.ts): terms (session), exams, breaks (holiday), commencement (graduation)
// and campus socials. The second label names the kind, so the
// features keys svc_rank_academic_{session,exam,holiday} and
// svc_attendance_academic_{graduation,social} can be derived from it (docs/api.md "Features").

import type { PlaceRecord } from '../gazetteer/types'
import type { Rng } from '../random'
import { createRng } from '../random'
import { rankForAttendance } from './attended'
import { addAreaEvent, pointNear } from './area-event'
import { academicCalendar, TERM_JITTER_DAYS, universityNames } from './academic-calendars'
import type { TermEvent } from './academic-calendars'
import type { GenContext } from './context'
import { DAY_MS, HOUR_MS } from '../../../utils/time'

export function generateAcademic(ctx: GenContext, count: number): void {
  // The same universities every year (an unslabbed stream); their dates from this year's stream.
  const rng = createRng(ctx.seed, 'academic')
  const dates = ctx.stream('academic')
  // A university's calendar puts about nine events in each year.
  const perUniversity = 9
  const universities = Math.max(1, Math.round(count / perUniversity))
  const used = new Set<string>()
  let made = 0
  for (let u = 0; u < universities * 3 && made < count; u++) {
    const city = ctx.world.cities[ctx.world.areaPicker.pick(rng)]
    if (!city || city.population < 50_000) continue
    const names = universityNames(city)
    const name = names[rng.int(names.length)] ?? city.name
    if (used.has(name)) continue
    used.add(name)
    const students = Math.round(Math.min(60_000, city.population * 0.02) * (0.4 + rng.next()))
    const entity = ctx.entities.add('organisation', name)
    // The academic years that start last September and this September fall in this year.
    const year0 = (ctx.window.years[0] ?? 2000) - 1
    for (let year = year0; year <= year0 + 1 && made < count; year++) {
      for (const term of academicCalendar(city).terms) {
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
  const local = Date.UTC(
    year,
    term.month,
    term.day + rng.between(-TERM_JITTER_DAYS, TERM_JITTER_DAYS),
  )
  if (local < ctx.window.start || local >= ctx.window.end) return 0
  const zone = city.timezone ?? 'UTC'
  const attended = term.kind === 'graduation' || term.kind === 'social'
  const attendance = attended
    ? Math.round(students * (term.kind === 'graduation' ? 0.6 : 0.3) * (0.8 + 0.4 * rng.next()))
    : null
  const start = ctx.zones.toUtc(zone, local + (term.kind === 'graduation' ? 10 * HOUR_MS : 0))
  addAreaEvent(ctx, rng, {
    category: 'academic',
    title: `${name} ${term.title}`,
    place: city,
    start,
    duration: term.kind === 'graduation' ? 3 * HOUR_MS : term.days * DAY_MS,
    timezone: zone,
    rank:
      attendance !== null
        ? rankForAttendance(attendance)
        : 40 + Math.log10(students) * 3 + 3 * rng.normal(),
    labels: ['academic', term.kind],
    attendance,
    entities: [entity],
    ...pointNear(ctx, rng, city, 0.02),
    unscheduled: false,
  })
  return 1
}
