// The sort orders the view offers (docs/api.md "Search events": sort). The API names relevance,
// start, country, predicted_end, local_rank and aviation_rank; rank and attendance are the ones
// analysts ask for most, from the contract's EVENT_SORT_FIELDS.
export const SORT_OPTIONS = [
  // The default (search-schema.ts): the events that matter most in the period first, the soonest
  // breaking ties, so that months-long low-rank events (academic terms, observances) that began
  // before the period do not fill the first page. The value stays `relevance` so shared links that
  // name it keep working; with search text the best matches come first.
  {
    value: 'relevance',
    label: 'Best match when searching, then highest rank, soonest first',
    api: 'relevance,-rank,start',
  },
  { value: 'start', label: 'Start, earliest first', api: 'start' },
  { value: '-start', label: 'Start, latest first', api: '-start' },
  { value: '-rank', label: 'Rank, highest first', api: '-rank' },
  { value: 'rank', label: 'Rank, lowest first', api: 'rank' },
  { value: '-local_rank', label: 'Local rank, highest first', api: '-local_rank' },
  { value: '-aviation_rank', label: 'Aviation rank, highest first', api: '-aviation_rank' },
  { value: '-svc_attendance', label: 'Attendance, largest first', api: '-svc_attendance' },
  { value: 'svc_attendance', label: 'Attendance, smallest first', api: 'svc_attendance' },
  { value: 'predicted_end', label: 'Predicted end, earliest first', api: 'predicted_end' },
  { value: 'country', label: 'Country, A to Z', api: 'country' },
  { value: 'title', label: 'Title, A to Z', api: 'title' },
] as const

export type SortValue = (typeof SORT_OPTIONS)[number]['value']

/**
 * The API `sort` of a choice, for a query with search text `q` or none (''). Relevance ranks
 * matches of the text (src/contract/query/events.ts `q`); without text it ranks nothing, so it
 * is left out and the request says the order it really gets.
 */
export function sortApiValue(value: SortValue, q: string): string {
  const option = SORT_OPTIONS.find((candidate) => candidate.value === value) ?? SORT_OPTIONS[0]
  if (q !== '') return option.api
  return option.api
    .split(',')
    .filter((key) => key !== 'relevance')
    .join(',')
}

export function isSortValue(value: unknown): value is SortValue {
  return SORT_OPTIONS.some((option) => option.value === value)
}
