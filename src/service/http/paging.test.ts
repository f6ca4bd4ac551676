import { describe, expect, it } from 'vitest'
import { pageLinks } from './paging'

const url = new URL('http://127.0.0.1:8787/v1/events/?category=sports&limit=10')

describe('pageLinks', () => {
  it('has no previous on the first page and no next on the last', () => {
    expect(pageLinks(url, 0, 10, 25).previous).toBeNull()
    expect(pageLinks(url, 20, 10, 25).next).toBeNull()
  })

  it('keeps the other parameters and moves the offset by the limit', () => {
    const { next, previous } = pageLinks(url, 10, 10, 25)
    expect(next).toBe('http://127.0.0.1:8787/v1/events/?category=sports&limit=10&offset=20')
    expect(previous).toBe('http://127.0.0.1:8787/v1/events/?category=sports&limit=10&offset=0')
  })

  it('clamps previous at zero when the offset is not a multiple of the limit', () => {
    expect(pageLinks(url, 4, 10, 25).previous).toContain('offset=0')
  })
})
