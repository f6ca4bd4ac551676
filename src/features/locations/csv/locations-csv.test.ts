import { describe, expect, it } from 'vitest'

import type { SavedLocation } from '../../../contract/saved-location'
import { parseCsv } from './csv-parse'
import { locationsCsv, parseImport, splitLabels } from './locations-csv'

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, commas and line breaks in fields', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ])
  })

  it('drops a BOM and blank lines', () => {
    expect(parseCsv('\uFEFFname\n\nA\n')).toEqual([['name'], ['A']])
  })
})

describe('parseImport', () => {
  it('validates each row and says why a row fails', () => {
    const parsed = parseImport(
      [
        'Name,LAT,lon,radius,unit,labels',
        'Harbour,-33.86,151.2,1.5,km,waterfront;tourism',
        ',95,200,-1,yards,',
        "'=HYPERLINK(1),10,10,500,m,",
      ].join('\n'),
    )
    if (!parsed.ok) throw new Error(parsed.error)
    const [good, bad, defused] = parsed.rows
    expect(good && 'body' in good ? good.body : null).toMatchObject({
      name: 'Harbour',
      labels: ['waterfront', 'tourism'],
      geojson: { properties: { radius: 1.5, radius_unit: 'km' } },
    })
    expect(bad && 'errors' in bad ? bad.errors : []).toEqual([
      'name is empty',
      'lat must be a number from -90 to 90',
      'lon must be a number from -180 to 180',
      'radius must be a number above 0',
      'unit must be one of m, km, ft, mi',
    ])
    expect(bad?.line).toBe(3)
    expect(defused?.name).toBe('=HYPERLINK(1)')
  })

  it('refuses a file without the needed columns', () => {
    const parsed = parseImport('name,lat\nA,1')
    expect(parsed.ok).toBe(false)
    expect(parsed.ok ? '' : parsed.error).toContain('missing: lon, radius, unit')
    expect(parseImport('')).toMatchObject({ ok: false })
  })

  it('splits labels on ; and |', () => {
    expect(splitLabels(' a ; b|a ;')).toEqual(['a', 'b'])
  })
})

describe('locationsCsv', () => {
  it('writes formula-safe cells', () => {
    const location: SavedLocation = {
      location_id: 'L1',
      name: '=cmd()',
      labels: ['@x'],
      geojson: {
        type: 'Feature',
        properties: { radius: 2, radius_unit: 'km' },
        geometry: { type: 'Point', coordinates: [1, 2] },
      },
      formatted_address: 'Somewhere, "Quoted"',
      create_dt: '2026-01-01T00:00:00+00:00',
      update_dt: '2026-01-01T00:00:00+00:00',
      enrich_dt: null,
      insights_dt: null,
      places: [],
      subscription_valid_types: [],
      status: 'pending',
      summary_insights: [],
      log: [],
    }
    const [header, row] = locationsCsv([location]).split('\r\n')
    expect(header).toContain('next_90d_attendance_sum')
    expect(row).toContain("'=cmd()")
    expect(row).toContain("'@x")
    expect(row).toContain('"Somewhere, ""Quoted"""')
  })
})
