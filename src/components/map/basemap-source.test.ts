import { describe, expect, it } from 'vitest'

import { OFFLINE_BASEMAP, basemapFromMeta, checkSourceUrl, serverBasemap } from './basemap-source'

describe('checkSourceUrl', () => {
  it('takes https anywhere and http on this machine', () => {
    expect(checkSourceUrl(' https://tiles.example.com/style.json ')).toEqual({
      url: 'https://tiles.example.com/style.json',
    })
    expect(checkSourceUrl('http://127.0.0.1:8080/a.pmtiles')).toEqual({
      url: 'http://127.0.0.1:8080/a.pmtiles',
    })
    expect(checkSourceUrl('http://localhost/a.pmtiles')).toEqual({
      url: 'http://localhost/a.pmtiles',
    })
  })

  it.each([
    ['', 'Enter the URL'],
    ['tiles.example.com/style.json', 'Enter a whole URL'],
    ['http://tiles.example.com/style.json', 'must start with https://'],
    ['javascript:alert(1)', 'must start with https://'],
    ['file:///etc/passwd', 'must start with https://'],
  ])('refuses %j, saying why', (text, reason) => {
    const checked = checkSourceUrl(text)
    expect('error' in checked && checked.error).toContain(reason)
  })
})

describe('serverBasemap', () => {
  it('reads the kind from BASEMAP_KIND, or else from the file name', () => {
    expect(serverBasemap('https://t.example.com/planet.pmtiles', undefined)).toEqual({
      kind: 'pmtiles',
      url: 'https://t.example.com/planet.pmtiles',
    })
    expect(serverBasemap('https://t.example.com/streets/style.json', '')).toEqual({
      kind: 'style',
      url: 'https://t.example.com/streets/style.json',
    })
    expect(serverBasemap('https://t.example.com/tiles?key=1', 'pmtiles')?.kind).toBe('pmtiles')
  })

  it('names no basemap when unset, and stops the server on a wrong one', () => {
    expect(serverBasemap(undefined, undefined)).toBeUndefined()
    expect(serverBasemap('  ', 'style')).toBeUndefined()
    expect(() => serverBasemap('http://t.example.com/style.json', undefined)).toThrow(
      'BASEMAP_URL: The URL must start with https://',
    )
    expect(() => serverBasemap('https://t.example.com/a.json', 'raster')).toThrow('BASEMAP_KIND')
  })
})

describe('basemapFromMeta', () => {
  it('reads the source a server wrote into the page', () => {
    const source = { kind: 'style', url: 'https://t.example.com/style.json' }
    expect(basemapFromMeta(JSON.stringify(source))).toEqual(source)
  })

  it.each([
    null,
    '',
    '{not json',
    '{"kind":"style","url":"javascript:alert(1)"}',
    '{"kind":"raster","url":"https://t.example.com/"}',
    '{"kind":"style"}',
  ])('takes the offline basemap for %j', (content) => {
    expect(basemapFromMeta(content)).toEqual(OFFLINE_BASEMAP)
  })
})
