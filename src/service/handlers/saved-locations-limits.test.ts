// What a client may store (contract/limits.ts), through service.fetch as the browser service
// (MSW) and the Node transport both call it: the body size (413) and the saved-location fields
// (400 with `details` naming the field).
import { beforeAll, describe, expect, it } from 'vitest'

import { bodyValidationErrorBody, errorMessageBody } from '../../contract/errors'
import { MAX_BODY_BYTES, SAVED_LOCATION_LIMITS as LIMITS } from '../../contract/limits'
import { createSavedLocationResponse } from '../../contract/saved-location'
import type { TestService } from '../../testing/service/test-service'
import { call } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'

let t: TestService

beforeAll(async () => {
  t = await createTestService()
}, 240_000)

const body = (fields: Record<string, unknown> = {}) => ({
  name: 'Office',
  labels: ['office'],
  place_ids: ['5128581'],
  formatted_address: 'New York City, New York, United States',
  ...fields,
})

async function fieldsRejected(fields: Record<string, unknown>): Promise<string[]> {
  const reply = await call(t, '/v1/saved-locations/', { body: body(fields) })
  expect(reply.status, JSON.stringify(reply.body)).toBe(400)
  return bodyValidationErrorBody.parse(reply.body).details.map((d) => d.field)
}

describe('saved location field limits', () => {
  it('stores fields at their limits', async () => {
    const atLimits = body({
      name: 'n'.repeat(LIMITS.nameLength),
      formatted_address: 'a'.repeat(LIMITS.formattedAddressLength),
      labels: Array.from({ length: LIMITS.labelCount }, (_, i) =>
        `${i}`.padEnd(LIMITS.labelLength, 'l'),
      ),
    })
    const reply = await call(t, '/v1/saved-locations/', { body: atLimits })
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    const { location_id } = createSavedLocationResponse.parse(reply.body)
    const put = await call(t, `/v1/saved-locations/${location_id}/`, {
      method: 'PUT',
      body: { ...atLimits, name: 'x'.repeat(LIMITS.nameLength + 1) },
    })
    expect(put.status).toBe(400)
    expect(bodyValidationErrorBody.parse(put.body).details.map((d) => d.field)).toEqual(['name'])
  })

  it('names the field that passes its limit', async () => {
    expect(await fieldsRejected({ name: 'n'.repeat(LIMITS.nameLength + 1) })).toEqual(['name'])
    expect(
      await fieldsRejected({ formatted_address: 'a'.repeat(LIMITS.formattedAddressLength + 1) }),
    ).toEqual(['formatted_address'])
    const labels = Array.from({ length: LIMITS.labelCount + 1 }, (_, i) => `l${i}`)
    expect(await fieldsRejected({ labels })).toEqual(['labels'])
    const long = ['ok', 'l'.repeat(LIMITS.labelLength + 1)]
    expect(await fieldsRejected({ labels: long })).toEqual(['labels.1'])
  })
})

describe('request body size', () => {
  const tooLarge = (reply: { status: number; body: unknown }) => {
    expect(reply.status).toBe(413)
    expect(errorMessageBody.parse(reply.body).error).toMatch(String(MAX_BODY_BYTES))
  }

  it('answers 413 above the limit, on every operation with a body', async () => {
    tooLarge(await call(t, '/v1/saved-locations/', { body: body({ name: 'n'.repeat(5e6) }) }))
    const labels = Array.from({ length: 45_000 }, (_, i) => `label-${i}`)
    tooLarge(await call(t, '/v1/saved-locations/', { body: body({ labels }) }))
    const padded = JSON.stringify(body()).padEnd(MAX_BODY_BYTES + 1, ' ')
    tooLarge(await call(t, '/v1/saved-locations/l1/', { method: 'PUT', body: padded }))
    tooLarge(await call(t, '/v1/features/', { body: padded }))
    // At the limit the body is read: here a valid one, padded with white space.
    const fits = JSON.stringify(body()).padEnd(MAX_BODY_BYTES, ' ')
    expect((await call(t, '/v1/saved-locations/', { body: fits })).status).toBe(201)
  })

  it('counts a streamed body without a length as it arrives', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(16 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1
        if (sent > 100) controller.close()
        else controller.enqueue(chunk)
      },
    })
    // A stream body needs `duplex`, which the DOM typings of RequestInit do not know yet.
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { authorization: 'Bearer demo-analyst', 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    }
    t.clock.advance(1000)
    const response = await t.service.fetch(
      new Request('http://127.0.0.1:8787/v1/saved-locations/', init),
    )
    tooLarge({ status: response.status, body: await response.json() })
    // Reading stopped soon after the limit instead of taking all 1.6 MB.
    expect(sent).toBeLessThan(10)
  })
})
