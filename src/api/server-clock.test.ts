import { describe, expect, it } from 'vitest'

import { noteServerDate, serverNow } from './server-clock'

describe('server clock', () => {
  it("stands at the page's time until an answer says otherwise", () => {
    expect(serverNow('https://quiet.test', 1_000)).toBe(1_000)
  })

  it('follows the Date of answers, per origin, never going back for an older (cached) one', () => {
    const page = Date.parse('2026-11-29T22:00:00Z')
    noteServerDate('https://a.test', 'Mon, 02 Mar 2026 10:00:00 GMT', page)
    const offset = Date.parse('2026-03-02T10:00:00Z') - page
    expect(serverNow('https://a.test', page + 5_000)).toBe(page + 5_000 + offset)
    noteServerDate('https://a.test', 'Mon, 02 Mar 2026 09:00:00 GMT', page)
    expect(serverNow('https://a.test', page)).toBe(page + offset)
    noteServerDate('https://a.test', 'not a date', page)
    expect(serverNow('https://a.test', page)).toBe(page + offset)
    expect(serverNow('https://b.test', page)).toBe(page)
  })
})
