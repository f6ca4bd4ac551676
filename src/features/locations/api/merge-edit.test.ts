import { describe, expect, it } from 'vitest'

import { fieldsInWords, mergeEdit } from './merge-edit'
import type { EditableFields } from './merge-edit'

const base: EditableFields = {
  name: 'Harbour',
  labels: ['a'],
  formatted_address: 'Sydney',
  place_ids: ['1'],
}

describe('mergeEdit', () => {
  it('keeps what another tab changed and this edit did not', () => {
    const merged = mergeEdit(base, { ...base, name: 'Harbour front' }, { ...base, labels: ['b'] })
    expect(merged.body).toEqual({ ...base, name: 'Harbour front', labels: ['b'] })
    expect(merged.kept).toEqual(['labels'])
    expect(merged.overwritten).toEqual([])
  })

  it('lets this edit win where both changed, and says so', () => {
    const merged = mergeEdit(base, { ...base, name: 'Mine' }, { ...base, name: 'Theirs' })
    expect(merged.body.name).toBe('Mine')
    expect(merged.overwritten).toEqual(['name'])
  })

  it('keeps a move made elsewhere', () => {
    const moved = { ...base, place_ids: ['2'] }
    expect(mergeEdit(base, { ...base, name: 'x' }, moved).body.place_ids).toEqual(['2'])
  })
})

describe('fieldsInWords', () => {
  it('names the fields in the form’s order', () => {
    expect(fieldsInWords(['area', 'name'])).toBe('name and area')
    expect(fieldsInWords(['area', 'formatted_address', 'labels', 'name'])).toBe(
      'name, labels, address and area',
    )
    expect(fieldsInWords(['labels'])).toBe('labels')
    expect(fieldsInWords([])).toBe('')
  })
})
