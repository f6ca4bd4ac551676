// The embedded service booted the way every transport boots it (bootService), over the test
// gazetteer and the precomputed holiday calendars, for tests that serve it through msw/node.
import { join } from 'node:path'
import { bootService } from '../../service/boot/boot-service'
import type { BootedService } from '../../service/boot/boot-service'
import { serviceClock } from '../../service/boot/clock'
import { readHolidayCalendarsFile } from '../../service/data/holidays/node'
import { loadTestGazetteer } from '../engine/fixture'

export interface BootedTestOptions {
  readonly seed: number
  /** The clock's start (ISO date-time); the dataset is generated for it. */
  readonly now: string
  readonly eventCount: number
  readonly broadcastCount: number
}

export async function bootTestService(options: BootedTestOptions): Promise<BootedService> {
  return bootService({
    gazetteer: await loadTestGazetteer(),
    holidays: readHolidayCalendarsFile(join(process.cwd(), 'public', 'data')),
    seed: options.seed,
    clock: serviceClock(Date.parse(options.now)),
    eventCount: options.eventCount,
    broadcastCount: options.broadcastCount,
  })
}
