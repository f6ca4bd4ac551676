// Viewership per county and its bins, for the choropleth (docs/view-habits.md "Maps show what
// matches": sum per county, binned, with a legend). Only active records carry a place and a
// viewership (contract/broadcast.ts: deleted and duplicate records), so the others add nothing.
import type { Broadcast } from '../../../contract/broadcast'

/** What the map, its popup and the summary read of a broadcast. */
export interface MapBroadcast {
  readonly id: string
  readonly countyId: string
  readonly county: string
  readonly region: string
  readonly viewership: number
  readonly eventId: string
  readonly title: string
  readonly start: string
  readonly startLocal: string
  readonly timezone: string
  readonly status: string
}

/** The county a broadcast is shown in: the last id of its hierarchy (docs/api.md "Broadcast"). */
export function countyIdOf(broadcast: Broadcast): string | undefined {
  if (broadcast.record_status !== 'active') return undefined
  const hierarchy = broadcast.location?.place_hierarchies[0]
  const last = hierarchy?.[hierarchy.length - 1]
  return last ?? broadcast.location?.places.find((p) => p.type === 'county')?.place_id
}

export function toMapBroadcast(broadcast: Broadcast): MapBroadcast | undefined {
  const countyId = countyIdOf(broadcast)
  if (broadcast.record_status !== 'active' || countyId === undefined) return undefined
  const place = broadcast.location?.places.find((p) => p.place_id === countyId)
  return {
    id: broadcast.broadcast_id,
    countyId,
    county: place?.county ?? place?.name ?? '',
    region: place?.region ?? '',
    viewership: broadcast.svc_viewership ?? 0,
    eventId: broadcast.event?.event_id ?? '',
    title: broadcast.event?.title ?? '',
    start: broadcast.dates?.start ?? '',
    startLocal: broadcast.dates?.start_local ?? '',
    timezone: broadcast.dates?.timezone ?? 'UTC',
    status: broadcast.broadcast_status ?? '',
  }
}

export interface CountyTotal {
  readonly viewership: number
  readonly broadcasts: number
}

/** Summed viewership and broadcast count per county id. */
export function viewershipByCounty(
  broadcasts: readonly MapBroadcast[],
): ReadonlyMap<string, CountyTotal> {
  const totals = new Map<string, { viewership: number; broadcasts: number }>()
  for (const b of broadcasts) {
    const total = totals.get(b.countyId)
    if (total) {
      total.viewership += b.viewership
      total.broadcasts += 1
    } else {
      totals.set(b.countyId, { viewership: b.viewership, broadcasts: 1 })
    }
  }
  return totals
}

/** Rounds down to two significant digits, so bin edges read as 12K, not 12,347. */
export function niceFloor(value: number): number {
  if (value <= 0) return 0
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1)
  return Math.floor(value / magnitude) * magnitude
}

/**
 * Lower edges of bins 1..n-1 (bin 0 starts at the smallest value): quantiles of the county
 * totals, so each colour covers about as many counties whatever the skew (a few big metros
 * would otherwise put every other county in the palest bin). Edges are rounded and unique.
 */
export function binEdges(values: readonly number[], bins: number): number[] {
  const sorted = values.filter((v) => v > 0).sort((a, b) => a - b)
  if (sorted.length === 0) return []
  const edges: number[] = []
  for (let i = 1; i < bins; i++) {
    const edge = niceFloor(sorted[Math.floor((i * sorted.length) / bins)] ?? 0)
    const last = edges[edges.length - 1] ?? sorted[0] ?? 0
    if (edge > last && edge > (sorted[0] ?? 0)) edges.push(edge)
  }
  return edges
}

/** The bin of a value: the number of edges at or below it. */
export function binOf(value: number, edges: readonly number[]): number {
  let bin = 0
  while (bin < edges.length && value >= (edges[bin] ?? Infinity)) bin++
  return bin
}

/** Bin per county id, for the map's feature state. */
export function countyBins(
  totals: ReadonlyMap<string, CountyTotal>,
  edges: readonly number[],
): ReadonlyMap<string, number> {
  const bins = new Map<string, number>()
  for (const [id, total] of totals) bins.set(id, binOf(total.viewership, edges))
  return bins
}
