import { describe, expect, it } from 'vitest'

import { bodyOf, project, readProjected } from './json-projection'

describe('project', () => {
  const projection = { keys: { a: true, b: { each: { keys: { c: true } } } } } as const

  it('keeps the named keys, each item cut the same, and drops the rest', () => {
    expect(project({ a: { x: 1 }, b: [{ c: 1, d: 2 }, { d: 3 }], e: 'gone' }, projection)).toEqual({
      a: { x: 1 },
      b: [{ c: 1 }, {}],
    })
  })

  it('keeps a value of another shape than expected as it is, for the schema to report', () => {
    expect(project('text', projection)).toBe('text')
    expect(project(null, projection)).toBeNull()
    expect(project([1, 2], projection)).toEqual([1, 2])
    expect(project({ a: 1, b: 'no list' }, projection)).toEqual({ a: 1, b: 'no list' })
    expect(project({ b: [null, 4, [5]] }, projection)).toEqual({ b: [null, 4, [5]] })
  })

  it('does not read keys from the prototype', () => {
    expect(project(Object.create({ a: 1 }) as object, projection)).toEqual({})
  })
})

describe('bodyOf and readProjected', () => {
  it('reads JSON, keeps unparsable text as text, and an empty body as none', () => {
    expect(bodyOf('{"a":1}')).toEqual({ a: 1 })
    expect(bodyOf('<html>')).toBe('<html>')
    expect(bodyOf('')).toBeUndefined()
  })

  it('decodes UTF-8 bytes, parses and cuts them, answering with the id it was given', () => {
    const bytes = new TextEncoder().encode('{"results":[{"id":"é1","title":"Zoë","big":[1,2]}]}')
    const answer = readProjected({
      id: 7,
      bytes: bytes.buffer,
      projection: { keys: { results: { each: { keys: { id: true, title: true } } } } },
    })
    expect(answer).toEqual({ id: 7, body: { results: [{ id: 'é1', title: 'Zoë' }] } })
    expect(readProjected({ id: 8, bytes: new ArrayBuffer(0), projection: true })).toEqual({
      id: 8,
      body: undefined,
    })
  })
})
