// The answers a build gives ahead of time must be the service's own: booted from the prebuilt
// dataset (as `npm run data` does) or from a fresh generation of the same key, the events view's
// first requests answer byte for byte the same.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMBEDDED_TOKEN } from '../../src/api/connection/page-connection'
import { answersDatasetName, answersScope } from '../../src/app/backend/answers-scope'
import type { PrebuiltAnswers } from '../../src/app/backend/prebuilt-answers'
import { bootService, configuredBoot } from '../../src/service/boot/boot-service'
import { readServiceConfig } from '../../src/service/boot/config'
import { loadGazetteerFromFile } from '../../src/service/data/gazetteer/node'
import { readHolidayCalendarsFile } from '../../src/service/data/holidays/node'
import { keyName } from '../../src/service/kept/kept-key'
import { BOUNDARIES_FILE, HOLIDAYS_FILE, PLACES_FILE } from '../../src/utils/data-files'
import { answersDigest } from '../data/dataset-digest'
import { todaysKey, writeKeptDataset } from '../data/kept-dataset'
import { writePrebuiltAnswers } from './prebuilt-answers'
import type { PrebuiltAnswersResult } from './prebuilt-answers'
import { DAY_MS } from '../../src/utils/time'

const root = join(import.meta.dirname, '..', '..')
const publicData = join(root, 'public', 'data')
const dir = mkdtempSync(join(tmpdir(), 'eventscope-answers-'))
const env = { SERVICE_EVENTS: '4000', SERVICE_BROADCASTS: '1000' }

let written: PrebuiltAnswersResult
let file: PrebuiltAnswers

beforeAll(async () => {
  for (const name of [PLACES_FILE, BOUNDARIES_FILE, HOLIDAYS_FILE]) {
    copyFileSync(join(publicData, name), join(dir, name))
  }
  await writeKeptDataset(root, dir, env)
  written = await writePrebuiltAnswers(root, dir, env)
  file = JSON.parse(readFileSync(join(dir, written.name), 'utf8')) as PrebuiltAnswers
}, 600_000)

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('writePrebuiltAnswers', () => {
  it("answers the events view's list, count, map and time bar for the page's scope, and only that", async () => {
    const dataset = answersDatasetName(keyName(todaysKey(root, env)), answersDigest(root))
    expect(file.scope).toBe(await answersScope(dataset, EMBEDDED_TOKEN))
    const paths = file.answers.map((a) => new URL(a.url, 'http://x').pathname)
    expect(paths.sort()).toEqual([
      '/v1/events/',
      '/v1/events/',
      '/v1/events/calendar/',
      '/v1/events/count/',
    ])
    expect(file.answers.some((a) => a.url.includes('sort=-rank%2Cstart'))).toBe(true)
  })

  it('gives what a fresh build of the same dataset answers, byte for byte', async () => {
    const key = todaysKey(root, env)
    const fresh = await bootService({
      gazetteer: await loadGazetteerFromFile(dir),
      holidays: readHolidayCalendarsFile(dir),
      ...configuredBoot(readServiceConfig(env), key.now),
    })
    for (const answer of file.answers) {
      const response = await fresh.fetch(
        new Request(new URL(answer.url, 'http://127.0.0.1'), {
          headers: { Authorization: `Bearer ${EMBEDDED_TOKEN}` },
        }),
      )
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(answer.body)
    }
  }, 180_000)

  it('lets them be kept until the end of the day at most', () => {
    const dayEnd = todaysKey(root, env).now + DAY_MS
    for (const answer of file.answers) {
      expect(answer.until).toBeGreaterThan(Date.now())
      // The service's max-age counts from its answer, the expiry from its arrival: they are at
      // most the run's own time apart, as for any HTTP cache.
      expect(answer.until).toBeLessThanOrEqual(dayEnd + written.ms)
    }
  })

  it('leaves the file as it is when nothing changed', async () => {
    expect(written.skipped).toBe(false)
    const again = await writePrebuiltAnswers(root, dir, env)
    expect(again.skipped).toBe(true)
  })
})
