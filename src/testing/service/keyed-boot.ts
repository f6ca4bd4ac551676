// Support for the tests that hold kept and partial data to a fresh build (src/service/kept/*.test.ts):
// booting the service for a kept dataset's key, from generation or from kept data, and damaging a file.
import { bootService } from '../../service/boot/boot-service'
import type { BootedService, BootOptions } from '../../service/boot/boot-service'
import type { Gazetteer } from '../../service/data/gazetteer/types'
import type { DatasetKey } from '../../service/kept/kept-key'
import { HOUR_MS } from '../../utils/time'

/** A clock that moves a second a request from 09:00 of the key's day, so no demo rate limit trips. */
function steppingClock(now: number): () => number {
  let at = now + 9 * HOUR_MS
  return () => (at += 1_000)
}

/**
 * The service of `key`'s seed, size and clock, built fresh or from `kept`; `options` give it a
 * saved-location store or a clock of the test's own.
 */
export function bootForKey(
  gazetteer: Gazetteer,
  key: DatasetKey,
  kept?: BootedService['kept'],
  options: Pick<BootOptions, 'store' | 'clock'> = {},
): Promise<BootedService> {
  return bootService({
    gazetteer,
    seed: key.seed,
    clock: options.clock ?? steppingClock(key.now),
    store: options.store,
    datasetNow: key.now,
    eventCount: key.events,
    broadcastCount: key.broadcasts,
    ...(kept && { kept }),
  })
}

/** A copy of `bytes` with one bit of the byte at `at` flipped: a kept file damaged there. */
export function damagedAt(bytes: ArrayBuffer, at: number): ArrayBuffer {
  const damaged = bytes.slice(0)
  const view = new Uint8Array(damaged)
  view[at] = (view[at] ?? 0) ^ 0x10
  return damaged
}
