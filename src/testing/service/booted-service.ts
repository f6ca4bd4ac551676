// The embedded service booted the way every transport boots it (bootService), over the test
// gazetteer and the precomputed holiday calendars, for tests that serve it through msw/node
// (serveTestServiceAt).
import { join } from 'node:path'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll } from 'vitest'
import { bootService } from '../../service/boot/boot-service'
import type { BootedService } from '../../service/boot/boot-service'
import { serviceClock } from '../../service/boot/clock'
import { readHolidayCalendarsFile } from '../../service/data/holidays/node'
import { serviceHandlers } from '../../service/transport/msw-node'
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

/**
 * Serves a booted test service at `base` over msw/node for the whole test file: booted before the
 * first test (generation takes a while, hence the budget), closed after the last. `ready` runs
 * once it answers, for a file's own set-up through the client.
 */
export function serveTestServiceAt(
  base: string,
  options: BootedTestOptions,
  ready?: () => Promise<void>,
): void {
  const server = setupServer()
  beforeAll(async () => {
    const service = await bootTestService(options)
    server.use(...serviceHandlers(service, base))
    server.listen({ onUnhandledRequest: 'error' })
    await ready?.()
  }, 300_000)
  afterAll(() => {
    server.close()
  })
}
