// Answers a build gives ahead of time are used only for their scope, while valid and intact.
import { describe, expect, it } from 'vitest'

import {
  keepSeconds,
  parsePrebuiltAnswers,
  prebuiltAnswer,
  prebuiltResponse,
  soundPrebuiltAnswers,
} from './prebuilt-answers'
import type { PrebuiltAnswers } from './prebuilt-answers'

const NOW = Date.parse('2026-03-02T10:00:00Z')
const URL_COUNT = '/v1/events/count/?active.gte=2026-03-02'
const URL_LIST = '/v1/events/?limit=50'

const served = (body: string, cacheControl: string, status = 200) =>
  new Response(body, {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': cacheControl },
  })

async function file(): Promise<PrebuiltAnswers> {
  const count = await prebuiltAnswer(URL_COUNT, served('{"count":42}', 'private, max-age=600'), NOW)
  const list = await prebuiltAnswer(URL_LIST, served('{"results":["ü"]}', 'max-age=60'), NOW)
  if (!count || !list) throw new Error('not keepable')
  return { scope: 'day:account', answers: [count, list] }
}

describe('keepSeconds', () => {
  it('reads max-age, and nothing from an answer that may not be kept', () => {
    expect(keepSeconds('private, max-age=600')).toBe(600)
    expect(keepSeconds('max-age=60, private')).toBe(60)
    expect(keepSeconds('no-store')).toBeUndefined()
    expect(keepSeconds('private, no-cache, max-age=60')).toBeUndefined()
    expect(keepSeconds('private')).toBeUndefined()
    expect(keepSeconds('max-age=0')).toBeUndefined()
    expect(keepSeconds('max-age=1.5')).toBeUndefined()
    expect(keepSeconds(null)).toBeUndefined()
  })
})

describe('prebuilt answers', () => {
  it('are made only of answers the service lets be kept, with their expiry', async () => {
    expect(await prebuiltAnswer(URL_COUNT, served('{}', 'no-store'), NOW)).toBeUndefined()
    expect(await prebuiltAnswer(URL_COUNT, served('{}', 'max-age=60', 404), NOW)).toBeUndefined()
    const [count] = (await file()).answers
    expect(count?.until).toBe(NOW + 600_000)
    expect(count?.body).toBe('{"count":42}')
  })

  it('are served for their scope while valid, as the service gave them', async () => {
    const sound = await soundPrebuiltAnswers(await file(), 'day:account', NOW + 30_000)
    expect([...sound.keys()]).toEqual([URL_COUNT, URL_LIST])
    const list = sound.get(URL_LIST)
    if (!list) throw new Error('missing')
    const response = prebuiltResponse(list, NOW + 30_000)
    expect(await response.text()).toBe('{"results":["ü"]}')
    expect(response.headers.get('cache-control')).toBe('private, max-age=30')
    // The list expires first.
    expect([
      ...(await soundPrebuiltAnswers(await file(), 'day:account', NOW + 60_000)).keys(),
    ]).toEqual([URL_COUNT])
  })

  it('are never served for another scope (another day, build or account)', async () => {
    expect((await soundPrebuiltAnswers(await file(), 'day:other', NOW)).size).toBe(0)
  })

  it('drop an answer whose bytes no longer match their digest', async () => {
    const damaged = await file()
    const [count, list] = damaged.answers
    if (!count || !list) throw new Error('missing')
    const answers = [{ ...count, body: '{"count":43}' }, list]
    const sound = await soundPrebuiltAnswers({ ...damaged, answers }, 'day:account', NOW)
    expect([...sound.keys()]).toEqual([URL_LIST])
  })

  it('are read only from a file of the right shape', async () => {
    expect(parsePrebuiltAnswers('<!doctype html>')).toBeUndefined()
    expect(parsePrebuiltAnswers({ scope: 1, answers: [] })).toBeUndefined()
    const parsed = parsePrebuiltAnswers({
      scope: 's',
      answers: [...(await file()).answers, { url: 5 }, null],
    })
    expect(parsed?.answers).toHaveLength(2)
  })
})
