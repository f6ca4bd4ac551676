// Relevance (docs/api.md "Search events": `relevance`): parameter components apply when their
// parameter is present and are multiplied together: the BM25 score of `q`, and the decay of each
// `*_around` (Elasticsearch decay functions: gauss, exp, linear around origin +- offset).

import { haversineKm } from '../data/geo/distance'
import type { EventTable } from '../data/tables'
import type { Decay, EventQuery } from './query'
import type { TextMatch } from './text'
import { indexIn } from './postings'

export function decayScore(d: Decay<unknown>, distance: number): number {
  const x = Math.max(0, Math.abs(distance) - d.offset)
  const decay = d.decay ?? 0.5
  const scale = d.scale > 0 ? d.scale : 1
  switch (d.fn ?? 'gauss') {
    case 'exp':
      return Math.exp((Math.log(decay) / scale) * x)
    case 'linear': {
      const s = scale / (1 - decay)
      return Math.max(0, (s - x) / s)
    }
    case 'gauss':
      // exp(-x^2 / 2 sigma^2) with sigma^2 = -scale^2 / (2 ln decay): equals `decay` at x = scale.
      return Math.exp((x * x * Math.log(decay)) / (scale * scale))
  }
}

export function hasRelevance(q: EventQuery): boolean {
  return (
    q.q !== undefined ||
    q.startAround !== undefined ||
    q.endAround !== undefined ||
    q.locationAround !== undefined
  )
}

function endOf(t: EventTable, r: number): number {
  const e = t.end[r] ?? Number.NaN
  return Number.isNaN(e) ? (t.start[r] ?? 0) : e
}

function textScore(text: TextMatch, row: number): number {
  const lo = indexIn(text.rows, row)
  return text.rows[lo] === row ? text.score(row) : 0
}

/** Relevance of each matched row, or undefined when the query has no relevance component. */
export function relevanceOf(
  t: EventTable,
  q: EventQuery,
  rows: Uint32Array,
  text?: TextMatch,
): Float64Array | undefined {
  if (!hasRelevance(q)) return undefined
  const out = new Float64Array(rows.length)
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i] ?? 0
    let s = text ? textScore(text, r) : 1
    if (q.startAround) s *= decayScore(q.startAround, (t.start[r] ?? 0) - q.startAround.origin)
    if (q.endAround) s *= decayScore(q.endAround, endOf(t, r) - q.endAround.origin)
    if (q.locationAround) {
      const o = q.locationAround.origin
      s *= decayScore(
        q.locationAround,
        haversineKm(o.lon, o.lat, t.lon[r] ?? 0, t.lat[r] ?? 0) * 1000,
      )
    }
    out[i] = s
  }
  return out
}
