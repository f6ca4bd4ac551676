// The requests of the load section: section A's reads (service-bench.ts) plus a features request,
// and each client's saved-location writes, whose acknowledged outcome is kept so that every one
// can be checked afterwards (load-verify.ts).
import type { SavedLocationBody } from '../../src/contract/saved-location'
import type { Scenario } from './scenario'
import { dayString, localDay } from './scenario'
import { serviceCases } from './service-bench'

export interface LoadRequest {
  readonly key: string
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Under /v1. */
  readonly path: string
  readonly body?: unknown
  /** The answer that acknowledges it. */
  readonly status: number
}

export function loadReads(sc: Scenario): LoadRequest[] {
  const day = (offset: number): string => dayString(localDay('UTC', sc.now) + offset)
  const { lat, lon } = sc.featuresCity
  const reads: LoadRequest[] = serviceCases(sc)
    .filter((c) => c.key !== 'account')
    .map((c) => ({ key: c.key, method: 'GET', path: c.path, status: 200 }))
  reads.push({
    key: 'features',
    method: 'POST',
    path: '/features/',
    body: {
      active: { gte: day(0), lte: day(29) },
      location: { geo: { lat, lon, radius: '10km' } },
      svc_attendance_concerts: true,
      svc_attendance_sports: true,
      svc_rank_public_holidays: true,
    },
    status: 200,
  })
  return reads
}

/** Saved locations a client holds at most; it creates, replaces and deletes among them. */
const MAX_HELD = 3

export interface Write extends LoadRequest {
  /** Records the acknowledged outcome, given the answer's body. */
  acknowledge(answer: string): void
  /** Records that the outcome is unknown (no answer, or one that is not the acknowledgement). */
  lose(): void
}

/**
 * One client's saved locations and what the server acknowledged for each: the last body written,
 * or null once deleted. A location whose last write went unanswered is `unknown` and not checked.
 */
export class ClientLocations {
  readonly acknowledged = new Map<string, SavedLocationBody | null>()
  readonly unknown = new Set<string>()
  private readonly held: string[] = []
  private writes = 0

  constructor(
    private readonly client: number,
    private readonly sc: Scenario,
  ) {}

  next(random: () => number): Write {
    const body = this.body(random)
    const pick = Math.floor(random() * 3)
    const id = this.held[Math.floor(random() * this.held.length)]
    if (id === undefined || (pick === 0 && this.held.length < MAX_HELD)) {
      return {
        key: 'location-create',
        method: 'POST',
        path: '/saved-locations/',
        body,
        status: 201,
        acknowledge: (answer) => {
          const created = (JSON.parse(answer) as { location_id: string }).location_id
          this.held.push(created)
          this.acknowledged.set(created, body)
        },
        lose: () => undefined,
      }
    }
    const settle = (outcome: SavedLocationBody | null) => {
      this.unknown.delete(id)
      this.acknowledged.set(id, outcome)
      if (outcome === null) this.held.splice(this.held.indexOf(id), 1)
    }
    const lose = () => {
      this.unknown.add(id)
    }
    const path = `/saved-locations/${id}/`
    return pick === 2
      ? {
          key: 'location-delete',
          method: 'DELETE',
          path,
          status: 204,
          acknowledge: () => {
            settle(null)
          },
          lose,
        }
      : {
          key: 'location-update',
          method: 'PUT',
          path,
          body,
          status: 204,
          acknowledge: () => {
            settle(body)
          },
          lose,
        }
  }

  /** A circle near the scenario's city, named after the client and the write so each is unique. */
  private body(random: () => number): SavedLocationBody {
    const { lat, lon } = this.sc.city
    return {
      name: `load client ${String(this.client)} write ${String(++this.writes)}`,
      labels: ['load'],
      geojson: {
        type: 'Feature',
        properties: { radius: 1 + Math.round(random() * 20), radius_unit: 'km' },
        geometry: { type: 'Point', coordinates: [lon + random() - 0.5, lat + random() - 0.5] },
      },
    }
  }
}
