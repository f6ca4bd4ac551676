// Random datasets over the real gazetteer for property tests: events at cities, regions and
// countries (zoned and floating times, multi-day and long events, every state, nulls in every
// nullable column) and broadcasts of sports events in US counties.

import type { Gazetteer, PlaceRecord } from '../../service/data/gazetteer/types'
import type { Dataset } from '../../service/data/tables'
import { createRng, type Rng } from '../../service/data/random'
import { ATTENDED_CATEGORIES, EVENT_CATEGORIES } from '../../contract/enums'
import type { TestBroadcast, TestEvent, TestVenue } from './table-builder'
import { buildTestDataset } from './table-builder'
import { DAY_MS, HOUR_MS } from '../../utils/time'

const WORDS = [
  'Jazz',
  'Café',
  'Beyoncé',
  'Summit',
  'Marathon',
  'Festival',
  'Expo',
  'Night',
  'Open',
  'Cup',
  'Tour',
  'Live',
  'Zürich',
  'Gala',
]
const LABELS = [
  'music',
  'sport',
  'basketball',
  'holiday',
  'outdoor',
  'family',
  'business',
  'nba',
  'weather',
]
const LEAGUES = ['basketball_nba', 'soccer_mls', 'golf_masters', 'baseball_mlb', 'ice_hockey_nhl']
const ATTENDED: readonly string[] = ATTENDED_CATEGORIES

function maybe<T>(rng: Rng, p: number, f: () => T): T | undefined {
  return rng.chance(p) ? f() : undefined
}

function randomEvent(
  rng: Rng,
  i: number,
  now: number,
  cities: readonly PlaceRecord[],
  broad: readonly PlaceRecord[],
  venues: readonly TestVenue[],
): TestEvent {
  const category = rng.pick(EVENT_CATEGORIES)
  const attended = ATTENDED.includes(category)
  const wide = !attended && rng.chance(0.6)
  const place = wide ? rng.pick(broad) : rng.pick(cities)
  const venue = attended ? rng.pick(venues) : undefined
  const lon = venue ? venue.lon : place.lon + (wide ? 0 : (rng.next() - 0.5) * 0.4)
  const lat = venue ? venue.lat : place.lat + (wide ? 0 : (rng.next() - 0.5) * 0.4)
  // Whole hours with frequent ties, so tie-breaks by id get exercised.
  const start = now + (rng.int(400) - 200) * DAY_MS + rng.int(24) * HOUR_MS
  const days = rng.chance(0.8) ? 0 : rng.chance(0.8) ? rng.int(5) : rng.int(120)
  const end = start + days * DAY_MS + rng.int(6) * HOUR_MS
  const state = rng.pick(['active', 'active', 'active', 'deleted', 'predicted'] as const)
  const deletedReason =
    state === 'deleted' ? rng.pick(['cancelled', 'duplicate', 'postponed'] as const) : undefined
  const rank = rng.int(101)
  return {
    id: `e${rng.token(6)}${i}`,
    title: `${rng.pick(WORDS)} ${rng.pick(WORDS)} ${place.name}`,
    category,
    start,
    end,
    predictedEnd: maybe(rng, 0.3, () => end + rng.int(48) * HOUR_MS),
    updated: now - rng.int(300) * DAY_MS,
    firstSeen: maybe(rng, 0.8, () => now - rng.int(400) * DAY_MS),
    stateChanged:
      deletedReason && deletedReason !== 'duplicate'
        ? maybe(rng, 0.8, () => now - rng.int(100) * DAY_MS)
        : undefined,
    timezone: wide && rng.chance(0.5) ? null : place.timezone,
    lon,
    lat,
    rank,
    localRank: maybe(rng, attended ? 0.9 : 0.1, () => rng.int(101)),
    aviationRank: maybe(rng, 0.5, () => rng.int(101)),
    // School holidays and academic events hold a figure for their features but show none
    // (service/engine/shown-attendance.ts), as the generator's do.
    attendance:
      attended || category === 'school-holidays' || category === 'academic'
        ? rng.between(10, 80_000)
        : undefined,
    state,
    deletedReason,
    brandUnsafe: rng.chance(0.05),
    country: place.countryAlpha2 ?? '',
    place: venue ? venue.placeId : place.id,
    scope: wide ? place.type : 'locality',
    venue,
    entities: rng.chance(0.5)
      ? [{ id: `ent${rng.int(30)}`, name: `${rng.pick(WORDS)} Group`, type: 'event-group' }]
      : [],
    labels: [...new Set([rng.pick(LABELS), ...(rng.chance(0.5) ? [rng.pick(LABELS)] : [])])],
  }
}

export function randomDataset(
  gaz: Gazetteer,
  count: number,
  seed = 7,
  now = Date.UTC(2026, 0, 15),
): Dataset {
  const rng = createRng(seed, 'engine-test')
  const cities = gaz.ofType('locality').filter((p) => p.population > 300_000 && p.timezone !== null)
  const us = cities.filter((p) => p.countryAlpha2 === 'US')
  const pool = [...cities.slice(0, 200), ...us.slice(0, 100)]
  const broad = [
    ...gaz.ofType('country').slice(0, 40),
    ...gaz.ofType('region').slice(0, 200),
    ...gaz.ofType('county').slice(0, 100),
  ].filter((p) => p.timezone !== null)
  const venues: TestVenue[] = pool.slice(0, 120).map((c, i) => ({
    entityId: `ven${i}`,
    name: `${c.name} Arena`,
    address: `1 Main St, ${c.name}`,
    placeId: c.id,
    lon: c.lon + (rng.next() - 0.5) * 0.1,
    lat: c.lat + (rng.next() - 0.5) * 0.1,
    placekey: i % 5 === 0 ? '' : `${String(i).padStart(3, '0')}@5vg-${i % 7}`,
  }))
  const made = Array.from({ length: count }, (_, i) =>
    randomEvent(rng, i, now, pool, broad, venues),
  )
  // One event in ten is the child of an earlier umbrella event.
  const events = made.map((e, i) =>
    i > 0 && rng.chance(0.1) ? { ...e, parent: made[rng.int(i)]?.id } : e,
  )
  const counties = gaz.ofType('county').slice(0, 40)
  const sports = events.filter((e) => e.category === 'sports')
  const broadcasts: TestBroadcast[] = sports.flatMap((e, i) =>
    Array.from({ length: rng.int(4) }, (_, j) => ({
      id: `b${rng.token(5)}${i}-${j}`,
      eventId: e.id,
      county: rng.pick(counties).id,
      start: e.start,
      updated: e.updated,
      firstSeen: e.updated - rng.int(30) * DAY_MS,
      viewership: rng.chance(0.9) ? rng.int(50_000) : undefined,
      recordStatus: rng.pick(['active', 'active', 'deleted', 'duplicate'] as const),
      broadcastStatus: rng.pick(['scheduled', 'predicted', 'cancelled'] as const),
      league: rng.pick(LEAGUES),
    })),
  )
  return buildTestDataset(events, broadcasts, now, seed)
}
