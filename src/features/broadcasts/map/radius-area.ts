// A radius drawn on the map becomes the counties it touches, sent as location.place_id: the
// broadcasts API filters by place, not by distance. With places picked as well, only the touched
// counties inside those places (counties, or states) are kept: the two narrow each other.
import { countiesTouchingCircle } from '../../../components/map/circle-counties'
import type { UsShapes } from '../../../components/map/county-shapes'
import { parseWithin } from '../../../components/map/within'
import { toMeters } from '../../../contract/enums'
import type { RadiusArea } from '../build-query'

export function radiusArea(
  within: string | undefined,
  place: readonly string[],
  shapes: UsShapes | undefined,
): RadiusArea {
  const circle = within === undefined ? undefined : parseWithin(within)
  if (!circle) return { kind: 'none' }
  if (!shapes) return { kind: 'pending' }
  const touched = new Set(
    countiesTouchingCircle(
      shapes.counties,
      { lon: circle.lon, lat: circle.lat },
      toMeters(circle.radius, circle.unit),
    ),
  )
  const places = new Set(place)
  const ids = shapes.counties
    .filter((county) => touched.has(county.id))
    .filter(
      (county) =>
        places.size === 0 ||
        places.has(county.id) ||
        places.has(shapes.statesByAbbr.get(county.state)?.id ?? ''),
    )
    .map((county) => county.id)
  return { kind: 'counties', ids }
}
