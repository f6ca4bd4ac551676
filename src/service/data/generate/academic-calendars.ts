// University calendars by country (docs/dataset.md "Plausibility"): an American university breaks
// for Thanksgiving, a British one has Easter vacation, a Japanese year starts in April and a
// southern one in February. academic.ts generates from these tables; checks/ reads them back.

import type { PlaceRecord } from '../gazetteer/types'

export const ACADEMIC_KINDS = ['session', 'exam', 'holiday', 'graduation', 'social'] as const

export interface TermEvent {
  readonly title: string
  readonly kind: (typeof ACADEMIC_KINDS)[number]
  /** Month (0-based, counted from January of the year the academic year starts in; 12 and up fall in the next year) and day. */
  readonly month: number
  readonly day: number
  readonly days: number
}

/** How far a term's first day moves from its table date, either way. */
export const TERM_JITTER_DAYS = 3

type Row = readonly [string, TermEvent['kind'], number, number, number]
const terms = (rows: readonly Row[]): readonly TermEvent[] =>
  rows.map(([title, kind, month, day, days]) => ({ title, kind, month, day, days }))

const AMERICAN = terms([
  ['Orientation Week', 'social', 8, 1, 6],
  ['Fall Semester', 'session', 8, 7, 100],
  ['Homecoming', 'social', 9, 10, 2],
  ['Thanksgiving Break', 'holiday', 10, 24, 5],
  ['Fall Final Exams', 'exam', 11, 8, 10],
  ['Winter Break', 'holiday', 11, 19, 24],
  ['Spring Semester', 'session', 13, 13, 110],
  ['Spring Break', 'holiday', 14, 9, 7],
  ['Spring Final Exams', 'exam', 16, 1, 11],
  ['Commencement Ceremony', 'graduation', 16, 14, 1],
])

const CANADIAN = terms([
  ['Orientation Week', 'social', 8, 1, 6],
  ['Fall Term', 'session', 8, 6, 95],
  ['Homecoming', 'social', 9, 1, 2],
  ['Fall Final Exams', 'exam', 11, 8, 14],
  ['Winter Break', 'holiday', 11, 22, 14],
  ['Winter Term', 'session', 12, 6, 105],
  ['Reading Week', 'holiday', 13, 17, 7],
  ['Winter Final Exams', 'exam', 15, 10, 14],
  ['Convocation Ceremony', 'graduation', 17, 10, 1],
])

const BRITISH = terms([
  ["Freshers' Week", 'social', 8, 20, 6],
  ['Autumn Term', 'session', 8, 27, 80],
  ['Christmas Vacation', 'holiday', 11, 14, 24],
  ['Spring Term', 'session', 12, 10, 75],
  ['Easter Vacation', 'holiday', 14, 25, 21],
  ['Summer Term', 'session', 15, 20, 60],
  ['Summer Examinations', 'exam', 16, 12, 21],
  ['Graduation Ceremony', 'graduation', 18, 12, 1],
])

const CONTINENTAL = terms([
  ['Welcome Days', 'social', 9, 7, 5],
  ['Winter Semester', 'session', 9, 14, 120],
  ['Winter Break', 'holiday', 11, 21, 14],
  ['Winter Semester Exams', 'exam', 13, 1, 14],
  ['Semester Break', 'holiday', 13, 15, 55],
  ['Summer Semester', 'session', 15, 14, 100],
  ['Summer Semester Exams', 'exam', 18, 13, 14],
  ['Graduation Ceremony', 'graduation', 18, 20, 1],
])

/** Latin America north of the Tropic of Capricorn: semesters from January and August. */
const LATIN_AMERICAN = terms([
  ['Spring Semester', 'session', 0, 13, 115],
  ['Spring Break', 'holiday', 3, 1, 7],
  ['Spring Final Exams', 'exam', 4, 12, 12],
  ['Summer Break', 'holiday', 5, 1, 60],
  ['Welcome Week', 'social', 7, 4, 5],
  ['Fall Semester', 'session', 7, 11, 115],
  ['Fall Final Exams', 'exam', 11, 1, 12],
  ['Graduation Ceremony', 'graduation', 11, 12, 1],
  ['Christmas Break', 'holiday', 11, 18, 24],
])

/** The southern hemisphere's academic year is the calendar year. */
const SOUTHERN = terms([
  ['Orientation Week', 'social', 1, 20, 5],
  ['Semester 1', 'session', 1, 26, 105],
  ['Mid-Semester Break', 'holiday', 3, 14, 7],
  ['Semester 1 Exams', 'exam', 5, 8, 14],
  ['Mid-Year Break', 'holiday', 5, 24, 21],
  ['Semester 2', 'session', 6, 20, 105],
  ['Semester 2 Exams', 'exam', 10, 1, 14],
  ['Summer Break', 'holiday', 10, 20, 95],
  ['Graduation Ceremony', 'graduation', 11, 10, 1],
])

const JAPANESE = terms([
  ['Entrance Ceremony', 'social', 3, 3, 1],
  ['Spring Semester', 'session', 3, 8, 110],
  ['Spring Semester Exams', 'exam', 6, 20, 14],
  ['Summer Break', 'holiday', 7, 5, 50],
  ['Fall Semester', 'session', 8, 24, 120],
  ['School Festival', 'social', 10, 1, 3],
  ['Winter Break', 'holiday', 11, 25, 12],
  ['Fall Semester Exams', 'exam', 12, 20, 14],
  ['Graduation Ceremony', 'graduation', 14, 20, 1],
])

const KOREAN = terms([
  ['Spring Semester', 'session', 2, 2, 110],
  ['University Festival', 'social', 4, 15, 3],
  ['Spring Semester Exams', 'exam', 5, 10, 10],
  ['Summer Vacation', 'holiday', 5, 22, 65],
  ['Fall Semester', 'session', 8, 1, 110],
  ['Fall Semester Exams', 'exam', 11, 10, 10],
  ['Winter Vacation', 'holiday', 11, 21, 70],
  ['Commencement Ceremony', 'graduation', 13, 20, 1],
])

const CHINESE = terms([
  ['Freshman Welcome', 'social', 8, 1, 3],
  ['Autumn Semester', 'session', 8, 1, 130],
  ['Autumn Semester Exams', 'exam', 12, 5, 14],
  ['Winter Vacation', 'holiday', 12, 18, 35],
  ['Spring Semester', 'session', 13, 24, 125],
  ['Graduation Ceremony', 'graduation', 17, 20, 1],
  ['Spring Semester Exams', 'exam', 18, 1, 12],
])

const INDIAN = terms([
  ['Odd Semester', 'session', 6, 15, 140],
  ['Odd Semester Exams', 'exam', 10, 25, 20],
  ['Winter Break', 'holiday', 11, 20, 12],
  ['Even Semester', 'session', 12, 5, 120],
  ['Cultural Fest', 'social', 13, 10, 3],
  ['Convocation Ceremony', 'graduation', 14, 15, 1],
  ['Even Semester Exams', 'exam', 16, 1, 20],
  ['Summer Vacation', 'holiday', 16, 25, 45],
])

export interface AcademicCalendar {
  readonly name: string
  readonly terms: readonly TermEvent[]
}

const CALENDARS_BY_COUNTRY: Readonly<Record<string, AcademicCalendar>> = {
  US: { name: 'American', terms: AMERICAN },
  CA: { name: 'Canadian', terms: CANADIAN },
  GB: { name: 'British', terms: BRITISH },
  IE: { name: 'British', terms: BRITISH },
  JP: { name: 'Japanese', terms: JAPANESE },
  KR: { name: 'Korean', terms: KOREAN },
  CN: { name: 'Chinese', terms: CHINESE },
  IN: { name: 'Indian', terms: INDIAN },
  BD: { name: 'Indian', terms: INDIAN },
  NP: { name: 'Indian', terms: INDIAN },
  ...Object.fromEntries(
    ['MX', 'GT', 'SV', 'HN', 'NI', 'CR', 'PA', 'CO', 'VE', 'DO', 'CU', 'EC', 'PE'].map((c) => [
      c,
      { name: 'Latin American', terms: LATIN_AMERICAN },
    ]),
  ),
}

/** The calendar a university keeps: its country's, else by hemisphere. */
export function academicCalendar(city: PlaceRecord): AcademicCalendar {
  const known = CALENDARS_BY_COUNTRY[city.countryAlpha2 ?? '']
  if (known) return known
  return city.lat < 0
    ? { name: 'Southern', terms: SOUTHERN }
    : { name: 'Continental', terms: CONTINENTAL }
}

/** Names a university in this city can have ("State University" is an American form). */
export function universityNames(city: PlaceRecord): readonly string[] {
  const region = city.regionName ?? city.name
  const names = [`University of ${city.name}`, `${region} Institute of Technology`]
  if (city.countryAlpha2 === 'US')
    names.push(`${city.name} State University`, `${city.name} College`)
  else names.push(`${city.name} University`)
  return names
}
