// After the load: every acknowledged saved-location write must be what the server holds, read
// back through the list operation (pages of 100): the last acknowledged body of a location, and
// no location whose delete was acknowledged.
import type { SavedLocation, SavedLocationBody } from '../../src/contract/saved-location'
import type { ClientLocations } from './load-ops'

const PAGE = 100

export interface WriteCheck {
  /** Locations whose last acknowledged write was checked. */
  readonly checked: number
  /** Of those, missing, stale or back after their delete; with a few examples. */
  readonly lost: number
  readonly examples: readonly string[]
  /** Locations the server holds that no acknowledged create gave (a create left unanswered). */
  readonly unacknowledged: number
}

type Get = (path: string) => Promise<unknown>

async function listAll(get: Get): Promise<Map<string, SavedLocation>> {
  const all = new Map<string, SavedLocation>()
  for (let offset = 0; ; offset += PAGE) {
    const page = (await get(
      `/saved-locations/?limit=${String(PAGE)}&offset=${String(offset)}`,
    )) as {
      count: number
      locations: SavedLocation[]
    }
    for (const location of page.locations) all.set(location.location_id, location)
    if (page.locations.length < PAGE || offset + PAGE >= page.count) return all
  }
}

function differs(
  held: SavedLocation | undefined,
  body: SavedLocationBody | null,
): string | undefined {
  if (body === null) return held && 'is back after its delete'
  if (held === undefined) return 'is missing'
  if (held.name !== body.name) return `holds "${held.name}", not "${body.name}"`
  if (held.geojson?.properties.radius !== body.geojson?.properties.radius)
    return 'holds another radius'
  return undefined
}

export async function checkWrites(
  get: Get,
  clients: readonly ClientLocations[],
): Promise<WriteCheck> {
  const held = await listAll(get)
  let checked = 0
  const lost: string[] = []
  const known = new Set<string>()
  for (const client of clients) {
    for (const [id, body] of client.acknowledged) {
      known.add(id)
      if (client.unknown.has(id)) continue
      checked++
      const problem = differs(held.get(id), body)
      if (problem !== undefined) lost.push(`${id} ${problem}`)
    }
    for (const id of client.unknown) known.add(id)
  }
  return {
    checked,
    lost: lost.length,
    examples: lost.slice(0, 5),
    unacknowledged: [...held.keys()].filter((id) => !known.has(id)).length,
  }
}
