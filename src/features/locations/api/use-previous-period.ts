// The previous 90 days of a location, from the API (previous-period.ts says how).
import { useQuery } from '@tanstack/react-query'

import { useApiClient } from '../../../api/client-context'
import { apiQueryOptions } from '../../../api/query-options'
import type { AttendanceFeature } from '../../../contract/enums'
import type { SavedLocation } from '../../../contract/saved-location'
import { featuresLocationOf } from '../location-shape'
import {
  attendanceSum,
  classifyCounts,
  currentWindow,
  previousAttendance,
  previousWindow,
} from '../detail/previous-period'

/** The attended categories' attendance features (INSIGHT_ATTENDANCE_FEATURES), as body members. */
export const ATTENDED_FEATURE_FLAGS = {
  svc_attendance_community: true,
  svc_attendance_concerts: true,
  svc_attendance_conferences: true,
  svc_attendance_expos: true,
  svc_attendance_festivals: true,
  svc_attendance_performing_arts: true,
  svc_attendance_sports: true,
} as const satisfies Partial<Record<AttendanceFeature, true>>

export function usePreviousPeriod(location: SavedLocation | undefined) {
  const client = useApiClient()
  const insight = location?.summary_insights.find((i) => i.date_range.type === 'next_90d')
  const window = insight ? previousWindow(insight.date_range.start_dt) : null
  const id = location?.location_id ?? ''
  const counts = useQuery({
    ...apiQueryOptions(client, 'countEvents', {
      'saved_location.location_id': id,
      'active.gte': window?.gte ?? '',
      'active.lte': window?.lte ?? '',
    }),
    enabled: window !== null && location !== undefined,
    select: (response) => classifyCounts(response.categories),
  })
  const area = location ? featuresLocationOf(location) : null
  const features = (days: { gte: string; lte: string } | null) => ({
    ...apiQueryOptions(client, 'features', {
      active: { gte: days?.gte ?? '', lte: days?.lte ?? '' },
      location: area ?? { place_id: [] },
      ...ATTENDED_FEATURE_FLAGS,
    }),
    enabled: days !== null && area !== null,
    select: (response: { results: readonly Readonly<Record<string, unknown>>[] }) =>
      attendanceSum(response.results),
  })
  const before = useQuery(features(window))
  const now = useQuery(features(insight ? currentWindow(insight.date_range.start_dt) : null))
  const attendance = {
    data:
      insight && before.data !== undefined && now.data !== undefined
        ? previousAttendance(insight.svc_attendance_sum, now.data, before.data)
        : undefined,
    isPending: before.isPending || now.isPending,
    error: before.error ?? now.error,
  }
  return { window, counts, attendance, attendanceAvailable: area !== null }
}
