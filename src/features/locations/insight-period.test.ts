import { describe, expect, it } from 'vitest'

import { viewContextSchema } from '../../components/context/view-context'
import { insightPeriod } from './insight-period'

const NOW = Date.UTC(2026, 10, 26, 12)

describe('the Locations period chip', () => {
  it('states the insights’ next 90 days, whatever period the other views keep', () => {
    const chip = insightPeriod(viewContextSchema.parse({ range: 'next30' }), NOW)
    expect(chip.text).toBe('Next 90 days (26 Nov 2026 – 23 Feb 2027, UTC)')
    expect(chip.kind).toBe('Insights cover')
    expect(chip.why).toBe(
      'Saved-location insights always cover the next 90 days, in UTC days; the other views keep Next 30 days',
    )
    expect(chip.note).toBe('Other views keep Next 30 days')
  })

  it('says no more when the shared period is the insights’ own, and its zone when that differs', () => {
    const chip = insightPeriod(viewContextSchema.parse({ range: 'next90' }), NOW)
    expect(chip.why).toBe('Saved-location insights always cover the next 90 days, in UTC days')
    expect(chip.note).toBeUndefined()
    const newYork = insightPeriod(
      viewContextSchema.parse({ range: 'next90', tz: 'America/New_York' }),
      NOW,
    )
    expect(newYork.note).toBe('Other views keep Next 90 days (26 Nov 2026 – 23 Feb 2027, UTC-5)')
  })
})
