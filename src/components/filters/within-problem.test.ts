import { describe, expect, it } from 'vitest'

import { WITHIN_RE } from '../../contract/query/geo'
import { WITHIN_EXAMPLE, readWithin, tidyWithin, withinProblem } from './within-problem'

describe('withinProblem', () => {
  it('takes what the API takes, spaces dropped, and an empty field', () => {
    for (const text of ['10km@40.75,-73.99', ' 10 km @ 40.75, -73.99 ', '500m@-33.87,151.21', '']) {
      expect(withinProblem(text), text).toBeUndefined()
    }
    expect(tidyWithin(' 10 km @ 40.75, -73.99 ')).toBe('10km@40.75,-73.99')
    expect(readWithin('2.5mi@51.5,-0.12')).toMatchObject({ radius: 2.5, unit: 'mi', lat: 51.5 })
    expect(readWithin('10 km around Times Square')).toBeUndefined()
  })

  it('shows how to write a radius when the text is not one', () => {
    expect(withinProblem('10 km around Times Square')).toBe(
      `Write a radius as ${WITHIN_EXAMPLE}: radius and unit, @, then lat,lon.`,
    )
  })

  it('names the part that is wrong', () => {
    expect(withinProblem('10@40.75,-73.99')).toMatch(/^Give the radius a unit: m, km, ft or mi/)
    expect(withinProblem('10yd@40.75,-73.99')).toMatch(/^“yd” is not a unit here/)
    expect(withinProblem('ten km@40.75,-73.99')).toMatch(/^Start with the radius as a number/)
    expect(withinProblem('0km@40.75,-73.99')).toBe('The radius must be more than 0.')
    expect(withinProblem('0.5km@40.75,-73.99')).toBe('A radius cannot start with 0: write 500m.')
    expect(withinProblem('0.5mi@40.75,-73.99')).toBe('A radius cannot start with 0: write 2640ft.')
    expect(withinProblem('10.5m@40.75,-73.99')).toBe(
      'Metres and feet take whole numbers (e.g. 500m).',
    )
    expect(withinProblem('10KM@40.75,-73.99')).toBe('Write the unit in lower case: 10km.')
    expect(withinProblem('10km@Times Square')).toMatch(/^After @, give the centre as latitude/)
    expect(withinProblem('10km@40.75')).toMatch(/^After @, give the centre/)
    expect(withinProblem('10km@95,10')).toBe('Latitude goes from -90 to 90; 95 is outside it.')
    expect(withinProblem('10km@45,190')).toBe('Longitude goes from -180 to 180; 190 is outside it.')
  })

  it('refuses every text the address schema would refuse, and no text it takes', () => {
    const samples = [
      '10km@40.75,-73.99',
      '1.5mi@0,0',
      '10m@1,1',
      '010km@1,1',
      '1.km@1,1',
      '1km@1.,1',
      '1km@+1,1',
      '1km@1,1,1',
      '@1,1',
      '1km@',
      '1km@@1,1',
      '1e3m@1,1',
    ]
    for (const text of samples) {
      expect(withinProblem(text) === undefined, text).toBe(WITHIN_RE.test(text))
    }
  })
})
