import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { KpiTile } from './kpi-tiles'
import type { KpiComparison } from './kpi-tiles'

/** What the eye reads of a tile's change line (the parts screen readers alone hear left out). */
function changeLine(comparison: KpiComparison): string {
  const html = renderToStaticMarkup(
    <KpiTile label="Broadcasts" value={1} figure={{ kind: 'count' }} comparison={comparison} />,
  )
  const line = /<span class="kpi-tile__change[^"]*"[^>]*>(.*?)<\/span><\/li>/.exec(html)?.[1] ?? ''
  return line
    .replaceAll(/<span class="visually-hidden">.*?<\/span>/g, '')
    .replaceAll(/<[^>]+>/g, '')
    .replaceAll('<!-- -->', '')
}

describe('KpiTile', () => {
  it('writes a change with its arrow, percentage and difference against the days before', () => {
    expect(changeLine({ current: 120, previous: 100, days: 90 })).toBe(
      '↑ +20.0% (+20) vs previous 90 days',
    )
    expect(changeLine({ current: 80, previous: 100, days: 30 })).toBe(
      '↓ −20.0% (−20) vs previous 30 days',
    )
    expect(changeLine({ current: 5, previous: 0, days: 7 })).toBe('↑ new (+5) vs previous 7 days')
    expect(changeLine({ current: 5, previous: 5, days: 7 })).toBe('→ 0.0% vs previous 7 days')
    expect(changeLine({ current: 12_345, previous: 10_000, days: 30 })).toBe(
      '↑ +23.5% (+2,345) vs previous 30 days',
    )
  })

  it('says why there is no change when there is no previous figure', () => {
    expect(changeLine({ missing: 'previous period loading…' })).toBe('previous period loading…')
  })

  it('tells screen readers the change in words and shows the previous figure on hover', () => {
    const html = renderToStaticMarkup(
      <KpiTile
        label="Total viewers"
        value={1500}
        figure={{ kind: 'count' }}
        comparison={{ current: 1500, previous: 1000, days: 30 }}
      />,
    )
    expect(html).toContain('<span class="visually-hidden">up 50.0% (+500)</span>')
    expect(html).toContain('title="Previous 30 days: 1,000"')
  })

  it('shows an ellipsis while its figure is still coming, and its unit apart', () => {
    const busy = renderToStaticMarkup(
      <KpiTile
        label="Predicted attendance"
        value={undefined}
        figure={{ kind: 'count', unit: 'people' }}
        busy
        comparison={{ missing: '…' }}
      />,
    )
    expect(busy).toContain('<span class="kpi-tile__value">…</span>')
    const done = renderToStaticMarkup(
      <KpiTile
        label="Predicted attendance"
        value={80.66}
        figure={{ kind: 'average', unit: 'people a day' }}
        comparison={{ missing: 'no earlier period' }}
      />,
    )
    expect(done).toContain('80.7<span class="kpi-tile__unit"> people a day</span>')
  })
})
