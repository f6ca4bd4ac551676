import { describe, expect, it } from 'vitest'

import { curlCommand, shellQuote } from './curl'

describe('curlCommand', () => {
  const url = 'https://api.example/v1/events/?q=rock&category=concerts,sports'

  it('hides the token as $TOKEN by default', () => {
    const command = curlCommand(url)
    expect(command).toContain('"Authorization: Bearer $TOKEN"')
    expect(command).toContain(`'${url}'`)
  })

  it('writes the token when revealed, quoted for the shell', () => {
    expect(curlCommand(url, "ab'c")).toContain(`'Authorization: Bearer ab'\\''c'`)
  })
})

describe('shellQuote', () => {
  it('wraps in single quotes and escapes inner ones', () => {
    expect(shellQuote('a b')).toBe("'a b'")
    expect(shellQuote("it's")).toBe("'it'\\''s'")
  })
})
