import { describe, expect, it } from 'vitest'

import { chosenKey } from './chosen-area'

describe('chosenKey', () => {
  it('frames the picked places first, else the point, and nothing the radius frames itself', () => {
    expect(chosenKey(['85217031', '85100017'], '41.8,-87.6', undefined)).toBe(
      'place:85217031,85100017',
    )
    expect(chosenKey([], '41.8,-87.6', undefined)).toBe('origin:41.8,-87.6')
    expect(chosenKey(['85217031'], undefined, '30km@41.8,-87.6')).toBeUndefined()
    expect(chosenKey([], undefined, undefined)).toBeUndefined()
  })
})
