import type { ApiClient } from './client'
declare const c: ApiClient
export const a = c.searchEvents({ category: ['concerts'], 'active.gte': '2025-01-01', limit: 5 })
export const b = c.accountSelf()
export const d = c.getSavedLocation({ location_id: 'x' })
export const e = c.updateSavedLocation({ location_id: 'x', name: 'n', labels: [], place_ids: ['1'] })
export const f = c.deleteSavedLocation({ location_id: 'x' }, {})
export const g = c.features({ active: { gte: '2025-01-01', lte: '2025-01-10' }, location: { place_id: ['1'] }, svc_attendance_sports: true })
export const h = c.savedLocationEvents({ location_id: 'x', category: 'concerts' })
type Show<T> = T
export type E = Show<Parameters<ApiClient['updateSavedLocation']>>
export type R = Awaited<typeof a>['results'][number]['title']
// @ts-expect-error typo
export const x1 = c.searchEvents({ catgory: 'x' })
// @ts-expect-error no input
export const x2 = c.accountSelf({ a: 1 })
// @ts-expect-error location id required
export const x3 = c.getSavedLocation()
// @ts-expect-error body required
export const x4 = c.features()
export const x5 = c.accountSelf(undefined, { signal: AbortSignal.timeout(1) })
export const x6: Promise<undefined> = c.deleteSavedLocation({ location_id: 'x' })
import { apiQueryOptions, queryKeys } from './query-options'
export const q1 = apiQueryOptions(c, 'searchEvents', { q: 'x' })
export const q2 = apiQueryOptions(c, 'accountSelf')
export const q3 = apiQueryOptions(c, 'getSavedLocation', { location_id: 'x' })
// @ts-expect-error missing id
export const q4 = apiQueryOptions(c, 'getSavedLocation')
export const k = queryKeys.request('searchEvents', { q: 'x' })
export type QD = Awaited<ReturnType<NonNullable<typeof q1.queryFn>>>['results'][number]['id']
