// The kinds of venue a city can have, for the venue generator and the names it gives them.
export const VENUE_KINDS = [
  'arena',
  'stadium',
  'theatre',
  'club',
  'convention',
  'park',
  'hotel',
  'community',
  'hall',
  'campus',
] as const
export type VenueKind = (typeof VENUE_KINDS)[number]
