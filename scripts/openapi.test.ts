// The generated OpenAPI document is valid 3.1 and covers the 17 operations of the route table.
import { validate } from '@readme/openapi-parser'
import { describe, expect, it } from 'vitest'

import { buildOpenApiDocument } from '../src/contract/openapi'
import { OPERATION_IDS, routes } from '../src/contract/routes'

const doc = buildOpenApiDocument()
const operations = Object.values(doc.paths ?? {}).flatMap((item) =>
  (['get', 'post', 'put', 'delete'] as const).flatMap((m) => (item?.[m] ? [item[m]] : [])),
)

describe('OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    const result = await validate(structuredClone(doc))
    expect(result.valid ? [] : result.errors).toEqual([])
    expect(result.warnings).toEqual([])
    expect(doc.openapi).toMatch(/^3\.1\./)
  })

  it('has the 17 operation ids', () => {
    expect(operations.map((o) => o.operationId).sort()).toEqual([...OPERATION_IDS].sort())
  })

  it('lists query parameters one by one, with patterns and enums', () => {
    const search = doc.paths?.['/v1/events/']?.get
    const names = (search?.parameters ?? []).map((p) => ('name' in p ? p.name : ''))
    expect(names).toContain('start.gte')
    expect(names).toContain('within')
    const limit = doc.paths?.['/v1/broadcasts/']?.get?.parameters?.find(
      (p) => 'name' in p && p.name === 'limit',
    )
    expect(limit && 'description' in limit ? limit.description : '').toMatch(/500/)
    const unit = doc.paths?.['/v1/suggested-radius/']?.get?.parameters?.find(
      (p) => 'name' in p && p.name === 'radius_unit',
    )
    expect(unit && 'schema' in unit ? unit.schema : undefined).toMatchObject({
      enum: ['m', 'km', 'ft', 'mi'],
    })
  })

  it('declares bearer security and the success and error statuses', () => {
    expect(doc.components?.securitySchemes?.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    })
    const create = doc.paths?.['/v1/saved-locations/']?.post
    expect(Object.keys(create?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '429']),
    )
    expect(doc.paths?.['/v1/saved-locations/{location_id}/']?.put?.responses['204']).toBeDefined()
    expect(routes.getSavedLocation.errors).toContain(404)
  })
})
