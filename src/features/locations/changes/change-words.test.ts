import { describe, expect, it } from 'vitest'

import { apiEvent } from '../../../testing/api-fixtures'
import { changeText } from './change-words'
import { seenOf } from './classify'

describe('changeText', () => {
  // As classify.ts hands it over: the event with its venue's name.
  const show = {
    ...apiEvent('show', { title: 'Swan Lake', start: '2027-01-11T00:30:00Z' }),
    venue: 'Hall',
  }

  it('reads a start moved within its local day by the hour', () => {
    const before = seenOf({ ...show, start: '2027-01-11T00:00:00Z' })
    expect(changeText({ kind: 'moved', event: show, before })).toBe(
      'Swan Lake at Hall, 10 Jan 2027, 19:00 → 19:30',
    )
  })

  it('reads a start moved to another day by its dates', () => {
    const before = seenOf({ ...show, start: '2027-01-04T00:30:00Z' })
    expect(changeText({ kind: 'moved', event: show, before })).toBe(
      'Swan Lake at Hall, 3 Jan 2027 → 10 Jan 2027',
    )
  })

  it('reads a rise by its ranks, and a postponement by its new date', () => {
    const before = seenOf({ ...show, rank: 57 })
    expect(changeText({ kind: 'rank-up', event: { ...show, rank: 63 }, before })).toBe(
      'Swan Lake at Hall, 10 Jan 2027, rank 57 → 63',
    )
    expect(changeText({ kind: 'postponed', event: show, newStart: '2027-02-14T00:30:00Z' })).toBe(
      'Swan Lake at Hall, 10 Jan 2027 → 13 Feb 2027',
    )
  })
})
