import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

import { bodyText, postCurlCommand } from './curl'

describe('postCurlCommand', () => {
  const body = { active: { gte: '2026-01-01', lte: '2026-03-31' }, note: "it's" }

  it('keeps the token out unless it is given', () => {
    expect(postCurlCommand('http://h/v1/features/', body)).toContain(
      '"Authorization: Bearer $TOKEN"',
    )
    expect(postCurlCommand('http://h/v1/features/', body, 'demo-analyst')).toContain(
      "'Authorization: Bearer demo-analyst'",
    )
  })

  it('is one shell command whose body and URL reach curl unchanged', () => {
    const command = postCurlCommand('http://h/v1/features/?a=1&b=2', body)
    // `printf` stands in for curl: the shell must hand over the same words curl would get.
    const words = execFileSync('sh', ['-c', command.replace(/^curl/, "printf '%s\\n'")], {
      env: { TOKEN: 't' },
    })
      .toString()
      .split('\n')
    expect(words).toContain('-X')
    expect(words).toContain('POST')
    expect(words).toContain('Authorization: Bearer t')
    expect(words).toContain('http://h/v1/features/?a=1&b=2')
    const data = words.indexOf('--data-raw')
    expect(words.slice(data + 1, data + 1 + bodyText(body).split('\n').length).join('\n')).toBe(
      bodyText(body),
    )
  })
})
