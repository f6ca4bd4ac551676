import { describe, expect, it } from 'vitest'
import { once } from './once'

describe('once', () => {
  it('makes the value on the first call only, even when it is undefined', () => {
    let calls = 0
    const get = once((): number | undefined => {
      calls++
      return undefined
    })
    expect(calls).toBe(0)
    expect([get(), get()]).toEqual([undefined, undefined])
    expect(calls).toBe(1)
  })

  it('shares one promise between callers', async () => {
    const get = once(() => Promise.resolve({ n: 1 }))
    expect(get()).toBe(get())
    expect(await get()).toEqual({ n: 1 })
  })
})
