import { describe, expect, it } from 'vitest'

import { pageNumbers } from './pager'

describe('pageNumbers', () => {
  it('lists every page when there are few', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4])
  })

  it('keeps the ends and the neighbours, with gaps between', () => {
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20])
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 'gap', 20])
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 18, 19, 20])
  })
})
