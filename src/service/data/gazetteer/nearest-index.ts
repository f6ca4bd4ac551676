// Closest place by great-circle distance: a KD-tree per place type (built on first use)
// narrows the search to the circle's bounding box, then haversine picks the winner.
import KDBush from 'kdbush'
import { circleBbox, haversineKm, splitBbox } from '../geo/distance'
import type { PlaceRecord, PlaceType } from './types'

interface TypeIndex {
  readonly tree: KDBush
  readonly rows: readonly number[]
}

export class NearestIndex {
  private readonly byType = new Map<PlaceType, TypeIndex | null>()

  constructor(private readonly records: readonly PlaceRecord[]) {}

  /** Builds the trees of these types now rather than on their first search. */
  prepare(types: readonly PlaceType[]): void {
    for (const type of types) this.index(type)
  }

  private index(type: PlaceType): TypeIndex | null {
    if (this.byType.has(type)) return this.byType.get(type) ?? null
    const rows: number[] = []
    this.records.forEach((r, i) => {
      if (r.type === type) rows.push(i)
    })
    let built: TypeIndex | null = null
    if (rows.length > 0) {
      const tree = new KDBush(rows.length)
      for (const row of rows) {
        const r = this.records[row]
        tree.add(r?.lon ?? 0, r?.lat ?? 0)
      }
      tree.finish()
      built = { tree, rows }
    }
    this.byType.set(type, built)
    return built
  }

  nearest(
    lon: number,
    lat: number,
    types: readonly PlaceType[],
    maxKm: number,
    minPopulation: number,
    accept?: (place: PlaceRecord) => boolean,
  ): PlaceRecord | undefined {
    let best: PlaceRecord | undefined
    let bestKm = Infinity
    const boxes = splitBbox(circleBbox(lon, lat, maxKm))
    for (const type of new Set(types)) {
      const idx = this.index(type)
      if (!idx) continue
      for (const box of boxes)
        for (const k of idx.tree.range(box.west, box.south, box.east, box.north)) {
          const r = this.records[idx.rows[k] ?? -1]
          if (!r || r.population < minPopulation || (accept && !accept(r))) continue
          const km = haversineKm(lon, lat, r.lon, r.lat)
          // Ties (same distance) go to the smaller id so the answer never depends on order.
          if (
            km <= maxKm &&
            (km < bestKm || (km === bestKm && best !== undefined && Number(r.id) < Number(best.id)))
          ) {
            best = r
            bestKm = km
          }
        }
    }
    return best
  }
}
