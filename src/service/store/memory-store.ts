// In-memory saved-location store: the default for tests and for a service without persistence.
import type { PutOptions, PutRequest, SavedLocationStore, StoredLocation } from './types'
import { revisionMatches } from './types'

export class MemorySavedLocationStore implements SavedLocationStore {
  private readonly byOrg = new Map<string, Map<string, StoredLocation>>()

  private org(orgId: string): Map<string, StoredLocation> {
    let map = this.byOrg.get(orgId)
    if (!map) {
      map = new Map()
      this.byOrg.set(orgId, map)
    }
    return map
  }

  list(orgId: string): Promise<StoredLocation[]> {
    return Promise.resolve([...this.org(orgId).values()])
  }

  put(record: StoredLocation, options?: PutOptions): Promise<boolean> {
    const map = this.org(record.orgId)
    const id = record.location.location_id
    if (!revisionMatches(map.get(id), options)) return Promise.resolve(false)
    map.set(id, record)
    return Promise.resolve(true)
  }

  async putAll(requests: readonly PutRequest[]): Promise<boolean[]> {
    const written: boolean[] = []
    for (const { record, options } of requests) written.push(await this.put(record, options))
    return written
  }

  delete(orgId: string, locationId: string): Promise<boolean> {
    return Promise.resolve(this.org(orgId).delete(locationId))
  }
}
