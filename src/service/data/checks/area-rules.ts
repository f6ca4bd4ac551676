// Rules for politics and academic calendars: an election is of a kind its country holds, in its
// months, once a year per place (generate/elections.ts); a local political event is in its town;
// a university's term is one of its country's calendar, on its date (academic-calendars.ts).

import { academicCalendar, TERM_JITTER_DAYS, universityNames } from '../generate/academic-calendars'
import {
  electionDay,
  electionRule,
  NATIONAL_ELECTIONS,
  REGIONAL_ELECTIONS,
} from '../generate/elections'
import { LOCAL_POLITICS } from '../generate/politics'
import { MONTH_NAMES } from '../generate/zones'
import type { CheckContext, Violations } from './check-context'
import { checkLabels } from './venue-rules'
import { DAY_MS } from '../../../utils/time'

const ELECTIONS = [...NATIONAL_ELECTIONS, ...REGIONAL_ELECTIONS]

/** Elections seen so far by group, place and year: a place votes once a year in each group. */
export type Elections = Set<string>

export function checkPolitics(ctx: CheckContext, v: Violations, i: number, seen: Elections): void {
  const title = ctx.title(i)
  const place = ctx.place(i)
  if (!place) {
    v.fail('political-event', i, 'no place')
    return
  }
  if (ctx.labels(i)[1] !== 'election') {
    const local = LOCAL_POLITICS.find(([t]) => title === `${place.name} ${t}`)
    if (!local || place.type !== 'locality') {
      v.fail('political-event', i, 'not a political event of its town')
      return
    }
    checkLabels(ctx, v, i, 'political-event', ['politics', local[1]])
    return
  }
  const kind = ELECTIONS.find((k) => title === `${place.name} ${k.title}`)
  if (!kind || place.type !== kind.level) {
    v.fail('election', i, `no election of this title for a ${place.type}`)
    return
  }
  checkLabels(ctx, v, i, 'election', ['politics', 'election'])
  const year = ctx.localYear(i)
  const month = ctx.localMonth(i)
  const rule = electionRule(kind, place.countryAlpha2, year)
  if (!rule || !rule.months.includes(month))
    v.fail(
      'election',
      i,
      `${place.countryAlpha2 ?? '?'} holds no ${kind.title} in ${MONTH_NAMES[month] ?? '?'} ${year}`,
    )
  else if (rule.electionDay && ctx.localStart(i) !== electionDay(year, month))
    v.fail('election', i, 'not on Election Day')
  const key = `${kind.group}|${place.id}|${year}`
  if (seen.has(key)) v.fail('election-once', i, `a second ${kind.group} election this year`)
  seen.add(key)
}

export function checkAcademic(ctx: CheckContext, v: Violations, i: number): void {
  const title = ctx.title(i)
  const place = ctx.place(i)
  const university = ctx.entities(i)[0]
  if (!place || place.type !== 'locality' || !university) {
    v.fail('academic-title', i, 'not a university of its town')
    return
  }
  if (university.type !== 'organisation' || !universityNames(place).includes(university.name))
    v.fail('academic-title', i, `${university.name} is not a university name of ${place.name}`)
  const kind = ctx.labels(i)[1] ?? ''
  const term = academicCalendar(place).terms.find(
    (t) => title === `${university.name} ${t.title}` && t.kind === kind,
  )
  if (!term) {
    v.fail('academic-calendar', i, `not a term of the ${academicCalendar(place).name} calendar`)
    return
  }
  checkLabels(ctx, v, i, 'academic-calendar', ['academic', term.kind])
  // The academic year it belongs to started this year or the year before.
  const day = Math.floor(ctx.localStart(i) / DAY_MS)
  const year = ctx.localYear(i)
  const near = [year - 1, year].some(
    (y) =>
      Math.abs(day - Math.floor(Date.UTC(y, term.month, term.day) / DAY_MS)) <= TERM_JITTER_DAYS,
  )
  if (!near) v.fail('academic-calendar', i, `${term.title} is not due on this date`)
}
