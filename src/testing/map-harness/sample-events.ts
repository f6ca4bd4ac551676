// A fixed set of events for the harness: clusters around a few cities, every category, a range
// of attendance. Deterministic so screenshots compare run to run.
import { EVENT_CATEGORIES } from '../../contract/enums'
import type { MapEvent } from '../../contract/event'

const CITIES = [
  { name: 'Chicago', lon: -87.63, lat: 41.88, timezone: 'America/Chicago' },
  { name: 'London', lon: -0.1276, lat: 51.5072, timezone: 'Europe/London' },
  { name: 'Tokyo', lon: 139.69, lat: 35.69, timezone: 'Asia/Tokyo' },
  { name: 'Suva', lon: 178.44, lat: -18.14, timezone: 'Pacific/Fiji' },
] as const

export function sampleEvents(perCity = 60): MapEvent[] {
  let seed = 42
  const random = () => {
    // Park-Miller: enough spread for sample data, same sequence every time.
    seed = (seed * 16_807) % 2_147_483_647
    return seed / 2_147_483_647
  }
  return CITIES.flatMap((city, c) =>
    Array.from({ length: perCity }, (_, i): MapEvent => {
      const category = EVENT_CATEGORIES[(i + c) % EVENT_CATEGORIES.length] ?? 'concerts'
      const rank = Math.round(random() * 100)
      return {
        id: `sample-${c}-${i}`,
        title: `${city.name} ${category} #${i + 1}`,
        category,
        location: [city.lon + (random() - 0.5) * 0.6, city.lat + (random() - 0.5) * 0.4],
        rank,
        start: new Date(Date.UTC(2026, 0, 1 + i, 18)).toISOString(),
        end: new Date(Date.UTC(2026, 0, 1 + i, 21)).toISOString(),
        timezone: city.timezone,
        svc_attendance: Math.round(1000 * 3 ** ((rank - 50) / 10)),
      }
    }),
  )
}
