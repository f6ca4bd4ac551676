import { describe, expect, it } from 'vitest'
import { untilAborted } from './abort'

describe('untilAborted', () => {
  it('settles as the work does while the signal holds', async () => {
    const signal = new AbortController().signal
    await expect(untilAborted(Promise.resolve(7), signal)).resolves.toBe(7)
    await expect(untilAborted(Promise.reject(new Error('down')), signal)).rejects.toThrow('down')
    await expect(untilAborted(Promise.resolve(8))).resolves.toBe(8)
  })

  it('rejects as fetch does once the signal aborts, without waiting for the work', async () => {
    const controller = new AbortController()
    const never = new Promise<number>(() => undefined)
    const waiting = untilAborted(never, controller.signal)
    controller.abort()
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' })
    await expect(untilAborted(Promise.resolve(1), controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    })
    const own = new AbortController()
    own.abort(new Error('left the view'))
    await expect(untilAborted(never, own.signal)).rejects.toThrow('left the view')
  })
})
