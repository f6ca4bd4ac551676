// Enumerations of the Event Intelligence API (docs/api.md "Resources and their fields",
// "Endpoints").
// The rest of the product imports these arrays so a value list lives in exactly one place.

/** Event categories: the 18 values of docs/api.md "Event" `category`. */
export const EVENT_CATEGORIES = [
  'academic',
  'airport-delays',
  'community',
  'concerts',
  'conferences',
  'daylight-savings',
  'disasters',
  'expos',
  'festivals',
  'health-warnings',
  'observances',
  'performing-arts',
  'politics',
  'public-holidays',
  'school-holidays',
  'severe-weather',
  'sports',
  'terror',
] as const
export type EventCategory = (typeof EVENT_CATEGORIES)[number]

/** Categories with predicted attendance (docs/api.md "Event": `svc_attendance`). */
export const ATTENDED_CATEGORIES = [
  'community',
  'concerts',
  'conferences',
  'expos',
  'festivals',
  'performing-arts',
  'sports',
] as const satisfies readonly EventCategory[]

export const EVENT_STATES = ['active', 'deleted', 'predicted'] as const
export type EventState = (typeof EVENT_STATES)[number]

export const DELETED_REASONS = ['cancelled', 'duplicate', 'postponed'] as const
export type DeletedReason = (typeof DELETED_REASONS)[number]

/** Rank levels 1..5 (docs/architecture.md: 1 = 0-20, 2 = 21-40, 3 = 41-60, 4 = 61-80, 5 = 81-100). */
export const RANK_LEVELS = [1, 2, 3, 4, 5] as const
export type RankLevel = (typeof RANK_LEVELS)[number]

/** The integer ranks of each level, lowest and highest: the one definition of the bands. */
export const RANK_LEVEL_BANDS: Readonly<Record<RankLevel, readonly [number, number]>> = {
  1: [0, 20],
  2: [21, 40],
  3: [41, 60],
  4: [61, 80],
  5: [81, 100],
}

/** The level of a rank: the first band whose top it does not pass (a rank over 100 is level 5). */
function levelByBands(rank: number): RankLevel {
  for (const level of RANK_LEVELS) if (rank <= RANK_LEVEL_BANDS[level][1]) return level
  return 5
}

/** Each integer rank's level, from the bands: aggregates ask it for every matched row. */
const LEVEL_OF_RANK = Uint8Array.from({ length: 101 }, (_, rank) => levelByBands(rank))

export function rankLevel(rank: number): RankLevel {
  // A typed array has no element at a fraction or out of range: those take the bands.
  const level = LEVEL_OF_RANK[rank]
  return level === undefined ? levelByBands(rank) : (level as RankLevel)
}

/** `0–20`: a level's band as text. */
export const rankBandText = (level: RankLevel): string => RANK_LEVEL_BANDS[level].join('–')

export const BROADCAST_RECORD_STATUSES = ['active', 'deleted', 'duplicate'] as const
export type BroadcastRecordStatus = (typeof BROADCAST_RECORD_STATUSES)[number]

export const BROADCAST_STATUSES = ['scheduled', 'predicted', 'cancelled'] as const
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number]

/** Place types of the places endpoint, broadest last (docs/api.md "Place"). */
export const PLACE_TYPES = [
  'neighbourhood',
  'locality',
  'localadmin',
  'county',
  'region',
  'country',
  'continent',
  'planet',
] as const
export type PlaceType = (typeof PLACE_TYPES)[number]

/**
 * Extra values of the places `type` filter (docs/api.md "Places"): `local` = neighbourhood,
 * locality, localadmin.
 */
export const PLACE_TYPE_SYNONYMS = ['local', 'metro', 'major'] as const
export const PLACE_TYPE_FILTERS = [...PLACE_TYPES, ...PLACE_TYPE_SYNONYMS] as const

/** Broadcasts are located at counties or county-equivalents (docs/api.md "Broadcast"). */
export const BROADCAST_PLACE_TYPES = ['admin:city:major', 'locality', 'county'] as const

export const RADIUS_UNITS = ['m', 'km', 'ft', 'mi'] as const
export type RadiusUnit = (typeof RADIUS_UNITS)[number]

/**
 * Meters per unit, used to normalise radii (`within`, features geo radius, demand surge, saved
 * locations). The one definition: the contract, the service and the map all convert through it.
 */
export const METERS_PER_UNIT: Readonly<Record<RadiusUnit, number>> = {
  m: 1,
  km: 1000,
  ft: 0.3048,
  mi: 1609.344,
}

export const toMeters = (value: number, unit: RadiusUnit): number => value * METERS_PER_UNIT[unit]

/** `meters` in `unit`, unrounded (components/map/within.ts rounds as the grammar allows). */
export const metersIn = (meters: number, unit: RadiusUnit): number => meters / METERS_PER_UNIT[unit]

/** Suggested radius `industry` parameter values (default `other`). */
export const INDUSTRIES = ['parking', 'restaurants', 'retail', 'accommodation', 'other'] as const
export type Industry = (typeof INDUSTRIES)[number]

export const SUBSCRIPTION_VALID_TYPES = [
  'events',
  'broadcasts',
  'notifications',
  'features_api',
] as const
export const SAVED_LOCATION_STATUSES = ['pending', 'active'] as const

/** Summary insight date ranges; only `next_90d` is known (docs/api.md "Saved location"). */
export const DATE_RANGE_TYPES = ['next_90d'] as const
export const SUMMARY_INSIGHT_KEYS = [
  'svc_attendance_sum',
  'attended_event_count',
  'non_attended_event_count',
  'unscheduled_event_count',
] as const

/** Impact pattern verticals and positions (docs/architecture.md, impact_patterns). */
export const IMPACT_VERTICALS = ['accommodation', 'retail', 'hospitality'] as const
export const IMPACT_POSITIONS = ['leading', 'event_day', 'lagging'] as const

/** Demand surge `min_surge_intensity`: 1, 2, 3, 4 standard deviations (docs/architecture.md). */
export const SURGE_INTENSITIES = ['s', 'm', 'l', 'xl'] as const
export type SurgeIntensity = (typeof SURGE_INTENSITIES)[number]
export const SURGE_INTENSITY_SIGMAS: Readonly<Record<SurgeIntensity, number>> = {
  s: 1,
  m: 2,
  l: 3,
  xl: 4,
}

export const ATTENDANCE_FEATURES = [
  'svc_attendance_community',
  'svc_attendance_concerts',
  'svc_attendance_conferences',
  'svc_attendance_expos',
  'svc_attendance_festivals',
  'svc_attendance_performing_arts',
  'svc_attendance_school_holidays',
  'svc_attendance_sports',
  'svc_attendance_academic_graduation',
  'svc_attendance_academic_social',
] as const
export type AttendanceFeature = (typeof ATTENDANCE_FEATURES)[number]

export const RANK_FEATURES = [
  'svc_rank_daylight_savings',
  'svc_rank_health_warnings',
  'svc_rank_observances',
  'svc_rank_public_holidays',
  'svc_rank_school_holidays',
  'svc_rank_politics',
  'svc_rank_academic_session',
  'svc_rank_academic_exam',
  'svc_rank_academic_holiday',
] as const
export type RankFeature = (typeof RANK_FEATURES)[number]

const VIEWERSHIP_SUFFIXES = [
  '',
  '_american_football',
  '_american_football_ncaa_men',
  '_american_football_nfl',
  '_auto_racing',
  '_auto_racing_indy_car',
  '_auto_racing_nascar',
  '_baseball',
  '_baseball_mlb',
  '_baseball_ncaa_men',
  '_basketball',
  '_basketball_nba',
  '_basketball_ncaa_men',
  '_basketball_ncaa_women',
  '_boxing',
  '_golf',
  '_golf_masters',
  '_golf_pga_championship',
  '_golf_pga_tour',
  '_golf_us_open',
  '_horse_racing',
  '_horse_racing_belmont_stakes',
  '_horse_racing_kentucky_derby',
  '_horse_racing_preakness_stakes',
  '_ice_hockey',
  '_ice_hockey_nhl',
  '_mma',
  '_mma_ufc',
  '_soccer',
  '_soccer_concacaf_champions_league',
  '_soccer_concacaf_gold_cup',
  '_soccer_copa_america_men',
  '_soccer_fifa_world_cup_women',
  '_soccer_fifa_world_cup_men',
  '_soccer_mls',
  '_soccer_uefa_champions_league_men',
  '_softball',
  '_softball_ncaa_women',
  '_tennis',
  '_tennis_us_open',
  '_tennis_wimbledon',
] as const
/** The 41 viewership feature keys (docs/api.md "Features"), all under `svc_viewership_sports`. */
export const VIEWERSHIP_FEATURES = VIEWERSHIP_SUFFIXES.map(
  (suffix) => `svc_viewership_sports${suffix}` as const,
)
export type ViewershipFeature = (typeof VIEWERSHIP_FEATURES)[number]

/** Stats of attendance/viewership features; `count` and `sum` are the defaults (docs/api.md
 * "Features"). */
export const FEATURE_STATS = ['count', 'sum', 'min', 'max', 'avg', 'median', 'std_dev'] as const
export type FeatureStat = (typeof FEATURE_STATS)[number]
export const DEFAULT_FEATURE_STATS = ['count', 'sum'] as const satisfies readonly FeatureStat[]

/**
 * Events `sort` fields (docs/api.md "Search events"). The API names relevance, start, country,
 * predicted_end, local_rank and aviation_rank and leaves the complete list open; the others are
 * the event fields the upstream documentation sorts on.
 */
export const EVENT_SORT_FIELDS = [
  'relevance',
  'start',
  'end',
  'country',
  'predicted_end',
  'rank',
  'local_rank',
  'aviation_rank',
  'svc_attendance',
  'updated',
  'first_seen',
  'id',
  'title',
  'category',
  'duration',
] as const

export const BROADCAST_SORT_FIELDS = ['start', 'svc_viewership', 'updated', 'first_seen'] as const

/**
 * Saved locations `sort`: plain fields plus `<date_range_type>.<insight key>` (docs/api.md "Saved
 * locations (beta)").
 */
export const SAVED_LOCATION_SORT_FIELDS = [
  'created',
  'updated',
  'name',
  'address',
  'location_code',
  ...DATE_RANGE_TYPES.flatMap((range) =>
    SUMMARY_INSIGHT_KEYS.map((key) => `${range}.${key}` as const),
  ),
] as const
export type SavedLocationSortField = (typeof SAVED_LOCATION_SORT_FIELDS)[number]

/**
 * Components of the events `relevance` parameter (docs/api.md "Search events"). The API does not
 * list them; these are the parameter components it names (q, the *_around params) and the
 * rank-like fields.
 */
export const RELEVANCE_COMPONENTS = [
  'q',
  'start_around',
  'end_around',
  'location_around',
  'rank',
  'local_rank',
  'aviation_rank',
  'svc_attendance',
] as const
export type RelevanceComponent = (typeof RELEVANCE_COMPONENTS)[number]

export const PARENT_INCLUDE_VALUES = ['true', 'false', 'only'] as const
