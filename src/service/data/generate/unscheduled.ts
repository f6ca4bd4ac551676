// Unscheduled events (severe weather, disasters, health warnings, terror, airport delays): they
// are first seen just after they start, and apply to counties, regions or countries rather than
// venues (docs/architecture.md).

import type { EventCategory } from '../../../contract/enums'
import { HOUR, MINUTE } from '../clock'
import type { PlaceRecord, PlaceType } from '../gazetteer/types'
import type { Rng } from '../random'
import { addAreaEvent } from './area-event'
import type { GenContext } from './context'

interface Kind {
  readonly title: string
  readonly label: string
  readonly scope: readonly PlaceType[]
  readonly hours: readonly [number, number]
  readonly rank: number
}

const KINDS: Partial<Record<EventCategory, readonly Kind[]>> = {
  'severe-weather': [
    {
      title: 'Severe Thunderstorm Warning',
      label: 'thunderstorm',
      scope: ['county', 'region'],
      hours: [2, 12],
      rank: 48,
    },
    {
      title: 'Winter Storm Warning',
      label: 'snow',
      scope: ['county', 'region'],
      hours: [12, 48],
      rank: 58,
    },
    {
      title: 'Heat Advisory',
      label: 'heat-wave',
      scope: ['county', 'region'],
      hours: [24, 96],
      rank: 52,
    },
    {
      title: 'Flood Watch',
      label: 'flood',
      scope: ['county', 'region'],
      hours: [12, 72],
      rank: 55,
    },
    { title: 'Tornado Warning', label: 'tornado', scope: ['county'], hours: [1, 3], rank: 66 },
    {
      title: 'High Wind Warning',
      label: 'wind',
      scope: ['county', 'region'],
      hours: [6, 36],
      rank: 45,
    },
    { title: 'Dense Fog Advisory', label: 'fog', scope: ['county'], hours: [3, 12], rank: 35 },
    {
      title: 'Hurricane Warning',
      label: 'hurricane',
      scope: ['region'],
      hours: [24, 96],
      rank: 82,
    },
  ],
  disasters: [
    {
      title: 'Earthquake',
      label: 'earthquake',
      scope: ['region', 'county'],
      hours: [1, 24],
      rank: 70,
    },
    {
      title: 'Wildfire',
      label: 'wildfire',
      scope: ['county', 'region'],
      hours: [48, 480],
      rank: 72,
    },
    { title: 'Flooding', label: 'flood', scope: ['region', 'county'], hours: [24, 240], rank: 68 },
    {
      title: 'Landslide',
      label: 'landslide',
      scope: ['county', 'region'],
      hours: [6, 72],
      rank: 62,
    },
    { title: 'Volcanic Eruption', label: 'volcano', scope: ['region'], hours: [24, 480], rank: 80 },
  ],
  'health-warnings': [
    {
      title: 'Air Quality Alert',
      label: 'air-quality',
      scope: ['county', 'region'],
      hours: [12, 72],
      rank: 50,
    },
    {
      title: 'Measles Outbreak',
      label: 'disease',
      scope: ['region', 'county'],
      hours: [240, 1440],
      rank: 60,
    },
    { title: 'Boil Water Advisory', label: 'water', scope: ['county'], hours: [24, 168], rank: 45 },
    {
      title: 'Influenza Warning',
      label: 'disease',
      scope: ['country', 'region'],
      hours: [336, 2160],
      rank: 65,
    },
    {
      title: 'Heat Health Warning',
      label: 'heat-wave',
      scope: ['region', 'country'],
      hours: [48, 168],
      rank: 55,
    },
  ],
  terror: [
    { title: 'Shooting', label: 'shooting', scope: ['locality'], hours: [1, 4], rank: 62 },
    { title: 'Explosion', label: 'explosion', scope: ['locality'], hours: [1, 6], rank: 70 },
    { title: 'Vehicle Attack', label: 'attack', scope: ['locality'], hours: [1, 3], rank: 68 },
    { title: 'Armed Attack', label: 'attack', scope: ['locality'], hours: [1, 6], rank: 66 },
  ],
}

export function generateUnscheduled(ctx: GenContext, category: EventCategory, count: number): void {
  const kinds = KINDS[category]
  if (!kinds) return
  const rng = ctx.stream(category)
  for (let i = 0; i < count; i++) {
    const kind = rng.pick(kinds)
    const city = ctx.world.cities[ctx.world.cityPicker.pick(rng)]
    if (!city) continue
    const place = areaOf(ctx, city, rng.pick(kind.scope))
    const [h0, h1] = kind.hours
    const start =
      Math.round((ctx.window.start + rng.next() * (ctx.window.end - ctx.window.start)) / MINUTE) *
      MINUTE
    const where = place.type === 'locality' ? place.name : place.name
    addAreaEvent(ctx, rng, {
      category,
      title: category === 'terror' ? `${kind.title} in ${where}` : `${kind.title} - ${where}`,
      place,
      start,
      duration: Math.round(h0 + (h1 - h0) * rng.next()) * HOUR,
      timezone: place.timezone ?? city.timezone,
      rank: kind.rank + 8 * rng.normal(),
      labels: [category, kind.label],
      lon: city.lon + 0.05 * rng.normal(),
      lat: city.lat + 0.05 * rng.normal(),
      unscheduled: true,
      // Violence is potentially brand-unsafe (docs/architecture.md "Facts").
      brandUnsafe: category === 'terror',
    })
  }
}

/** The city itself or its enclosing place of the requested type (falls back to the closest one above). */
export function areaOf(ctx: GenContext, city: PlaceRecord, type: PlaceType): PlaceRecord {
  if (type === 'locality') return city
  const ancestors = ctx.world.ancestors(city)
  const exact = ancestors.find((p) => p.type === type)
  if (exact) return exact
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const p = ancestors[i]
    if (p && (p.type === 'region' || p.type === 'country')) return p
  }
  return city
}

interface Airport {
  readonly code: string
  readonly city: string
  readonly country: string
}

const AIRPORTS: readonly Airport[] = [
  'ATL Atlanta US',
  'LAX Los Angeles US',
  'ORD Chicago US',
  'DFW Dallas US',
  'DEN Denver US',
  'JFK New York City US',
  'SFO San Francisco US',
  'SEA Seattle US',
  'LAS Las Vegas US',
  'MCO Orlando US',
  'MIA Miami US',
  'CLT Charlotte US',
  'PHX Phoenix US',
  'IAH Houston US',
  'BOS Boston US',
  'MSP Minneapolis US',
  'DTW Detroit US',
  'PHL Philadelphia US',
  'EWR Newark US',
  'SLC Salt Lake City US',
  'LHR London GB',
  'MAN Manchester GB',
  'CDG Paris FR',
  'FRA Frankfurt am Main DE',
  'MUC Munich DE',
  'AMS Amsterdam NL',
  'MAD Madrid ES',
  'BCN Barcelona ES',
  'FCO Rome IT',
  'DUB Dublin IE',
  'YYZ Toronto CA',
  'YVR Vancouver CA',
  'SYD Sydney AU',
  'MEL Melbourne AU',
  'HND Tokyo JP',
  'SIN Singapore SG',
  'DXB Dubai AE',
  'HKG Hong Kong HK',
  'ICN Incheon KR',
  'MEX Mexico City MX',
  'GRU São Paulo BR',
  'AKL Auckland NZ',
].map((entry) => {
  const parts = entry.split(' ')
  return {
    code: parts[0] ?? '',
    city: parts.slice(1, -1).join(' '),
    country: parts[parts.length - 1] ?? '',
  }
})

export function generateAirportDelays(ctx: GenContext, count: number): void {
  const rng = ctx.stream('airport-delays')
  const airports = AIRPORTS.map((a) => ({
    ...a,
    place: ctx.world.findCity(a.city, a.country),
  })).filter((a): a is Airport & { place: PlaceRecord } => a.place !== undefined)
  if (airports.length === 0) return
  for (let i = 0; i < count; i++) {
    const airport = rng.pick(airports)
    const cause = rng.pick(['weather', 'congestion', 'staffing', 'technical', 'weather'])
    const start =
      Math.round(
        (ctx.window.start + rng.next() * (ctx.window.end - ctx.window.start)) / (15 * MINUTE),
      ) *
      15 *
      MINUTE
    addAirportDelay(ctx, rng, airport, cause, start)
  }
}

function addAirportDelay(
  ctx: GenContext,
  rng: Rng,
  airport: Airport & { place: PlaceRecord },
  cause: string,
  start: number,
): void {
  const name = `${airport.place.name} International Airport`
  addAreaEvent(ctx, rng, {
    category: 'airport-delays',
    title: `Delays at ${name} (${airport.code})`,
    place: airport.place,
    start,
    duration: rng.between(1, 8) * HOUR,
    timezone: airport.place.timezone,
    rank: 40 + 10 * rng.normal() + (airport.place.population > 3_000_000 ? 8 : 0),
    labels: ['airport-delays', 'airport', cause],
    lon: airport.place.lon + 0.1 * rng.normal(),
    lat: airport.place.lat + 0.1 * rng.normal(),
    entities: [ctx.entities.add('airport', `${name} (${airport.code})`)],
    unscheduled: true,
  })
}
