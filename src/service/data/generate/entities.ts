// Entities other than venues: performers, teams, tours, festival and conference series
// (docs/api.md "Event": `entities`; broadcast entities are `venue` or `organisation`).

import { createRng } from '../random'

export type EntityType = 'organisation' | 'person' | 'event-group' | 'airport'

export class EntityTable {
  readonly id: string[] = []
  readonly name: string[] = []
  readonly type: EntityType[] = []
  private readonly byKey = new Map<string, number>()

  constructor(private readonly seed: number) {}

  /**
   * Adds an entity, or returns the one already registered under `key`. Its id comes from the key,
   * not from the order of calls: the same performer has the same id whichever year of the history
   * meets it first (docs/dataset.md "A timeline").
   */
  add(type: EntityType, name: string, key: string = `${type}|${name}`): number {
    const known = this.byKey.get(key)
    if (known !== undefined) return known
    const index = this.id.length
    // 22 base62 characters, the shape of upstream entity ids.
    this.id.push(createRng(this.seed, `entity|${key}`).token(22))
    this.name.push(name)
    this.type.push(type)
    this.byKey.set(key, index)
    return index
  }
}
