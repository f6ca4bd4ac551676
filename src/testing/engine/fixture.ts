// Shared fixture for engine tests: the real gazetteer and holiday calendars (built by
// `npm run data`) and a random dataset over it, loaded once per test file.

import { join } from 'node:path'
import type { GazetteerData } from '../../service/data/gazetteer/format'
import { loadGazetteerFromFile, readGazetteerData } from '../../service/data/gazetteer/node'
import type { Gazetteer } from '../../service/data/gazetteer/types'
import type { HolidayCalendars } from '../../service/data/holidays/calendars'
import { loadHolidayCalendars } from '../../service/data/holidays/node'
import type { Dataset } from '../../service/data/tables'
import type { Indexes } from '../../service/engine/build'
import { buildIndexes } from '../../service/engine/build'
import { randomDataset } from './random-dataset'

export interface Fixture {
  readonly gaz: Gazetteer
  readonly ds: Dataset
  readonly idx: Indexes
}

/** Where `npm run data` writes the files these read. */
const PUBLIC_DATA = join(process.cwd(), 'public', 'data')

let gazetteer: Promise<Gazetteer> | undefined

export function loadTestGazetteer(): Promise<Gazetteer> {
  gazetteer ??= loadGazetteerFromFile(PUBLIC_DATA)
  return gazetteer
}

/** The places files as the service's worker parses them, for a start of its own (service-start.ts). */
export function loadTestGazetteerData(): Promise<GazetteerData> {
  return readGazetteerData(PUBLIC_DATA)
}

/**
 * Holiday calendars covering `years`: the file `npm run data` wrote, which spans five years around
 * today, or a live computation for years outside it (a few seconds a year).
 */
export function loadTestHolidays(years: readonly number[]): Promise<HolidayCalendars> {
  return loadHolidayCalendars(PUBLIC_DATA, years)
}

export async function randomFixture(count: number, seed = 7): Promise<Fixture> {
  const gaz = await loadTestGazetteer()
  const ds = randomDataset(gaz, count, seed)
  // Small spatial blocks so that circle + period searches cross many of them.
  return { gaz, ds, idx: buildIndexes(ds, gaz, { spatialBlockRows: 97 }) }
}
