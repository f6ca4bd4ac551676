// Place and area predicates: place scope (docs/api.md "Search events" `place.scope`: the place,
// its parents and its children), circles with the parent-scope rule of `within`, saved locations,
// placekeys.

import { haversineKm } from '../data/geo/distance'
import { NO_U32 } from '../data/tables'
import { containingPlaces, LOCALITY_SCOPE } from './area'
import type { RowCheck } from './row-check'
import type { EventIndexes } from './indexes'
import type { Circle, SavedArea } from './query'

/** Memoised per table place: does the place apply to one of `placeIds` in scope mode? */
export function scopeMatcher(
  ix: EventIndexes,
  placeIds: readonly string[],
): (place: number) => boolean {
  const inHierarchy = new Set<number>()
  const ancestorsOfTargets = new Set<number>()
  for (const id of placeIds) {
    const key = ix.keys.placeKey.get(id)
    if (key !== undefined) inHierarchy.add(key)
    const h = ix.gazetteer.hierarchy(id)
    for (const a of h.length > 0 ? h : [id]) {
      const k = ix.keys.placeKey.get(a)
      if (k !== undefined) ancestorsOfTargets.add(k)
    }
  }
  const memo = new Int8Array(ix.keys.placeHierarchy.length).fill(-1)
  return (place) => {
    const m = memo[place] ?? -1
    if (m >= 0) return m === 1
    const h = ix.keys.placeHierarchy[place] ?? new Uint32Array(0)
    const own = h[h.length - 1]
    let hit = own !== undefined && ancestorsOfTargets.has(own)
    for (let i = 0; !hit && i < h.length; i++) hit = inHierarchy.has(h[i] ?? 0)
    memo[place] = hit ? 1 : 0
    return hit
  }
}

export function circleCheck(ix: EventIndexes, c: Circle, parentScopes: boolean): RowCheck {
  const { lon, lat, scope, place } = ix.table
  const km = c.radiusM / 1000
  const broad = new Set<number>()
  if (parentScopes) {
    for (const id of containingPlaces(ix.gazetteer, c.lon, c.lat)) {
      const p = ix.keys.placeIndex.get(id)
      if (p !== undefined) broad.add(p)
    }
  }
  return (r) =>
    haversineKm(c.lon, c.lat, lon[r] ?? 0, lat[r] ?? 0) <= km ||
    ((scope[r] ?? 255) < LOCALITY_SCOPE && broad.has(place[r] ?? NO_U32))
}

export function savedAreaCheck(ix: EventIndexes, areas: readonly SavedArea[]): RowCheck {
  const place = ix.table.place
  const parts = areas.map((a): RowCheck => {
    if (a.kind === 'circle') return circleCheck(ix, a, false)
    const m = scopeMatcher(ix, a.placeIds)
    return (r) => {
      const p = place[r] ?? NO_U32
      return p !== NO_U32 && m(p)
    }
  })
  return (r) => parts.some((c) => c(r))
}

/** Venues whose placekey equals a value, or ends with it when the value is the `@<where>` form. */
export function venuePlacekeyFlags(ix: EventIndexes, values: readonly string[]): Uint8Array {
  const pk = ix.table.venues.placekey
  const f = new Uint8Array(pk.length)
  for (let v = 0; v < pk.length; v++) {
    const key = pk.get(v) ?? ''
    if (key !== '' && values.some((x) => key === x || (x.startsWith('@') && key.endsWith(x))))
      f[v] = 1
  }
  return f
}
