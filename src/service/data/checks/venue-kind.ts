// The kind of a venue read from its name: the dataset's venue table keeps names, not kinds, and
// generate/venue-names.ts names each kind in its own words ("... Convention Center", "... Arena",
// "The ... Lounge"). Checked against the generator's own kinds in plausibility.test.ts.

import type { VenueKind } from '../generate/venue-kinds'

/** Tried in order: the more specific endings first ("Civic Center" before a sponsor's "Center"). */
const ENDINGS: readonly (readonly [RegExp, VenueKind])[] = [
  [/ (Convention|Expo|Exhibition) Cent(er|re)$/, 'convention'],
  [/ Hotel$|^Hotel | Hotel & Conference Cent(er|re)$/, 'hotel'],
  [/ (Community|Civic) Cent(er|re)$| Public Library$| Church Hall$/, 'community'],
  [/ (Symphony|Concert|Music) Hall$/, 'hall'],
  [/ Campus$| College$| State University$/, 'campus'],
  [/ Theat(re|er)$| Playhouse$/, 'theatre'],
  [/ Stadium$| Field$/, 'stadium'],
  [/ Arena$| Coliseum$| Cent(er|re)$/, 'arena'],
  [/ Park$| Fairgrounds$/, 'park'],
  [/^The | Bar$/, 'club'],
]

export function venueKindOfName(name: string): VenueKind | undefined {
  for (const [pattern, kind] of ENDINGS) if (pattern.test(name)) return kind
  return undefined
}
