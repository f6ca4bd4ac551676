import { describe, expect, it } from 'vitest'

import { bareMapSize } from './bare-map-page'

describe('bareMapSize', () => {
  it('reads positive integer width and height', () => {
    expect(bareMapSize(new URLSearchParams('width=820&height=540'))).toEqual({
      width: 820,
      height: 540,
    })
  })

  it('needs both dimensions', () => {
    expect(bareMapSize(new URLSearchParams('width=820'))).toBeUndefined()
    expect(bareMapSize(new URLSearchParams(''))).toBeUndefined()
  })

  it('rejects sizes that are not positive integers', () => {
    for (const bad of ['0', '-5', '12.5', 'abc', '99999', ' ']) {
      expect(bareMapSize(new URLSearchParams({ width: bad, height: '400' }))).toBeUndefined()
    }
  })
})
