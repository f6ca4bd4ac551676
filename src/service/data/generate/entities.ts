// Entities other than venues: performers, teams, tours, festival and conference series
// (docs/api.md "Event": `entities`; broadcast entities are `venue` or `organisation`).

import { createRng, seededToken } from '../random'
import { ENTITY_ID_CHARS } from '../tables'

export type EntityType = 'organisation' | 'person' | 'event-group' | 'airport'

export class EntityTable {
  /** The seed each id is spelled from (tables.ts). */
  readonly seed: number[] = []
  readonly name: string[] = []
  readonly type: EntityType[] = []
  private readonly byKey = new Map<string, number>()
  private readonly ids = new Set<string>()

  constructor(private readonly datasetSeed: number) {}

  /**
   * Adds an entity, or returns the one already registered under `key`. Its id comes from the key,
   * not from the order of calls: the same performer has the same id whichever year of the history
   * meets it first (docs/dataset.md "A timeline"). Should two keys' seeds spell one id, the later
   * entity draws again from its key's stream.
   */
  add(type: EntityType, name: string, key: string = `${type}|${name}`): number {
    const known = this.byKey.get(key)
    if (known !== undefined) return known
    const index = this.seed.length
    const rng = createRng(this.datasetSeed, `entity|${key}`)
    let seed = rng.uint32()
    while (this.ids.has(seededToken(seed, ENTITY_ID_CHARS))) seed = rng.uint32()
    this.ids.add(seededToken(seed, ENTITY_ID_CHARS))
    this.seed.push(seed)
    this.name.push(name)
    this.type.push(type)
    this.byKey.set(key, index)
    return index
  }
}
