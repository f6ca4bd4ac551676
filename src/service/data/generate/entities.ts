// Entities other than venues: performers, teams, tours, festival and conference series
// (docs/api.md "Event": `entities`; broadcast entities are `venue` or `organisation`).

import { createRng } from '../random'
import { ENTITY_ID_CHARS } from '../tables'
import { UniqueIds } from './unique-ids'

export type EntityType = 'organisation' | 'person' | 'event-group' | 'airport'

export class EntityTable {
  /** The seed each id is spelled from (tables.ts). */
  readonly seed: number[] = []
  readonly name: string[] = []
  readonly type: EntityType[] = []
  private readonly byKey = new Map<string, number>()
  private readonly ids = new UniqueIds(ENTITY_ID_CHARS)

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
    this.seed.push(this.ids.draw(createRng(this.datasetSeed, `entity|${key}`)).seed)
    this.name.push(name)
    this.type.push(type)
    this.byKey.set(key, index)
    return index
  }
}
