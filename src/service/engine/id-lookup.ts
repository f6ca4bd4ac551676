// Id -> row lookup, built on first use: most queries never filter by id, and a map over a
// million string keys would otherwise be a quarter of the index build time.

export class IdLookup {
  private map: Map<string, number> | undefined

  constructor(private readonly ids: readonly string[]) {}

  /** Ascending, de-duplicated rows of the known ids. */
  rows(ids: readonly string[]): Uint32Array {
    this.map ??= new Map(this.ids.map((id, r) => [id, r]))
    const map = this.map
    return Uint32Array.from(new Set(ids.flatMap((id) => map.get(id) ?? []))).sort()
  }
}

/** Ascending id order, the tie-break of every sort (docs/api.md "Common conventions"). */
export function compareIds(ids: readonly string[], a: number, b: number): number {
  const x = ids[a] ?? ''
  const y = ids[b] ?? ''
  return x < y ? -1 : x > y ? 1 : 0
}
