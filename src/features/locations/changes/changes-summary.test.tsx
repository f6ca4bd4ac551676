import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { apiEvent } from '../../../testing/api-fixtures'
import type { EventChange } from './classify'
import { ChangesSummary } from './changes-summary'

const fresh = (n: number): EventChange[] =>
  Array.from({ length: n }, (_, i) => ({ kind: 'new', event: apiEvent(`new-${String(i)}`) }))
const cancelled: EventChange = { kind: 'cancelled', event: apiEvent('gone') }

const items = (html: string) => html.match(/<li>/g)?.length ?? 0

describe('ChangesSummary', () => {
  it('shows a long group’s first changes and offers the rest, keeping the next kinds in sight', () => {
    const html = renderToStaticMarkup(
      <ChangesSummary changes={[...fresh(20), cancelled]} surges={[]} since={0} firstOf={8} />,
    )
    expect(items(html)).toBe(9)
    expect(html).toContain('New (20)')
    expect(html).toContain('Show all 20')
    expect(html).toContain('Cancelled (1)')
  })

  it('lists every change when no first few are asked for, as the brief prints them', () => {
    const html = renderToStaticMarkup(
      <ChangesSummary changes={[...fresh(20), cancelled]} surges={[]} since={0} />,
    )
    expect(items(html)).toBe(21)
    expect(html).not.toContain('Show all')
  })
})
