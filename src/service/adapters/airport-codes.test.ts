import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadGazetteerFromFile } from '../data/gazetteer/node'
import type { Gazetteer } from '../data/gazetteer/types'
import { isAirportCode, resolveAirportCode, resolvePlaceList } from './airport-codes'

let gaz: Gazetteer

beforeAll(async () => {
  gaz = await loadGazetteerFromFile(join(process.cwd(), 'public', 'data'))
})

describe('airport codes', () => {
  it.each([
    ['JFK', 'New York City', 'US'],
    ['kjfk', 'New York City', 'US'],
    ['USNYC', 'New York City', 'US'],
    ['LHR', 'London', 'GB'],
    ['EGLL', 'London', 'GB'],
    ['GBLON', 'London', 'GB'],
    ['CDG', 'Paris', 'FR'],
    ['HND', 'Tokyo', 'JP'],
    ['SYD', 'Sydney', 'AU'],
  ])('%s is the locality of %s', (code, name, country) => {
    const city = gaz.get(resolveAirportCode(gaz, code) ?? '')
    expect(city).toMatchObject({ name, type: 'locality', countryAlpha2: country })
    // The biggest place of that name, not a namesake elsewhere.
    expect(city?.population).toBeGreaterThan(1_000_000)
  })

  it('tells codes from place ids', () => {
    expect(['JFK', 'EGLL', 'GBLON', 'usnyc'].every(isAirportCode)).toBe(true)
    expect(['2988507', '85000840', 'JF', 'LONDON1', '12345'].some(isAirportCode)).toBe(false)
  })

  it('keeps ids, maps known codes and drops unknown ones', () => {
    const london = resolveAirportCode(gaz, 'LHR') ?? ''
    expect(resolvePlaceList(gaz, ['2988507', 'LHR', 'EGLL', 'QQQ'])).toEqual(['2988507', london])
    // A list of unknown codes only must still match nothing.
    const none = resolvePlaceList(gaz, ['QQQ', 'XXXX'])
    expect(none).toHaveLength(1)
    expect(gaz.get(none[0] ?? '')).toBeUndefined()
  })
})
