// Entities other than venues: performers, teams, tours, festival and conference series
// (docs/api.md "Event": `entities`; broadcast entities are `venue` or `organisation`).

import type { Rng } from '../random'

export type EntityType = 'organisation' | 'person' | 'event-group' | 'airport'

export class EntityTable {
  readonly id: string[] = []
  readonly name: string[] = []
  readonly type: EntityType[] = []
  private readonly byKey = new Map<string, number>()

  /** Adds an entity, or returns the one already registered under `key`. */
  add(type: EntityType, name: string, rng: Rng, key: string = `${type}|${name}`): number {
    const known = this.byKey.get(key)
    if (known !== undefined) return known
    const index = this.id.length
    // 22 base62 characters, the shape of upstream entity ids.
    this.id.push(rng.token(22))
    this.name.push(name)
    this.type.push(type)
    this.byKey.set(key, index)
    return index
  }
}
