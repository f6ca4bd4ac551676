import { describe, expect, it } from 'vitest'

import { featuresBody } from '../../../contract/features'
import { demandMembers, featuresRequestBody, viewershipMembers } from './feature-bodies'
import { analyticsSearchSchema } from '../search-schema'

const span = { gte: '2026-12-01', lte: '2027-02-28' }

describe('the features bodies the view sends and its request panel shows', () => {
  it('are valid requests for a place and for a drawn radius', () => {
    const search = analyticsSearchSchema.parse({ stat: 'median', rankGte: '40', rankLte: '90' })
    for (const location of [
      { by: 'place' as const, placeIds: ['4887398'] },
      { by: 'circle' as const, lat: 41.88, lon: -87.63, radius: 20, unit: 'mi' as const },
    ]) {
      const demand = featuresRequestBody(location, span, demandMembers(search))
      expect(featuresBody.safeParse(demand).success).toBe(true)
      expect(demand.svc_attendance_concerts).toEqual({
        stats: ['sum', 'median'],
        svc_rank: { gte: 40, lte: 90 },
      })
      expect(demand.svc_rank_public_holidays).toBe(true)
      const viewers = featuresRequestBody(location, span, viewershipMembers(search))
      expect(featuresBody.safeParse(viewers).success).toBe(true)
      expect(viewers.hour_of_day_start).toEqual({ gte: 0, lte: 23 })
    }
  })

  it('carry the drawn circle as the API writes it', () => {
    const body = featuresRequestBody(
      { by: 'circle', lat: 41.88, lon: -87.63, radius: 20, unit: 'mi' },
      span,
      demandMembers(analyticsSearchSchema.parse({})),
    )
    expect(body.location).toEqual({ geo: { lat: 41.88, lon: -87.63, radius: '20mi' } })
    expect(body.active).toEqual(span)
  })
})
