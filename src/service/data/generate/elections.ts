// Which elections a country holds, and when (docs/dataset.md "Plausibility"): the US votes on
// the Tuesday after the first Monday of November (federal elections in even years, presidents
// every four), holds primaries in spring and summer and no national referendums; presidents are
// elected only where the people elect them, parliaments only where there is one. Each country
// holds at most one national election of a kind a year, each region one regional election.
import { DAY_MS } from '../../../utils/time'

export interface ElectionRule {
  /** Countries it applies to; absent = every country not matched by an earlier rule. */
  readonly countries?: readonly string[]
  /** 0-based months; empty = never. */
  readonly months: readonly number[]
  /** Held only in years divisible by this (US federal elections). */
  readonly every?: number
  /** On the US Election Day of its month rather than any day of it. */
  readonly electionDay?: boolean
}

export interface ElectionKind {
  readonly title: string
  readonly level: 'country' | 'region'
  /** A place holds at most one election of a group a year. */
  readonly group: 'national' | 'regional' | 'primary'
  /** First rule naming the country wins; a country no rule covers never holds it. */
  readonly rules: readonly ElectionRule[]
}

const ANY_MONTH = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
const NOVEMBER = [10]

/** Heads of state elected by the people. */
const PRESIDENTIAL = [
  'FR',
  'BR',
  'MX',
  'AR',
  'CL',
  'CO',
  'PE',
  'EC',
  'UY',
  'PY',
  'BO',
  'VE',
  'GT',
  'CR',
  'PA',
  'DO',
  'KR',
  'PH',
  'ID',
  'TW',
  'PL',
  'PT',
  'AT',
  'FI',
  'IE',
  'RO',
  'BG',
  'HR',
  'SK',
  'SI',
  'LT',
  'CZ',
  'TR',
  'UA',
  'NG',
  'KE',
  'GH',
  'SN',
  'CI',
  'TN',
  'EG',
  'DZ',
  'RU',
  'KZ',
  'IR',
  'LK',
]

/** Governments formed in parliament. */
const PARLIAMENTARY = [
  'GB',
  'CA',
  'AU',
  'NZ',
  'IN',
  'JP',
  'DE',
  'IT',
  'ES',
  'NL',
  'BE',
  'SE',
  'NO',
  'DK',
  'IE',
  'AT',
  'PT',
  'GR',
  'CZ',
  'HU',
  'PL',
  'FI',
  'IS',
  'EE',
  'LV',
  'SK',
  'SI',
  'HR',
  'IL',
  'MY',
  'SG',
  'TH',
  'PK',
  'BD',
  'NP',
  'ZA',
  'JM',
  'TT',
  'TR',
  'KR',
  'LK',
]

/** Countries whose first-level divisions are provinces, and those whose are states. */
const PROVINCES = ['CA', 'AR', 'ZA', 'NL', 'PH', 'PK', 'BE']
const STATES = ['DE', 'AU', 'AT', 'IN', 'MY', 'MX', 'NG']

export const NATIONAL_ELECTIONS: readonly ElectionKind[] = [
  {
    title: 'General Election',
    level: 'country',
    group: 'national',
    rules: [
      { countries: ['US'], months: NOVEMBER, every: 2, electionDay: true },
      { months: ANY_MONTH },
    ],
  },
  {
    title: 'Presidential Election',
    level: 'country',
    group: 'national',
    rules: [
      { countries: ['US'], months: NOVEMBER, every: 4, electionDay: true },
      { countries: PRESIDENTIAL, months: ANY_MONTH },
    ],
  },
  {
    title: 'Parliamentary Election',
    level: 'country',
    group: 'national',
    rules: [{ countries: PARLIAMENTARY, months: ANY_MONTH }],
  },
  {
    title: 'National Referendum',
    level: 'country',
    group: 'national',
    rules: [{ countries: ['US'], months: [] }, { months: ANY_MONTH }],
  },
]

export const REGIONAL_ELECTIONS: readonly ElectionKind[] = [
  {
    title: 'Gubernatorial Election',
    level: 'region',
    group: 'regional',
    rules: [{ countries: ['US'], months: NOVEMBER, electionDay: true }],
  },
  {
    title: 'State Primary Election',
    level: 'region',
    group: 'primary',
    rules: [{ countries: ['US'], months: [2, 3, 4, 5, 6, 7, 8] }],
  },
  {
    title: 'Provincial Election',
    level: 'region',
    group: 'regional',
    rules: [{ countries: PROVINCES, months: ANY_MONTH }],
  },
  {
    title: 'State Election',
    level: 'region',
    group: 'regional',
    rules: [{ countries: STATES, months: ANY_MONTH }],
  },
  {
    title: 'Regional Election',
    level: 'region',
    group: 'regional',
    rules: [{ countries: ['US', ...PROVINCES, ...STATES], months: [] }, { months: ANY_MONTH }],
  },
]

/** The rule of a kind for a country in a year: undefined when it holds no such election then. */
export function electionRule(
  kind: ElectionKind,
  country: string | null,
  year: number,
): ElectionRule | undefined {
  const rule = kind.rules.find(
    (r) => !r.countries || (country !== null && r.countries.includes(country)),
  )
  if (!rule || rule.months.length === 0) return undefined
  if (rule.every !== undefined && year % rule.every !== 0) return undefined
  return rule
}

/** The US Election Day: the Tuesday after the first Monday of the month (00:00, UTC reading). */
export function electionDay(year: number, month: number): number {
  const first = Date.UTC(year, month, 1)
  const toMonday = (8 - new Date(first).getUTCDay()) % 7
  return first + (toMonday + 1) * DAY_MS
}
