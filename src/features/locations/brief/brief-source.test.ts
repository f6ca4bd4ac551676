import { describe, expect, it } from 'vitest'

import { dataSourceText } from './brief-source'

const PAGE = 'https://eventscope.example.org'

describe('dataSourceText', () => {
  it('names the embedded dataset as demo data', () => {
    expect(dataSourceText({ mode: 'embedded', baseUrl: '' }, PAGE)).toMatch(
      /^Embedded demo dataset/,
    )
  })

  it('names a backend by its origin, without path or credentials', () => {
    expect(dataSourceText({ mode: 'proxy', baseUrl: 'https://api.example.com/v1/' }, PAGE)).toBe(
      'Event Intelligence API at https://api.example.com',
    )
    expect(
      dataSourceText({ mode: 'proxy', baseUrl: 'https://user:secret@api.example.com' }, PAGE),
    ).toBe('Event Intelligence API at https://api.example.com')
  })

  it('names this server for its proxy', () => {
    expect(dataSourceText({ mode: 'proxy', baseUrl: '' }, PAGE)).toBe(
      `Event Intelligence API at ${PAGE} (this server’s proxy)`,
    )
  })
})
