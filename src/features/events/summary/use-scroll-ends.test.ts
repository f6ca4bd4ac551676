import { describe, expect, it } from 'vitest'

import { scrollEndsOf } from './use-scroll-ends'

describe('scrollEndsOf', () => {
  it('says which sides of a sideways scroller have more to show', () => {
    expect(scrollEndsOf({ scrollLeft: 0, scrollWidth: 900, clientWidth: 900 })).toEqual({
      before: false,
      after: false,
    })
    expect(scrollEndsOf({ scrollLeft: 0, scrollWidth: 1400, clientWidth: 900 })).toEqual({
      before: false,
      after: true,
    })
    expect(scrollEndsOf({ scrollLeft: 200, scrollWidth: 1400, clientWidth: 900 })).toEqual({
      before: true,
      after: true,
    })
    expect(scrollEndsOf({ scrollLeft: 500, scrollWidth: 1400, clientWidth: 900 })).toEqual({
      before: true,
      after: false,
    })
  })

  it('reads a zoomed page that stops a fraction short of either end as at that end', () => {
    expect(scrollEndsOf({ scrollLeft: 0.6, scrollWidth: 1400, clientWidth: 900 }).before).toBe(
      false,
    )
    expect(scrollEndsOf({ scrollLeft: 499.4, scrollWidth: 1400, clientWidth: 900 }).after).toBe(
      false,
    )
  })
})
