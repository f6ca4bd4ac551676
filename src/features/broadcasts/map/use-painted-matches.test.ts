import { describe, expect, it } from 'vitest'

import { nextPainted } from './use-painted-matches'
import type { Painted } from './use-painted-matches'

const none: Painted<number> = { key: '', items: [] }
const page = (items: number[], loading: boolean, target: number | undefined) => ({
  items,
  loading,
  target,
})

describe('nextPainted', () => {
  it('paints the first page of a search, then nothing until every page is in', () => {
    const first = [1, 2]
    const a = nextPainted(none, 'a', page(first, true, 6), true)
    expect(a).toEqual({ key: 'a', items: first })
    expect(nextPainted(a, 'a', page([1, 2, 3, 4], true, 6), true)).toBe(a)
    const all = [1, 2, 3, 4, 5, 6]
    expect(nextPainted(a, 'a', page(all, false, 6), true)).toEqual({ key: 'a', items: all })
  })

  it("keeps the last search's colours until the new one's first page", () => {
    const a: Painted<number> = { key: 'a', items: [1] }
    expect(nextPainted(a, 'b', page([], true, undefined), true)).toBe(a)
    expect(nextPainted(a, 'b', page([7], true, 3), true)).toEqual({ key: 'b', items: [7] })
  })

  it('paints an empty answer and a failed search, and nothing when nothing is asked', () => {
    const a: Painted<number> = { key: 'a', items: [1] }
    expect(nextPainted(a, 'b', page([], false, 0), true)).toEqual({ key: 'b', items: [] })
    expect(nextPainted(a, 'a', page([1, 2], false, 6), true).items).toEqual([1, 2])
    expect(nextPainted(a, 'a', page([], false, undefined), false).items).toEqual([])
  })
})
