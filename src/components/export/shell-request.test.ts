import { describe, expect, it } from 'vitest'

import { curlCommand } from './curl'
import { LOCAL_API_ORIGIN, shellRequest } from './shell-request'

describe('shellRequest', () => {
  const PAGE = 'http://127.0.0.1:4173'
  const pageUrl = `${PAGE}/v1/events/?category=concerts&sort=start&limit=50`

  it("points embedded mode at `npm run api`'s address and says to run it", () => {
    const request = shellRequest(pageUrl, 'embedded', PAGE)
    expect(request.url).toBe(
      'http://127.0.0.1:8787/v1/events/?category=concerts&sort=start&limit=50',
    )
    expect(request.note).toContain('npm run api')
    expect(request.note).toContain(LOCAL_API_ORIGIN)
    expect(curlCommand(request.url)).toContain(`'${LOCAL_API_ORIGIN}/v1/events/?category=concerts`)
  })

  it('reads a same-origin path the same way', () => {
    expect(shellRequest('/v1/events/?q=jazz', 'embedded', PAGE).url).toBe(
      `${LOCAL_API_ORIGIN}/v1/events/?q=jazz`,
    )
  })

  it('keeps the real URL of a backend in proxy mode, with nothing to add', () => {
    const backend = 'https://api.example.com/v1/events/?q=jazz'
    expect(shellRequest(backend, 'proxy', PAGE)).toEqual({ url: backend, note: undefined })
    // This server's own proxy forwards /v1 with the backend's token: the page URL answers a shell.
    expect(shellRequest(pageUrl, 'proxy', PAGE)).toEqual({ url: pageUrl, note: undefined })
    // A same-origin client sends a path: a shell needs it with the page's host.
    expect(shellRequest('/v1/events/?q=jazz', 'proxy', PAGE).url).toBe(`${PAGE}/v1/events/?q=jazz`)
  })
})
