// Every list cell, the detail panel, the summary, the popup and the impact chart fed a record with
// odd values in every field. The app's client checks answers against the contract
// (src/api/client.ts), so out-of-contract values reach these only from a client built with
// `validateResponses: false`; they must cost a cell its formatting, never throw
// (src/utils/display.ts). The journey e2e/odd-record.spec.ts runs the in-contract oddities through
// the built app.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { createClient } from '../../api/client'
import { ApiClientProvider } from '../../api/client-context'
import { ImpactChart, impactRows } from '../../components/charts/impact-chart'
import { popupRows } from '../../components/map/event-popup'
import { eventsToFeatures, lonLatOf } from '../../components/map/events-geojson'
import type { Event, EventsCountResponse } from '../../contract/event'
import { EventDetail } from './detail/event-detail'
import { eventColumns } from './list/events-list'
import { EventsSummary } from './summary/events-summary'

const LONG = `Odd record ${'W'.repeat(10_000 - 11)}`

/** Odd in every field the contract leaves open (src/contract/event.ts). */
const IN_CONTRACT = {
  id: 'odd-1',
  title: LONG,
  description: '',
  category: 'sports',
  labels: ['', ''],
  rank: 0,
  local_rank: null,
  aviation_rank: null,
  svc_attendance: null,
  entities: [
    { entity_id: '', type: 'spaceport', name: '' },
    { entity_id: '', type: 'venue', name: LONG, formatted_address: '' },
  ],
  duration: 0,
  start: '2026-03-11T09:00:00Z',
  end: '2026-03-11T09:00:00Z',
  updated: '2026-03-01T08:00:00Z',
  first_seen: null,
  timezone: 'Mars/Olympus',
  location: [-89.7, 39.8],
  geo: { geometry: { type: 'Point', coordinates: [-89.7, 39.8] }, placekey: '' },
  placekey: '',
  scope: '',
  country: '',
  place_hierarchies: [[], []],
  state: 'deleted',
  relevance: null,
  impact_patterns: [{ vertical: 'retail', impact_type: '', impacts: [] }],
  private: false,
} satisfies Event

/** What a client that does not check answers would hand over from a drifting backend. */
const OUT_OF_CONTRACT: unknown = {
  ...IN_CONTRACT,
  id: 'broken-1',
  title: { text: 'not a string' },
  description: 42,
  category: 'space-launches',
  labels: undefined,
  rank: '42',
  local_rank: 'high',
  aviation_rank: Number.NaN,
  svc_attendance: '1200',
  entities: [null, 'venue', { type: 'venue', name: 7 }],
  duration: '3600',
  start: 'soon',
  end: null,
  predicted_end: 'later',
  updated: undefined,
  first_seen: 12,
  timezone: 'x'.repeat(10_000),
  location: ['west', 'north'],
  geo: null,
  placekey: null,
  scope: ['locality'],
  country: { code: 'US' },
  place_hierarchies: 'US',
  state: 'archived',
  deleted_reason: 'eaten',
  duplicate_of_id: 5,
  parent_event: 'p-1',
  impact_patterns: [
    { vertical: 'mining', impact_type: 3, impacts: null },
    {
      vertical: 'retail',
      impacts: [null, { date_local: 20260311, value: 'lots', position: 7 }],
    },
    null,
  ],
}

// The cast stands for the client's unchecked answer: the types say Event, the value is not one.
const RECORDS = {
  'in the contract': IN_CONTRACT as Event,
  'outside the contract': OUT_OF_CONTRACT as Event,
}

function withApi(children: ReactNode): ReactNode {
  // Rendered to a string, queries never run: no request leaves the test.
  const client = createClient({ baseUrl: 'http://127.0.0.1:9', token: 'test' })
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ApiClientProvider client={client} baseUrl="http://127.0.0.1:9" token="test">
        {children}
      </ApiClientProvider>
    </QueryClientProvider>
  )
}

const noop = () => undefined

/** The text of rendered markup, tags dropped and entities decoded where the tests look. */
const textOf = (node: ReactNode) =>
  renderToStaticMarkup(node)
    .replace(/<[^>]*>/g, '|')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')

function detailText(event: Event): string {
  return textOf(
    withApi(
      <EventDetail
        event={event}
        loading={false}
        error={null}
        onClose={noop}
        onRetry={noop}
        onSelect={noop}
      />,
    ),
  )
}

/** The columns with no period to read starts against (no "ongoing" marks). */
const EVENT_COLUMNS = eventColumns(undefined)

const cellTexts = (event: Event) =>
  Object.fromEntries(EVENT_COLUMNS.map((column) => [column.id, textOf(<>{column.cell(event)}</>)]))

describe.each(Object.entries(RECORDS))('a record with odd values %s', (_, event) => {
  it('renders every list cell, the detail panel, the popup and the map features', () => {
    expect(() => cellTexts(event)).not.toThrow()
    expect(() => detailText(event)).not.toThrow()
    expect(() => popupRows(event)).not.toThrow()
    expect(() => eventsToFeatures([event])).not.toThrow()
    expect(() => textOf(<ImpactChart patterns={event.impact_patterns ?? []} />)).not.toThrow()
  })
})

describe('list cells', () => {
  it('show an unknown zone in UTC, and nulls and empty strings as a dash', () => {
    const cells = cellTexts(RECORDS['in the contract'])
    expect(cells).toMatchObject({
      // In a span whose title is the whole of it: the column ends it in an ellipsis.
      title: `|${LONG}|`,
      start: '|11 Mar 2026, 09:00 UTC|',
      rank: '0',
      local_rank: '–',
      attendance: '–',
      country: '–',
    })
    expect(cells.category).toContain('Sports')
  })

  it('flag an event at 0, 0 as having no location, a backend’s stand-in for unknown', () => {
    const nowhere = { ...IN_CONTRACT, location: [0, 0] } satisfies Event
    expect(cellTexts(nowhere).title).toBe(`||No location|${LONG}|`)
    expect(cellTexts(RECORDS['in the contract']).title).not.toContain('No location')
    expect(detailText(nowhere)).toContain('|Location||No location: not drawn on the map|')
    expect(eventsToFeatures([nowhere]).features).toHaveLength(0)
  })

  it('hold the whole title and category name as the hover text of a cut cell', () => {
    const [title, , category] = EVENT_COLUMNS.map((column) =>
      renderToStaticMarkup(<>{column.cell(RECORDS['in the contract'])}</>),
    )
    expect(title).toContain(`title="${LONG}"`)
    expect(category).toContain('title="Sports"')
  })

  it('show values outside the contract as written, or a dash', () => {
    const cells = cellTexts(RECORDS['outside the contract'])
    expect(cells).toMatchObject({
      // Two words that are no place on Earth: flagged, as every event the map cannot draw is.
      title: '||No location|–|',
      start: '|soon|',
      rank: '42',
      local_rank: 'high',
      attendance: '1200',
      country: '–',
    })
    expect(cells.category).toContain('Space launches')
  })
})

describe('the detail panel', () => {
  it('names an unknown zone and shows empty fields as a dash', () => {
    const text = detailText(RECORDS['in the contract'])
    expect(text).toContain('|Starts||11 Mar 2026, 09:00 UTC|')
    expect(text).toContain('|Time zone||Mars/Olympus (unknown, times shown in UTC)|')
    expect(text).toContain('|Local rank||–|')
    expect(text).toContain('|Aviation rank||–|')
    expect(text).toContain('|Predicted attendance||–|')
    expect(text).toContain('|Scope||–|')
    expect(text).toContain('|Country||–|')
    expect(text).toContain('|Placekey||–|')
    expect(text).toContain('|Location||39.80000, -89.70000|')
    expect(text).toContain(`|Venue||${LONG}|`)
    expect(text).toContain('|State||Deleted|')
    expect(text).toContain('|Demand impact by day|')
  })

  it('shows values outside the contract as written, or a dash', () => {
    const text = detailText(RECORDS['outside the contract'])
    expect(text).toContain('|–||Close| details|')
    expect(text).toContain('Space launches')
    expect(text).toContain('|Starts||soon|')
    expect(text).toContain('|Ends||–|')
    expect(text).toContain('|Predicted end||later|')
    expect(text).toContain('|Duration||3600|')
    expect(text).toContain('|Rank||42|')
    expect(text).toContain('|Local rank||high|')
    expect(text).toContain('|Aviation rank||–|')
    expect(text).toContain('|Predicted attendance||1200|')
    expect(text).toContain('|Labels||–|')
    expect(text).toContain('|Places||–|')
    expect(text).toContain('|Location||No location: not drawn on the map|')
    expect(text).toContain('|State||archived (eaten)|')
    expect(text).toContain('|Updated||–|')
    expect(text).toContain('|First seen||12|')
    expect(text).not.toContain('Duplicate of')
    expect(text).not.toContain('Parent event')
  })
})

describe('the map popup and features', () => {
  it('show the popup rows as written, or a dash', () => {
    expect(popupRows(RECORDS['in the contract'])).toEqual([
      ['Category', 'Sports'],
      ['Starts', '11 Mar 2026, 09:00 UTC'],
      ['Rank', '0'],
    ])
    expect(popupRows(RECORDS['outside the contract'])).toEqual([
      ['Category', 'Space launches'],
      ['Starts', 'soon'],
      ['Rank', '42'],
      ['Attendance', '1200'],
    ])
  })

  it('leave an event without a place on Earth off the map', () => {
    expect(lonLatOf(['west', 'north'])).toBeUndefined()
    expect(lonLatOf([200, 0])).toBeUndefined()
    expect(lonLatOf(undefined)).toBeUndefined()
    expect(lonLatOf([-89.7, 39.8])).toEqual([-89.7, 39.8])
    const features = eventsToFeatures(Object.values(RECORDS)).features
    expect(features.map((feature) => feature.properties)).toEqual([
      { id: 'odd-1', category: 'sports', attendance: 0, rank: 0 },
    ])
  })
})

describe('the impact chart', () => {
  it('skips patterns and impacts that are not records, and leaves a gap for odd values', () => {
    const patterns = RECORDS['outside the contract'].impact_patterns ?? []
    expect(impactRows(patterns)).toEqual([{ date: '20260311', retail: null }])
    const text = textOf(<ImpactChart patterns={patterns} />)
    expect(text).toContain('|retail||20260311||7||lots|')
  })
})

describe('the summary', () => {
  const counts = {
    count: '12',
    top_rank: 'high',
    categories: { sports: 3, 'space-launches': 5, '': 1, odd: 'many' },
    labels: {},
  } as unknown as EventsCountResponse

  it('names unknown and empty categories, skips odd counts and shows missing levels as a dash', () => {
    const text = textOf(
      <EventsSummary counts={counts} loading={false} onCategory={noop} onRankLevel={noop} />,
    )
    expect(text).toContain('|12|')
    expect(text).not.toContain('top rank')
    expect(text).toContain('|Space launches|')
    expect(text).toContain('|–|')
    expect(text).not.toContain('Odd')
    expect(text).toContain('|L1||, Level 1 · minor (0–20)||–|')
  })
})
