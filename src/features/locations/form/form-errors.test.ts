import { describe, expect, it } from 'vitest'

import { ApiError } from '../../../api/errors'
import { formErrorsOf } from './form-errors'

const bad = (details: unknown) =>
  new ApiError({
    status: 400,
    body: { error: 'invalid request body', details },
    operationId: 'createSavedLocation',
    url: '/v1/saved-locations/',
  })

describe('formErrorsOf', () => {
  it('puts each detail beside the field it names', () => {
    const errors = formErrorsOf(
      bad([
        { field: 'name', msg: 'too short', type: 'too_small' },
        { field: 'labels.2', msg: 'too long', type: 'too_big' },
        { field: 'geojson.properties.radius', msg: 'must be positive', type: 'too_small' },
        { field: 'other', msg: 'odd', type: 'x' },
      ]),
    )
    expect(errors).toEqual({
      fields: { name: 'too short', labels: 'too long', area: 'must be positive' },
      general: ['other: odd'],
    })
  })

  it('ignores what is not a 400', () => {
    expect(formErrorsOf(new Error('x'))).toBeNull()
  })
})
