import { describe, expect, it } from 'vitest'

import { isReachableUrl, REMOTE_CONNECT_SOURCES } from './remote-origins'

describe('isReachableUrl', () => {
  it('takes https anywhere and http on this machine only', () => {
    for (const ok of [
      'https://api.example.com/',
      'https://127.0.0.1:8443/',
      'http://127.0.0.1:8787/',
      'http://localhost:5173/tiles.pmtiles',
    ]) {
      expect(isReachableUrl(new URL(ok)), ok).toBe(true)
    }
    for (const refused of [
      'http://api.example.com/',
      'http://192.168.1.20:8787/',
      'http://[::1]:8787/',
      'ftp://127.0.0.1/',
      'ws://127.0.0.1:8787/',
    ]) {
      expect(isReachableUrl(new URL(refused)), refused).toBe(false)
    }
  })

  it('is what the policy’s connect-src names beyond the page’s own origin', () => {
    expect(REMOTE_CONNECT_SOURCES).toEqual(['https:', 'http://127.0.0.1:*', 'http://localhost:*'])
  })
})
