// Shared by the api tests: an msw/node server per test file and bodies that satisfy the contract.
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

import type { Account } from '../contract/account'
import { eventSchema } from '../contract/event'
import type { Event } from '../contract/event'
import type { Place } from '../contract/place'
import type { SavedLocation } from '../contract/saved-location'

export const BASE = 'http://api.test'

/** An msw/node server that fails on any request no handler answers. */
export function startMswServer() {
  const server = setupServer()
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => {
    server.resetHandlers()
  })
  afterAll(() => {
    server.close()
  })
  return server
}

/** Records backoff sleeps instead of waiting them, with the jitter pinned to half its ceiling. */
export function recordedSleeps() {
  const sleeps: number[] = []
  const retry = {
    random: () => 0.5,
    sleep: (ms: number) => {
      sleeps.push(ms)
      return Promise.resolve()
    },
  }
  return { sleeps, retry }
}

export function place(id: string): Place {
  return {
    id,
    type: 'locality',
    name: `Place ${id}`,
    county: null,
    region: 'Region',
    country: 'Country',
    country_alpha2: 'AU',
    country_alpha3: 'AUS',
    location: [151.2, -33.8],
  }
}

export function savedLocation(id: string): SavedLocation {
  return {
    location_id: id,
    name: `Location ${id}`,
    labels: [],
    place_ids: ['2147714'],
    formatted_address: 'Sydney NSW, Australia',
    create_dt: '2025-01-01T00:00:00+00:00',
    update_dt: '2025-01-01T00:00:00+00:00',
    enrich_dt: null,
    insights_dt: null,
    places: [{ place_id: '2147714' }],
    subscription_valid_types: ['events'],
    status: 'pending',
    summary_insights: [],
    log: [],
  }
}

export const account: Account = {
  id: 'acc-1',
  name: 'Demo analyst',
  description: 'Everything',
  industry: { id: 'other', name: 'Other' },
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-06-01T00:00:00Z',
}

/** An active concert at a New York venue, checked against the contract; `fields` override. */
export function apiEvent(id: string, fields: Partial<Event> = {}): Event {
  return eventSchema.parse({
    id,
    title: `Show ${id}`,
    description: '',
    category: 'concerts',
    labels: [],
    rank: 50,
    local_rank: 60,
    aviation_rank: null,
    svc_attendance: 1200,
    entities: [{ entity_id: `venue-${id}`, type: 'venue', name: 'Hall' }],
    duration: 7200,
    start: '2027-01-10T20:00:00Z',
    end: '2027-01-10T22:00:00Z',
    updated: '2026-11-29T12:00:00Z',
    first_seen: '2026-10-01T09:00:00Z',
    timezone: 'America/New_York',
    location: [-73.98, 40.75],
    geo: { geometry: { type: 'Point', coordinates: [-73.98, 40.75] } },
    scope: 'locality',
    country: 'US',
    place_hierarchies: [],
    state: 'active',
    relevance: null,
    private: false,
    ...fields,
  })
}
