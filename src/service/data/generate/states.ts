// Event lifecycle states (docs/api.md "Event": state / deleted_reason): cancelled and postponed
// events (with the time of the change), duplicates pointing to the active original, and predicted
// future events. Each row decides from its own detail seed, so one generator's rows never shift
// another's states.

import { ATTENDED_CATEGORIES, EVENT_CATEGORIES } from '../../../contract/enums'
import { createRng, mix32 } from '../random'
import type { GenContext } from './context'
import {
  REASON_CANCELLED,
  REASON_POSTPONED,
  STATE_ACTIVE,
  STATE_DELETED,
  STATE_PREDICTED,
} from './rows'

const ATTENDED = new Set<number>(ATTENDED_CATEGORIES.map((c) => EVENT_CATEGORIES.indexOf(c)))

export function applyStates(ctx: GenContext): void {
  const rows = ctx.rows
  const rng = createRng(ctx.seed, 'states')
  const originals = rows.size
  const duplicates: number[] = []
  for (let r = 0; r < originals; r++) {
    if (!ATTENDED.has(rows.category[r] ?? -1)) continue
    const u = mix32((rows.detailSeed[r] ?? 0) ^ 0x5bd1e995) / 4294967296
    const start = rows.start[r] ?? 0
    const firstSeen = rows.firstSeen[r] ?? NaN
    const seen = Number.isNaN(firstSeen) ? start - 30 * 86_400_000 : firstSeen
    if (u < 0.035 && seen < ctx.now) {
      // Cancelled or postponed some time after it was first seen, never after now.
      rows.state[r] = STATE_DELETED
      rows.deletedReason[r] = u < 0.022 ? REASON_CANCELLED : REASON_POSTPONED
      const latest = Math.min(ctx.now, start)
      const changed = seen + Math.max(0, latest - seen) * (u * 28.6 - Math.floor(u * 28.6))
      // docs/api.md "Event": the time is null when unavailable; a few lack it.
      rows.stateChanged[r] = u < 0.002 ? NaN : Math.round(changed / 1000) * 1000
      rows.updated[r] = Math.max(rows.updated[r] ?? 0, rows.stateChanged[r] ?? 0)
    } else if (u < 0.06 && start > ctx.now) {
      rows.state[r] = STATE_PREDICTED
    } else if (u < 0.075 && rows.parent[r] === -1) {
      duplicates.push(r)
    }
  }
  for (const r of duplicates) {
    if (rows.state[r] !== STATE_ACTIVE) continue
    rows.addDuplicate(r, rng, rng.between(1, 72) * 3_600_000)
  }
}
