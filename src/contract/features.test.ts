// Every rule of the body of docs/api.md "Features": one accepted and one rejected case each, and
// the 400 body `{error, details: [{field, msg, type}]}` naming the field.
import { describe, expect, it } from 'vitest'

import { bodyValidationErrorBody } from './errors'
import { makeFeaturesBody, requestedStats } from './features'
import { bodyErrorBody } from './query/parse'

// "Now" is mid-2025, so the maximum date is 2026-12-31.
const schema = makeFeaturesBody(() => new Date('2025-06-15T12:00:00Z'))
const base = {
  active: { gte: '2025-01-01', lte: '2025-01-31' },
  location: { place_id: ['5128581'] },
  svc_attendance_sports: true,
}
type Body = Record<string, unknown>
const withBase = (patch: Body): Body => ({ ...base, ...patch })

const cases: readonly { rule: string; ok: Body; bad: Body; field: string }[] = [
  {
    rule: 'active required',
    ok: base,
    bad: { location: base.location, svc_attendance_sports: true },
    field: 'active',
  },
  {
    rule: 'lower bound required',
    ok: withBase({ active: { gt: '2025-01-01', lt: '2025-01-10' } }),
    bad: withBase({ active: { lte: '2025-01-10' } }),
    field: 'active.gte',
  },
  {
    rule: 'upper bound required',
    ok: withBase({ active: { gte: '2025-01-01', lt: '2025-01-10' } }),
    bad: withBase({ active: { gte: '2025-01-01' } }),
    field: 'active.lte',
  },
  {
    rule: 'not both gt and gte',
    ok: withBase({ active: { gt: '2025-01-01', lte: '2025-01-10' } }),
    bad: withBase({ active: { gt: '2025-01-01', gte: '2025-01-01', lte: '2025-01-10' } }),
    field: 'active.gte',
  },
  {
    rule: 'not both lt and lte',
    ok: withBase({ active: { gte: '2025-01-01', lte: '2025-01-10' } }),
    bad: withBase({ active: { gte: '2025-01-01', lt: '2025-01-10', lte: '2025-01-10' } }),
    field: 'active.lte',
  },
  {
    rule: 'lower less than upper',
    ok: withBase({ active: { gte: '2025-01-01', lte: '2025-01-02' } }),
    bad: withBase({ active: { gte: '2025-01-05', lte: '2025-01-05' } }),
    field: 'active.lte',
  },
  {
    rule: 'at most 90 days',
    ok: withBase({ active: { gte: '2025-01-01', lte: '2025-03-31' } }),
    bad: withBase({ active: { gte: '2025-01-01', lte: '2025-04-01' } }),
    field: 'active.lte',
  },
  {
    rule: 'minimum date 2016-01-01',
    ok: withBase({ active: { gte: '2016-01-01', lt: '2016-02-01' } }),
    bad: withBase({ active: { gt: '2015-12-31', lt: '2016-02-01' } }),
    field: 'active.gt',
  },
  {
    rule: 'maximum date end of next year',
    ok: withBase({ active: { gte: '2026-12-01', lte: '2026-12-31' } }),
    bad: withBase({ active: { gte: '2026-12-15', lte: '2027-01-01' } }),
    field: 'active.lte',
  },
  {
    rule: 'dates are YYYY-MM-DD',
    ok: base,
    bad: withBase({ active: { gte: '2025-01-01T00:00:00', lte: '2025-01-31' } }),
    field: 'active.gte',
  },
  {
    rule: 'location required',
    ok: base,
    bad: { active: base.active, svc_attendance_sports: true },
    field: 'location',
  },
  {
    rule: 'place_id or geo',
    ok: base,
    bad: withBase({ location: {} }),
    field: 'location.place_id',
  },
  {
    rule: 'place_id xor geo',
    ok: withBase({ location: { geo: { lat: 1, lon: 2, radius: '10km' } } }),
    bad: withBase({ location: { place_id: ['1'], geo: { lat: 1, lon: 2, radius: '10km' } } }),
    field: 'location.geo',
  },
  {
    rule: 'at most 3 place ids',
    ok: withBase({ location: { place_id: ['1', '2', '3'] } }),
    bad: withBase({ location: { place_id: ['1', '2', '3', '4'] } }),
    field: 'location.place_id',
  },
  {
    rule: 'geo lat range',
    ok: withBase({ location: { geo: { lat: -90, lon: 0, radius: '1km' } } }),
    bad: withBase({ location: { geo: { lat: 90.5, lon: 0, radius: '1km' } } }),
    field: 'location.geo.lat',
  },
  {
    rule: 'geo lon range',
    ok: withBase({ location: { geo: { lat: 0, lon: 180, radius: '1km' } } }),
    bad: withBase({ location: { geo: { lat: 0, lon: -180.5, radius: '1km' } } }),
    field: 'location.geo.lon',
  },
  {
    rule: 'radius number plus unit',
    ok: withBase({ location: { geo: { lat: 0, lon: 0, radius: '2.5mi' } } }),
    bad: withBase({ location: { geo: { lat: 0, lon: 0, radius: '2.5 miles' } } }),
    field: 'location.geo.radius',
  },
  {
    rule: 'radius at most 100 miles',
    ok: withBase({ location: { geo: { lat: 0, lon: 0, radius: '160934m' } } }),
    bad: withBase({ location: { geo: { lat: 0, lon: 0, radius: '161km' } } }),
    field: 'location.geo.radius',
  },
  {
    rule: 'radius in feet',
    ok: withBase({ location: { geo: { lat: 0, lon: 0, radius: '528000ft' } } }),
    bad: withBase({ location: { geo: { lat: 0, lon: 0, radius: '528001ft' } } }),
    field: 'location.geo.radius',
  },
  {
    rule: 'hours 0..23',
    ok: withBase({ hour_of_day_start: { gte: 0, lte: 23 } }),
    bad: withBase({ hour_of_day_start: { gte: 0, lte: 24 } }),
    field: 'hour_of_day_start.lte',
  },
  {
    rule: 'hours whole numbers',
    ok: withBase({ hour_of_day_start: { gte: 6 } }),
    bad: withBase({ hour_of_day_start: { gte: 6.5 } }),
    field: 'hour_of_day_start.gte',
  },
  {
    rule: 'stats names',
    ok: withBase({ svc_attendance_sports: { stats: ['min', 'max', 'median', 'std_dev'] } }),
    bad: withBase({ svc_attendance_sports: { stats: ['mean'] } }),
    field: 'svc_attendance_sports.stats.0',
  },
  {
    rule: 'svc_rank bounds 0..100',
    ok: withBase({ svc_viewership_sports: { svc_rank: { gte: 0, lte: 100 } } }),
    bad: withBase({ svc_viewership_sports: { svc_rank: { gte: 0, lte: 101 } } }),
    field: 'svc_viewership_sports.svc_rank.lte',
  },
  {
    rule: 'svc_rank lower below upper',
    ok: withBase({ svc_attendance_concerts: { svc_rank: { gt: 50, lt: 51 } } }),
    bad: withBase({ svc_attendance_concerts: { svc_rank: { gt: 60, lt: 50 } } }),
    field: 'svc_attendance_concerts.svc_rank.lt',
  },
  {
    rule: 'svc_rank integers',
    ok: withBase({ svc_attendance_expos: { svc_rank: { gte: 40 } } }),
    bad: withBase({ svc_attendance_expos: { svc_rank: { gte: 40.5 } } }),
    field: 'svc_attendance_expos.svc_rank.gte',
  },
  {
    rule: 'rank features only true',
    ok: withBase({ svc_rank_public_holidays: true }),
    bad: withBase({ svc_rank_public_holidays: { stats: ['count'] } }),
    field: 'svc_rank_public_holidays',
  },
  {
    rule: 'rank features not false',
    ok: withBase({ svc_rank_politics: true }),
    bad: withBase({ svc_rank_politics: false }),
    field: 'svc_rank_politics',
  },
  {
    rule: 'at least one feature key',
    ok: { active: base.active, location: base.location, svc_rank_observances: true },
    bad: { active: base.active, location: base.location, svc_attendance_sports: false },
    field: 'body',
  },
  {
    rule: 'unknown keys rejected',
    ok: base,
    bad: withBase({ svc_attendance_opera: true }),
    field: 'svc_attendance_opera',
  },
]

describe('features body', () => {
  it.each(cases)('$rule: accepted', ({ ok }) => {
    const result = schema.safeParse(ok)
    expect(result.success ? 'ok' : JSON.stringify(bodyErrorBody(result.error))).toBe('ok')
  })

  it.each(cases)('$rule: rejected naming $field', ({ bad, field }) => {
    const result = schema.safeParse(bad)
    expect(result.success).toBe(false)
    if (result.success) return
    const body = bodyErrorBody(result.error)
    expect(bodyValidationErrorBody.safeParse(body).success).toBe(true)
    expect(
      body.details.map((d) => d.field),
      JSON.stringify(body),
    ).toContain(field)
  })

  it('resolves the active range to inclusive local days and the radius to meters', () => {
    const value = schema.parse(
      withBase({
        active: { gt: '2025-01-01', lt: '2025-01-10' },
        location: { geo: { lat: 1, lon: 2, radius: '2km' } },
      }),
    )
    expect(value.active).toMatchObject({ first: '2025-01-02', last: '2025-01-09' })
    expect(value.location.geo?.radiusMeters).toBe(2000)
  })

  it('moves the maximum date with the clock', () => {
    const later = makeFeaturesBody(() => new Date('2026-02-01T00:00:00Z'))
    const body = withBase({ active: { gte: '2027-12-01', lte: '2027-12-31' } })
    expect(later.safeParse(body).success).toBe(true)
    expect(schema.safeParse(body).success).toBe(false)
  })

  it('names the stats a key asks for', () => {
    expect(requestedStats(true)).toEqual(['count', 'sum'])
    expect(requestedStats({ stats: ['max', 'count'] })).toEqual(['count', 'max'])
  })
})
