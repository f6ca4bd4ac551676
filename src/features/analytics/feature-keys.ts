// The feature keys the view charts, with the words and colours people see. Keys come from the
// contract (src/contract/enums.ts); colours from the category palette the map uses, so concerts
// are the same orange on every view.
import {
  ATTENDANCE_FEATURES,
  RANK_FEATURES,
  RANK_LEVELS,
  VIEWERSHIP_FEATURES,
  rankBandText,
} from '../../contract/enums'
import type { AttendanceFeature, RankFeature, ViewershipFeature } from '../../contract/enums'
import { categoryColor } from '../../components/map/palette'

export interface SeriesInfo<K extends string> {
  readonly key: K
  readonly label: string
  readonly color: string
}

const ATTENDANCE_INFO: Readonly<Record<AttendanceFeature, { label: string; color: string }>> = {
  svc_attendance_community: { label: 'Community', color: categoryColor('community') },
  svc_attendance_concerts: { label: 'Concerts', color: categoryColor('concerts') },
  svc_attendance_conferences: { label: 'Conferences', color: categoryColor('conferences') },
  svc_attendance_expos: { label: 'Expos', color: categoryColor('expos') },
  svc_attendance_festivals: { label: 'Festivals', color: categoryColor('festivals') },
  svc_attendance_performing_arts: {
    label: 'Performing arts',
    color: categoryColor('performing-arts'),
  },
  svc_attendance_school_holidays: {
    label: 'School holidays',
    color: categoryColor('school-holidays'),
  },
  svc_attendance_sports: { label: 'Sports', color: categoryColor('sports') },
  svc_attendance_academic_graduation: {
    label: 'Academic: graduation',
    color: categoryColor('academic'),
  },
  // Both academic keys share a category; social takes a darker rose so the two stay apart.
  svc_attendance_academic_social: { label: 'Academic: social', color: '#AA3377' },
}

export const ATTENDANCE_SERIES: readonly SeriesInfo<AttendanceFeature>[] = ATTENDANCE_FEATURES.map(
  (key) => ({ key, ...ATTENDANCE_INFO[key] }),
)

const RANK_LABELS: Readonly<Record<RankFeature, string>> = {
  svc_rank_daylight_savings: 'Daylight savings',
  svc_rank_health_warnings: 'Health warnings',
  svc_rank_observances: 'Observances',
  svc_rank_public_holidays: 'Public holidays',
  svc_rank_school_holidays: 'School holidays',
  svc_rank_politics: 'Politics',
  svc_rank_academic_session: 'Academic sessions',
  svc_rank_academic_exam: 'Academic exams',
  svc_rank_academic_holiday: 'Academic holidays',
}

export const RANK_SERIES: readonly SeriesInfo<RankFeature>[] = RANK_FEATURES.map((key) => ({
  key,
  label: RANK_LABELS[key],
  color: '#666',
}))

/** Rank levels 1–5, light to dark, so the eye reads the stack as "how important". */
const RANK_LEVEL_COLORS = ['#c6dbef', '#9ecae1', '#4292c6', '#2171b5', '#08306b'] as const

export const RANK_LEVEL_SERIES = RANK_LEVELS.map((level, index) => ({
  key: String(level),
  label: `Level ${String(level)} (${level === 1 ? 'rank ' : ''}${rankBandText(level)})`,
  color: RANK_LEVEL_COLORS[index] ?? '#08306b',
}))

const PREFIX = 'svc_viewership_sports'

/** The sports of the viewership keys; every other key below the prefix is one of their leagues. */
const SPORTS = [
  'american_football',
  'auto_racing',
  'horse_racing',
  'ice_hockey',
  'baseball',
  'basketball',
  'boxing',
  'golf',
  'mma',
  'soccer',
  'softball',
  'tennis',
] as const

const SPORT_COLORS = [
  '#4477AA',
  '#EE6677',
  '#228833',
  '#CCBB44',
  '#66CCEE',
  '#AA3377',
  '#BBBBBB',
  '#332288',
  '#117733',
  '#882255',
  '#DDCC77',
  '#44AA99',
]

const words = (slug: string) => {
  if (slug === 'mma') return 'MMA'
  const text = slug.replaceAll('_', ' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Each sport's own key (all its leagues together), for the stacked chart. */
export const SPORT_SERIES: readonly SeriesInfo<ViewershipFeature>[] = VIEWERSHIP_FEATURES.filter(
  (key) => (SPORTS as readonly string[]).includes(key.slice(PREFIX.length + 1)),
).map((key, i) => ({
  key,
  label: words(key.slice(PREFIX.length + 1)),
  color: SPORT_COLORS[i % SPORT_COLORS.length] ?? '#888',
}))

/** The leagues of a sport (every key below the sport's own), labelled by their last words. */
export function leaguesOf(sportKey: ViewershipFeature): SeriesInfo<ViewershipFeature>[] {
  return VIEWERSHIP_FEATURES.filter((key) => key.startsWith(`${sportKey}_`)).map((key) => ({
    key,
    label: leagueLabel(key.slice(sportKey.length + 1)),
    color: '#888',
  }))
}

const UPPER = new Set([
  'nba',
  'nfl',
  'mlb',
  'nhl',
  'mls',
  'ncaa',
  'ufc',
  'pga',
  'us',
  'uefa',
  'fifa',
])

function leagueLabel(slug: string): string {
  return slug
    .split('_')
    .map((w) => (UPPER.has(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ')
}

/**
 * The hidden series after a legend click on `key`: shown again when it was hidden, hidden when it
 * was shown, in the order of `series` so the address stays canonical.
 */
export function toggledSeries<K extends string>(
  hidden: readonly K[],
  series: readonly SeriesInfo<K>[],
  key: string,
): K[] {
  const next = new Set<string>(hidden)
  if (next.has(key)) next.delete(key)
  else next.add(key)
  return series.map((s) => s.key).filter((k) => next.has(k))
}
