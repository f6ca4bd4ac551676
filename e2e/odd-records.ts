// Event records for the odd-record journey (odd-record.spec.ts): one ordinary event, one whose
// fields are all odd in ways the contract (src/contract/event.ts) allows, and one that breaks the
// contract, as a drifting backend might send.

/** 10,000 characters with no space to break at: the worst case for a table cell or a heading. */
export const LONG_TITLE = `Odd record ${'W'.repeat(10_000 - 'Odd record '.length)}`

export const NORMAL_EVENT = {
  id: 'normal-1',
  title: 'Ordinary concert',
  description: 'A concert as the generated data has them.',
  category: 'concerts',
  labels: ['concert', 'music'],
  rank: 64,
  local_rank: 71,
  aviation_rank: 12,
  svc_attendance: 4200,
  entities: [
    {
      entity_id: 'venue-1',
      type: 'venue',
      name: 'Town Hall',
      formatted_address: '1 Main St, Springfield',
    },
  ],
  duration: 10_800,
  start: '2026-03-10T19:30:00Z',
  end: '2026-03-10T22:30:00Z',
  updated: '2026-03-01T08:00:00Z',
  first_seen: '2026-02-01T08:00:00Z',
  timezone: 'America/Chicago',
  location: [-89.65, 39.78],
  geo: { geometry: { type: 'Point', coordinates: [-89.65, 39.78] } },
  scope: 'locality',
  country: 'US',
  place_hierarchies: [['6295630', '6255149', '6252001', '4896861', '4250542']],
  state: 'active',
  relevance: null,
  impact_patterns: [
    {
      vertical: 'hospitality',
      impact_type: 'svc_attendance',
      impacts: [
        { date_local: '2026-03-09', value: 5, position: 'leading' },
        { date_local: '2026-03-10', value: 40, position: 'event_day' },
        { date_local: '2026-03-11', value: 8, position: 'lagging' },
      ],
    },
  ],
  private: false,
}

/** Odd in every field the contract leaves open: the kind of record a real backend does send. */
export const ODD_EVENT = {
  id: 'odd-1',
  title: LONG_TITLE,
  description: '',
  // Not one of the categories of docs/api.md "Event": a newer backend's (src/contract/event.ts).
  category: 'space-launches',
  labels: ['', `long-label-${'x'.repeat(300)}`],
  rank: 0,
  local_rank: null,
  aviation_rank: null,
  svc_attendance: null,
  entities: [{ entity_id: '', type: 'spaceport', name: '' }],
  duration: 0,
  start: '2026-03-11T09:00:00Z',
  end: '2026-03-11T09:00:00Z',
  predicted_end: '2026-03-11T09:00:00+05:45',
  updated: '2026-03-01T08:00:00Z',
  first_seen: null,
  cancelled: null,
  postponed: null,
  timezone: 'Mars/Olympus',
  location: [-89.7, 39.8],
  geo: { geometry: { type: 'Point', coordinates: [-89.7, 39.8] }, placekey: '' },
  placekey: '',
  scope: '',
  country: '',
  place_hierarchies: [['unknown-place'], []],
  state: 'active',
  relevance: null,
  impact_patterns: [
    { vertical: 'retail', impact_type: '', impacts: [] },
    {
      vertical: 'accommodation',
      impact_type: 'svc_attendance',
      impacts: [{ date_local: '2026-03-11', value: 0, position: 'event_day' }],
    },
  ],
  private: false,
}

/** Breaks the contract: numbers as strings, missing arrays, a bad timestamp. */
export const BROKEN_EVENT = {
  ...ODD_EVENT,
  id: 'broken-1',
  category: 'space-launches',
  rank: '42',
  local_rank: 'high',
  svc_attendance: '1200',
  duration: '3600',
  start: 'soon',
  labels: undefined,
  entities: undefined,
  place_hierarchies: undefined,
}
