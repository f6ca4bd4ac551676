import { describe, expect, it } from 'vitest'
import { fromWireRequest, fromWireResponse, toWireRequest, toWireResponse } from './wire'

describe('wire format', () => {
  it('keeps a request whole through structured clone', async () => {
    const original = new Request('http://127.0.0.1/v1/saved-locations/?q=x', {
      method: 'POST',
      headers: { authorization: 'Bearer demo-analyst', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'HQ' }),
    })
    const copy = fromWireRequest(structuredClone(await toWireRequest(7, original)))
    expect(copy.method).toBe('POST')
    expect(copy.url).toBe(original.url)
    expect(copy.headers.get('authorization')).toBe('Bearer demo-analyst')
    expect(await copy.json()).toEqual({ name: 'HQ' })
  })

  it('keeps status, headers and body of a response, and 204 without a body', async () => {
    const wire = await toWireResponse(
      1,
      Response.json({ ok: true }, { status: 201, headers: { 'retry-after': '1' } }),
    )
    const copy = fromWireResponse(structuredClone(wire))
    expect(copy.status).toBe(201)
    expect(copy.headers.get('retry-after')).toBe('1')
    expect(await copy.json()).toEqual({ ok: true })
    const empty = fromWireResponse(await toWireResponse(2, new Response(null, { status: 204 })))
    expect(empty.status).toBe(204)
    expect(await empty.text()).toBe('')
  })
})
