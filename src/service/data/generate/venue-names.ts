// Venue names and postal addresses that read like real ones.

import type { PlaceRecord } from '../gazetteer/types'
import type { Rng } from '../random'
import {
  ADJECTIVES,
  PARK_NAMES,
  SINGULAR_NOUNS,
  SPONSORS,
  STREETS,
  SURNAMES,
  US_STATE_CODES,
} from './words'
import type { VenueKind } from './venue-kinds'
import { zipCode } from './us-zip'

const AMERICAN_SPELLING = new Set(['US', 'CA', 'PH'])

export function venueName(kind: VenueKind, city: PlaceRecord, rng: Rng): string {
  const us = AMERICAN_SPELLING.has(city.countryAlpha2 ?? '')
  const centre = us ? 'Center' : 'Centre'
  const theatre = us && rng.chance(0.5) ? 'Theater' : 'Theatre'
  const c = city.name
  switch (kind) {
    case 'arena':
      return rng.pick([
        `${c} Arena`,
        `${rng.pick(SPONSORS)} Arena`,
        `${rng.pick(SPONSORS)} ${centre}`,
        `${c} Coliseum`,
      ])
    case 'stadium':
      return rng.pick([
        `${c} Stadium`,
        'Memorial Stadium',
        `${rng.pick(SURNAMES)} Field`,
        `${rng.pick(SPONSORS)} Stadium`,
      ])
    case 'theatre':
      return rng.pick([
        `${rng.pick(['Orpheum', 'Majestic', 'Palace', 'Paramount', 'Lyric', 'Apollo', 'Royal'])} ${theatre}`,
        `${rng.pick(SURNAMES)} ${theatre}`,
        `${c} Playhouse`,
      ])
    case 'club':
      return rng.pick([
        `The ${rng.pick(ADJECTIVES)} ${rng.pick(SINGULAR_NOUNS)}`,
        `The ${rng.pick(SINGULAR_NOUNS)}`,
        `${rng.pick(ADJECTIVES)} ${rng.pick(SINGULAR_NOUNS)} Bar`,
      ])
    case 'convention':
      return rng.pick([
        `${c} Convention ${centre}`,
        `${c} Expo ${centre}`,
        `${c} Exhibition ${centre}`,
      ])
    case 'park':
      return rng.pick([
        `${rng.pick(PARK_NAMES)} Park`,
        `${c} Fairgrounds`,
        `${rng.pick(SURNAMES)} Park`,
      ])
    case 'hotel':
      return rng.pick([
        `Grand ${c} Hotel`,
        `Hotel ${rng.pick(SURNAMES)}`,
        `The ${c} Hotel & Conference ${centre}`,
      ])
    case 'community':
      return rng.pick([
        `${c} Community ${centre}`,
        `${c} Public Library`,
        `${c} Civic ${centre}`,
        `St. ${rng.pick(['Mary', 'John', 'Paul', 'Andrew'])}'s Church Hall`,
      ])
    case 'hall':
      return rng.pick([
        `${c} Symphony Hall`,
        `${rng.pick(SURNAMES)} Concert Hall`,
        `${c} Music Hall`,
      ])
    case 'campus':
      return rng.pick([`University of ${c} Campus`, `${c} College`, `${c} State University`])
  }
}

/** "<n> <street>, <city>, <region> <postcode?>, <country>". */
export function formatAddress(city: PlaceRecord, regionName: string | null, rng: Rng): string {
  const country = city.countryAlpha2 ?? ''
  const number = rng.between(1, 2999)
  const street = rng.pick(STREETS)
  let region = regionName ?? ''
  let postcode = ''
  if (country === 'US') {
    region = US_STATE_CODES[region] ?? region
    postcode = zipCode(region, rng)
  } else if (['DE', 'FR', 'ES', 'IT', 'MX', 'FI'].includes(country)) {
    postcode = String(rng.between(1000, 99999)).padStart(5, '0')
  } else if (country === 'AU') {
    postcode = String(rng.between(800, 7999)).padStart(4, '0')
  }
  const tail = [region, postcode].filter((s) => s !== '').join(' ')
  return [`${number} ${street}`, city.name, tail, city.countryName ?? country]
    .filter((s) => s !== '')
    .join(', ')
}
