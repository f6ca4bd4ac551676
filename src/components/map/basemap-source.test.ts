import { describe, expect, it } from 'vitest'

import { checkSourceUrl } from './basemap-source'

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
