import { describe, expect, it } from 'vitest'

import { fillPath, isApiOrigin, joinUrl, pathParamNames, rebaseLink, withQuery } from './url'

describe('fillPath', () => {
  it('percent-encodes every path parameter', () => {
    expect(fillPath('/v1/saved-locations/{location_id}/', { location_id: 'a b/c?d#e' })).toBe(
      '/v1/saved-locations/a%20b%2Fc%3Fd%23e/',
    )
  })

  it('refuses a missing or empty parameter', () => {
    expect(() => fillPath('/v1/x/{id}/', {})).toThrow(/Missing path parameter "id"/)
    expect(() => fillPath('/v1/x/{id}/', { id: '' })).toThrow(/Empty path parameter/)
  })

  it('lists the names of a template', () => {
    expect(pathParamNames('/v1/saved-locations/{location_id}/insights/events/')).toEqual([
      'location_id',
    ])
    expect(pathParamNames('/v1/events/')).toEqual([])
  })
})

describe('joinUrl and withQuery', () => {
  it('joins same-origin and absolute bases without doubling slashes', () => {
    expect(joinUrl('', '/v1/events/')).toBe('/v1/events/')
    expect(joinUrl('https://api.example.com/', '/v1/events/')).toBe(
      'https://api.example.com/v1/events/',
    )
    expect(joinUrl('http://localhost:5173/proxy', '/v1/events/')).toBe(
      'http://localhost:5173/proxy/v1/events/',
    )
  })

  it('appends a query only when there is one', () => {
    expect(withQuery('/v1/events/', new URLSearchParams())).toBe('/v1/events/')
    expect(withQuery('/v1/events/', new URLSearchParams({ q: 'a b' }))).toBe('/v1/events/?q=a+b')
  })
})

describe('rebaseLink', () => {
  it('re-bases absolute and root-relative links onto the client base from the version segment', () => {
    const link = 'https://upstream.example.com/v1/events/?offset=10&limit=10'
    expect(rebaseLink(link, '')).toBe('/v1/events/?offset=10&limit=10')
    expect(rebaseLink(link, 'http://localhost:5173/proxy')).toBe(
      'http://localhost:5173/proxy/v1/events/?offset=10&limit=10',
    )
    expect(rebaseLink('/v1/places/?offset=5', 'https://api.example.com')).toBe(
      'https://api.example.com/v1/places/?offset=5',
    )
  })

  it('re-bases a link to another origin onto the client base, and resolves a relative one', () => {
    expect(rebaseLink('https://other.example.com/page?x=1', '')).toBe('/page?x=1')
    expect(rebaseLink('https://other.example.com/page?x=1', 'https://api.example.com/base')).toBe(
      'https://api.example.com/base/page?x=1',
    )
    // Scheme-relative and backslash forms name another host too (WHATWG URL parsing).
    expect(rebaseLink('//other.example.com/page', 'https://api.example.com')).toBe(
      'https://api.example.com/page',
    )
    expect(rebaseLink('\\\\other.example.com/page', 'https://api.example.com')).toBe(
      'https://api.example.com/page',
    )
    expect(rebaseLink('https://api.example.com/page?x=1', 'https://api.example.com/base')).toBe(
      'https://api.example.com/page?x=1',
    )
    expect(rebaseLink('next?x=1', 'https://api.example.com/base')).toBe(
      'https://api.example.com/base/next?x=1',
    )
  })
})

describe('isApiOrigin', () => {
  it("is the absolute base's origin, and only it", () => {
    const base = 'https://api.example.com/prefix'
    expect(isApiOrigin('https://api.example.com/v1/events/', base)).toBe(true)
    expect(isApiOrigin('https://api.example.com:8443/v1/events/', base)).toBe(false)
    expect(isApiOrigin('http://api.example.com/v1/events/', base)).toBe(false)
    expect(isApiOrigin('https://elsewhere.example.com/v1/events/', base)).toBe(false)
    expect(isApiOrigin('//elsewhere.example.com/v1/events/', base)).toBe(false)
  })

  it("is the same origin (relative URLs) for the base ''", () => {
    expect(isApiOrigin('/v1/events/', '')).toBe(true)
    expect(isApiOrigin('http://127.0.0.1:1/v1/events/', '')).toBe(false)
    expect(isApiOrigin('//elsewhere.example.com/v1/events/', '')).toBe(false)
    expect(isApiOrigin('data:text/plain,x', '')).toBe(false)
  })
})
