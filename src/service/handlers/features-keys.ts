// What each feature key of docs/api.md "Features" counts. Attendance keys take the attendance of
// one category (academic ones split by the label naming the kind of term); rank keys histogram the
// ranks of one category; viewership keys cover a sport or a single league.
import type { AttendanceFeature, EventCategory, RankFeature } from '../../contract/enums'

export interface EventSelector {
  readonly category: EventCategory
  /** Any-of labels narrowing the category. */
  readonly label?: string
}

export const ATTENDANCE_SELECTORS: Readonly<Record<AttendanceFeature, EventSelector>> = {
  svc_attendance_community: { category: 'community' },
  svc_attendance_concerts: { category: 'concerts' },
  svc_attendance_conferences: { category: 'conferences' },
  svc_attendance_expos: { category: 'expos' },
  svc_attendance_festivals: { category: 'festivals' },
  svc_attendance_performing_arts: { category: 'performing-arts' },
  svc_attendance_school_holidays: { category: 'school-holidays' },
  svc_attendance_sports: { category: 'sports' },
  // docs/api.md "Features": the academic attendance features apply to graduation and social events.
  svc_attendance_academic_graduation: { category: 'academic', label: 'graduation' },
  svc_attendance_academic_social: { category: 'academic', label: 'social' },
}

export const RANK_SELECTORS: Readonly<Record<RankFeature, EventSelector>> = {
  svc_rank_daylight_savings: { category: 'daylight-savings' },
  svc_rank_health_warnings: { category: 'health-warnings' },
  svc_rank_observances: { category: 'observances' },
  svc_rank_public_holidays: { category: 'public-holidays' },
  svc_rank_school_holidays: { category: 'school-holidays' },
  svc_rank_politics: { category: 'politics' },
  // "the academic rank features apply to academic sessions, exams and holidays".
  svc_rank_academic_session: { category: 'academic', label: 'session' },
  svc_rank_academic_exam: { category: 'academic', label: 'exam' },
  svc_rank_academic_holiday: { category: 'academic', label: 'holiday' },
}

const VIEWERSHIP_ROOT = 'svc_viewership_sports'

/**
 * Does a broadcast of `league` (tables.ts `leagues`, e.g. "basketball_nba") count for the
 * viewership key? `svc_viewership_sports` counts every sport; a sport key every league of it.
 */
export function leagueMatches(key: string, league: string): boolean {
  if (key === VIEWERSHIP_ROOT) return true
  const suffix = key.slice(VIEWERSHIP_ROOT.length + 1)
  return league === suffix || league.startsWith(`${suffix}_`)
}
