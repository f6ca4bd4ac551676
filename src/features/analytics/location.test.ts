import { describe, expect, it } from 'vitest'

import { chooseLocation, featuresLocation, surgeLocation } from './location'

const context = { loc: [], place: [], within: undefined }

describe('chooseLocation', () => {
  it('asks for a location when the context names none', () => {
    expect(chooseLocation(context, {})).toEqual({ kind: 'none' })
  })

  it('refuses more than three places before sending', () => {
    const choice = chooseLocation({ ...context, place: ['1', '2', '3', '4'] }, {})
    expect(choice).toMatchObject({ kind: 'problem' })
    if (choice.kind === 'problem') expect(choice.message).toMatch(/at most 3 places/)
  })

  it('refuses a radius over 100 miles and accepts 100 miles', () => {
    expect(chooseLocation({ ...context, within: '101mi@41.88,-87.63' }, {})).toMatchObject({
      kind: 'problem',
    })
    expect(chooseLocation({ ...context, within: '100mi@41.88,-87.63' }, {})).toMatchObject({
      kind: 'ready',
    })
  })

  it('prefers places over the radius and says so', () => {
    const choice = chooseLocation({ ...context, place: ['4887398'], within: '10km@1,2' }, {})
    expect(choice).toMatchObject({ kind: 'ready', location: { by: 'place' } })
    if (choice.kind === 'ready') expect(choice.note).toMatch(/radius area/)
  })

  it('waits for a saved location before using it', () => {
    expect(chooseLocation({ ...context, loc: ['abc'] }, {})).toEqual({ kind: 'loading' })
  })
})

describe('request shapes', () => {
  const circle = { by: 'circle', lat: 41.88, lon: -87.63, radius: 10, unit: 'km' } as const
  it('writes the features geo and the surge origin and radius', () => {
    expect(featuresLocation(circle)).toEqual({ geo: { lat: 41.88, lon: -87.63, radius: '10km' } })
    expect(surgeLocation(circle)).toEqual({
      'location.origin': '41.88,-87.63',
      'location.radius': '10km',
    })
    expect(surgeLocation({ by: 'place', placeIds: ['1', '2'] })).toEqual({
      'location.place_id': ['1', '2'],
    })
  })
})
