// Id -> row lookup, built on first use: most queries never filter by id, and a map over a
// million string keys would otherwise be a quarter of the index build time.
import type { TextColumn } from '../data/text-column'
import { textsOf } from '../data/text-column'

export class IdLookup {
  private map: Map<string, number> | undefined

  constructor(private readonly ids: TextColumn) {}

  /** Ascending, de-duplicated rows of the known ids. */
  rows(ids: readonly string[]): Uint32Array {
    this.map ??= new Map(textsOf(this.ids).map((id, r) => [id, r]))
    const map = this.map
    return Uint32Array.from(new Set(ids.flatMap((id) => map.get(id) ?? []))).sort()
  }
}

/** Ascending id order, the tie-break of every sort (docs/api.md "Common conventions"). */
export function compareIds(ids: TextColumn, a: number, b: number): number {
  const x = ids.get(a) ?? ''
  const y = ids.get(b) ?? ''
  return x < y ? -1 : x > y ? 1 : 0
}
