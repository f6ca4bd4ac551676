// Saved location create/replace body (docs/api.md "Saved locations (beta)").
import { describe, expect, it } from 'vitest'

import { bodyValidationErrorBody } from './errors'
import { MAX_BODY_BYTES, SAVED_LOCATION_LIMITS as LIMITS } from './limits'
import { buildOpenApiDocument } from './openapi'
import { bodyErrorBody } from './query/parse'
import { savedLocationBody } from './saved-location'

const point = (radius: number, unit: string, lon = 174.76, lat = -36.85) => ({
  type: 'Feature',
  properties: { radius, radius_unit: unit },
  geometry: { type: 'Point', coordinates: [lon, lat] },
})
const base = { name: 'Auckland CBD', labels: ['office'], geojson: point(2, 'km') }
type Body = Record<string, unknown>

const cases: readonly { rule: string; ok: Body; bad: Body; field: string }[] = [
  { rule: 'name required', ok: base, bad: { geojson: base.geojson }, field: 'name' },
  {
    rule: 'exactly one of geojson or place_ids',
    ok: { name: 'x', place_ids: ['2193733'] },
    bad: { name: 'x' },
    field: 'geojson',
  },
  { rule: 'not both', ok: base, bad: { ...base, place_ids: ['1'] }, field: 'place_ids' },
  {
    rule: 'place_ids not empty',
    ok: { name: 'x', place_ids: ['1'] },
    bad: { name: 'x', place_ids: [] },
    field: 'place_ids',
  },
  {
    rule: 'radius greater than 0',
    ok: { ...base, geojson: point(0.1, 'mi') },
    bad: { ...base, geojson: point(0, 'mi') },
    field: 'geojson.properties.radius',
  },
  {
    rule: 'radius unit m|km|ft|mi',
    ok: { ...base, geojson: point(300, 'ft') },
    bad: { ...base, geojson: point(300, 'yd') },
    field: 'geojson.properties.radius_unit',
  },
  {
    rule: 'longitude in [-180, 180]',
    ok: { ...base, geojson: point(1, 'km', -180, 0) },
    bad: { ...base, geojson: point(1, 'km', 181, 0) },
    field: 'geojson.geometry.coordinates.0',
  },
  {
    rule: 'latitude in [-90, 90]',
    ok: { ...base, geojson: point(1, 'km', 0, 90) },
    bad: { ...base, geojson: point(1, 'km', 0, -91) },
    field: 'geojson.geometry.coordinates.1',
  },
  {
    rule: 'Point only',
    ok: base,
    bad: {
      ...base,
      geojson: { ...point(1, 'km'), geometry: { type: 'Polygon', coordinates: [0, 0] } },
    },
    field: 'geojson.geometry.type',
  },
  {
    rule: 'formatted_address is a string',
    ok: { ...base, formatted_address: 'Queen St' },
    bad: { ...base, formatted_address: 7 },
    field: 'formatted_address',
  },
  {
    rule: `name at most ${LIMITS.nameLength} characters`,
    ok: { ...base, name: 'n'.repeat(LIMITS.nameLength) },
    bad: { ...base, name: 'n'.repeat(LIMITS.nameLength + 1) },
    field: 'name',
  },
  {
    rule: `formatted_address at most ${LIMITS.formattedAddressLength} characters`,
    ok: { ...base, formatted_address: 'a'.repeat(LIMITS.formattedAddressLength) },
    bad: { ...base, formatted_address: 'a'.repeat(LIMITS.formattedAddressLength + 1) },
    field: 'formatted_address',
  },
  {
    rule: `at most ${LIMITS.labelCount} labels`,
    ok: { ...base, labels: Array.from({ length: LIMITS.labelCount }, (_, i) => `l${i}`) },
    bad: { ...base, labels: Array.from({ length: LIMITS.labelCount + 1 }, (_, i) => `l${i}`) },
    field: 'labels',
  },
  {
    rule: `labels at most ${LIMITS.labelLength} characters`,
    ok: { ...base, labels: ['l'.repeat(LIMITS.labelLength)] },
    bad: { ...base, labels: ['ok', 'l'.repeat(LIMITS.labelLength + 1)] },
    field: 'labels.1',
  },
  {
    rule: 'read-only fields rejected',
    ok: base,
    bad: { ...base, location_id: 'abc' },
    field: 'location_id',
  },
]

describe('saved location body', () => {
  it.each(cases)('$rule: accepted', ({ ok }) => {
    expect(savedLocationBody.safeParse(ok).success).toBe(true)
  })

  it.each(cases)('$rule: rejected naming $field', ({ bad, field }) => {
    const result = savedLocationBody.safeParse(bad)
    expect(result.success).toBe(false)
    if (result.success) return
    const body = bodyErrorBody(result.error)
    expect(bodyValidationErrorBody.safeParse(body).success).toBe(true)
    expect(
      body.details.map((d) => d.field),
      JSON.stringify(body),
    ).toContain(field)
  })

  it('defaults labels to an empty list', () => {
    expect(savedLocationBody.parse({ name: 'x', place_ids: ['1'] }).labels).toEqual([])
  })
})

describe('saved location limits in the OpenAPI document', () => {
  const doc = buildOpenApiDocument()

  it('shows the field limits as maxLength and maxItems', () => {
    expect(doc.components?.schemas?.CreateSavedLocationBody).toMatchObject({
      properties: {
        name: { maxLength: LIMITS.nameLength },
        formatted_address: { maxLength: LIMITS.formattedAddressLength },
        labels: { maxItems: LIMITS.labelCount, items: { maxLength: LIMITS.labelLength } },
      },
    })
  })

  it('documents the body size and its 413 on every operation with a body', () => {
    const operations = [
      doc.paths?.['/v1/saved-locations/']?.post,
      doc.paths?.['/v1/saved-locations/{location_id}/']?.put,
      doc.paths?.['/v1/features/']?.post,
    ]
    for (const operation of operations) {
      expect(operation?.responses['413']).toBeDefined()
      const requestBody = operation?.requestBody
      expect(requestBody && 'description' in requestBody ? requestBody.description : '').toMatch(
        String(MAX_BODY_BYTES),
      )
    }
  })
})
