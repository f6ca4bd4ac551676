// Where and when local sport is played (docs/dataset.md "Plausibility"): each sport's season by
// hemisphere and country, the grounds it is played on, the races and open tournaments, and how
// far apart the two teams of a local league live. sports-local.ts generates from these tables;
// checks/ reads them back.

import type { VenueKind } from './venue-kinds'
import type { Zone } from './zones'
import { ALL_YEAR, BY_HEMISPHERE, hemispheric, months } from './zones'

/** Team sports a country's clubs play; elsewhere DEFAULT_SPORTS. */
export const SPORTS_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  US: ['baseball', 'ice-hockey', 'basketball', 'soccer', 'american-football'],
  CA: ['ice-hockey', 'soccer', 'basketball'],
  GB: ['soccer', 'rugby', 'cricket'],
  AU: ['australian-rules-football', 'cricket', 'rugby', 'soccer'],
  NZ: ['rugby', 'cricket'],
  IN: ['cricket', 'soccer'],
}
export const DEFAULT_SPORTS: readonly string[] = ['soccer', 'basketball', 'volleyball', 'handball']

/** Two clubs of one local league live at most this far apart. */
export const LOCAL_LEAGUE_KM = 800

export interface TeamSport {
  readonly venues: readonly VenueKind[]
  /** First match wins: country exceptions come before the hemispheres. */
  readonly zones: readonly Zone[]
}

const INDOOR_COURT: readonly VenueKind[] = ['arena', 'campus']
const FIELD: readonly VenueKind[] = ['stadium', 'park']

export const TEAM_SPORTS: Readonly<Record<string, TeamSport>> = {
  baseball: { venues: FIELD, zones: BY_HEMISPHERE('baseball', months('Apr', 'Sep')) },
  'ice-hockey': { venues: ['arena'], zones: BY_HEMISPHERE('hockey', months('Oct', 'Apr')) },
  basketball: {
    venues: INDOOR_COURT,
    zones: [{ name: 'basketball', areas: [{}], months: months('Sep', 'May') }],
  },
  soccer: {
    venues: FIELD,
    zones: [
      {
        name: 'North American season',
        areas: [{ countries: ['US', 'CA'] }],
        months: months('Mar', 'Nov'),
      },
      {
        name: 'Australian summer season',
        areas: [{ countries: ['AU'] }],
        months: months('Oct', 'May'),
      },
      {
        name: 'southern season',
        areas: [{ box: [-90, -180, 0, 180] }],
        months: months('Feb', 'Dec'),
      },
      { name: 'northern season', areas: [{}], months: months('Aug', 'May') },
    ],
  },
  'american-football': {
    venues: [...FIELD, 'campus'],
    zones: [{ name: 'fall', areas: [{}], months: months('Sep', 'Dec') }],
  },
  rugby: { venues: FIELD, zones: BY_HEMISPHERE('rugby', months('Sep', 'May')) },
  cricket: {
    venues: FIELD,
    zones: [
      { name: 'Indian season', areas: [{ countries: ['IN'] }], months: months('Oct', 'May') },
      ...BY_HEMISPHERE('cricket', months('Apr', 'Sep')),
    ],
  },
  'australian-rules-football': {
    venues: FIELD,
    zones: [{ name: 'footy season', areas: [{}], months: months('Mar', 'Sep') }],
  },
  volleyball: { venues: INDOOR_COURT, zones: BY_HEMISPHERE('volleyball', months('Sep', 'May')) },
  handball: { venues: INDOOR_COURT, zones: BY_HEMISPHERE('handball', months('Sep', 'May')) },
}

export interface RaceKind {
  readonly title: string
  readonly label: string
  readonly zones: readonly Zone[]
}

// Road races avoid the hottest and the coldest months; triathlons need warm water.
const RUNNING = hemispheric(
  'running season',
  [...months('Mar', 'Jun'), ...months('Sep', 'Nov')],
  months('Nov', 'Mar'),
)
export const RACE_VENUES: readonly VenueKind[] = ['park', 'stadium']
export const RACES: readonly RaceKind[] = [
  { title: 'Marathon', label: 'running', zones: RUNNING },
  { title: 'Half Marathon', label: 'running', zones: RUNNING },
  { title: '10K', label: 'running', zones: RUNNING },
  { title: 'Fun Run', label: 'running', zones: RUNNING },
  {
    title: 'Triathlon',
    label: 'triathlon',
    zones: hemispheric('open water', months('May', 'Sep'), ALL_YEAR),
  },
  {
    title: 'Cycling Classic',
    label: 'cycling',
    zones: hemispheric('road season', months('Mar', 'Oct'), ALL_YEAR),
  },
]

export interface TournamentKind {
  readonly sport: string
  /** The title after the city's name: "Denver Open". */
  readonly suffix: string
  readonly venues: readonly VenueKind[]
  readonly zones: readonly Zone[]
}

const OUTDOOR = hemispheric('outdoor season', months('Apr', 'Oct'), ALL_YEAR)
const INDOOR = hemispheric('all year', ALL_YEAR, ALL_YEAR)
export const TOURNAMENTS: readonly TournamentKind[] = [
  { sport: 'tennis', suffix: 'Open', venues: ['park', 'arena'], zones: OUTDOOR },
  { sport: 'golf', suffix: 'Golf Classic', venues: ['park'], zones: OUTDOOR },
  {
    sport: 'volleyball',
    suffix: 'Volleyball Championship',
    venues: INDOOR_COURT,
    zones: INDOOR,
  },
  {
    sport: 'esports',
    suffix: 'Esports Championship',
    venues: ['arena', 'convention'],
    zones: INDOOR,
  },
  {
    sport: 'chess',
    suffix: 'Chess Championship',
    venues: ['convention', 'hotel', 'hall'],
    zones: INDOOR,
  },
]
