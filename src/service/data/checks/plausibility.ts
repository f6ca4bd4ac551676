// Is every generated event plausible in kind, place and season (docs/dataset.md
// "Plausibility")? Reads the rows of a built dataset against the same rule tables the generators
// draw from, and counts the rows that break a rule. Pure: no I/O, no clock. `npm run bench` prints
// the share; checks/plausibility.test.ts holds it at zero.

import type { EventCategory } from '../../../contract/enums'
import type { Gazetteer } from '../gazetteer/types'
import { HAZARD_CATEGORIES } from '../generate/hazards'
import type { Dataset } from '../tables'
import { checkAcademic, checkPolitics } from './area-rules'
import type { Elections } from './area-rules'
import { CheckContext, Violations } from './check-context'
import type { Violation } from './check-context'
import { checkAirportDelay, checkHazard } from './hazard-rules'
import { checkConcert, checkFestival, checkTourRoutes } from './music-rules'
import type { Tours } from './music-rules'
import { checkSport } from './sport-rules'
import { checkCommunity, checkConference, checkExpo, checkPerformingArts } from './stage-rules'

export interface PlausibilityReport {
  /** Generated events read (the real calendars, holidays and daylight saving, are not). */
  readonly checked: number
  /** Of those, the events that break at least one rule. */
  readonly failed: number
  /** Per rule: how many times it is broken, and a few examples. */
  readonly violations: Violation[]
}

/** Categories taken from real calendars rather than generated. */
const CALENDARS: ReadonlySet<EventCategory> = new Set([
  'public-holidays',
  'observances',
  'school-holidays',
  'daylight-savings',
])

export function plausibilityReport(dataset: Dataset, gazetteer: Gazetteer): PlausibilityReport {
  const ctx = new CheckContext(dataset, gazetteer)
  const v = new Violations(ctx)
  const tours: Tours = new Map()
  const elections: Elections = new Set()
  let checked = 0
  for (let i = 0; i < ctx.size; i++) {
    const category = ctx.category(i)
    if (category === undefined || CALENDARS.has(category)) continue
    checked++
    const hazard = HAZARD_CATEGORIES.find((c) => c === category)
    if (hazard) {
      checkHazard(ctx, v, i, hazard)
      continue
    }
    switch (category) {
      case 'airport-delays':
        checkAirportDelay(ctx, v, i)
        break
      case 'concerts':
        checkConcert(ctx, v, i, tours)
        break
      case 'festivals':
        checkFestival(ctx, v, i)
        break
      case 'performing-arts':
        checkPerformingArts(ctx, v, i)
        break
      case 'community':
        checkCommunity(ctx, v, i)
        break
      case 'conferences':
        checkConference(ctx, v, i)
        break
      case 'expos':
        checkExpo(ctx, v, i)
        break
      case 'sports':
        checkSport(ctx, v, i)
        break
      case 'politics':
        checkPolitics(ctx, v, i, elections)
        break
      case 'academic':
        checkAcademic(ctx, v, i)
        break
      default:
        v.fail('unknown-category', i, category)
    }
  }
  checkTourRoutes(ctx, v, tours)
  return { checked, failed: v.failedRows, violations: v.list() }
}
