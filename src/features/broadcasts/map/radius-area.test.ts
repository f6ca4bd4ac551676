import { describe, expect, it } from 'vitest'

import type { CountyShape, UsShapes } from '../../../components/map/county-shapes'
import { radiusArea } from './radius-area'

const square = (id: string, state: string, lon: number): CountyShape => ({
  id,
  name: id,
  state,
  bbox: [lon, 0, lon + 1, 1],
  rings: [
    [
      [lon, 0],
      [lon + 1, 0],
      [lon + 1, 1],
      [lon, 1],
      [lon, 0],
    ],
  ],
})

const shapes: UsShapes = {
  counties: [square('1', 'AA', 0), square('2', 'AA', 1), square('3', 'BB', 2)],
  statesByAbbr: new Map([
    ['AA', { id: '10', name: 'A', abbr: 'AA' }],
    ['BB', { id: '20', name: 'B', abbr: 'BB' }],
  ]),
  statesById: new Map(),
}

describe('radiusArea', () => {
  it('is none without a radius, pending until the shapes are in', () => {
    expect(radiusArea(undefined, [], shapes)).toEqual({ kind: 'none' })
    expect(radiusArea('60km@0.5,1.5', [], undefined)).toEqual({ kind: 'pending' })
  })

  it('selects every county the circle touches', () => {
    expect(radiusArea('60km@0.5,1.5', [], shapes)).toEqual({
      kind: 'counties',
      ids: ['1', '2', '3'],
    })
    expect(radiusArea('10km@0.5,1.5', [], shapes)).toEqual({ kind: 'counties', ids: ['2'] })
  })

  it('keeps the touched counties inside the picked places', () => {
    expect(radiusArea('60km@0.5,1.5', ['20'], shapes)).toEqual({ kind: 'counties', ids: ['3'] })
    expect(radiusArea('60km@0.5,1.5', ['1', '20'], shapes)).toEqual({
      kind: 'counties',
      ids: ['1', '3'],
    })
  })

  it('selects nothing over the sea', () => {
    expect(radiusArea('10km@40,-40', [], shapes)).toEqual({ kind: 'counties', ids: [] })
  })
})
