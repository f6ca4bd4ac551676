// Display names for the contract's enumerations.
import type { DeletedReason, EventState } from '../../contract/enums'
import { formatOr, isFiniteNumber, rawText } from '../../utils/display'
import { formatSlug } from '../../utils/format'

/** A category in words; one the contract does not list yet (a newer backend) reads the same way. */
export function categoryLabel(category: unknown): string {
  return formatSlug(category)
}

/** Rank level names with their rank bands (docs/architecture.md: 1 = 0–20 ... 5 = 81–100). */
export const RANK_LEVEL_LABELS: Readonly<Record<string, string>> = {
  '1': 'Level 1 · minor (0–20)',
  '2': 'Level 2 · moderate (21–40)',
  '3': 'Level 3 · important (41–60)',
  '4': 'Level 4 · significant (61–80)',
  '5': 'Level 5 · major (81–100)',
}

export const RANK_LEVEL_SHORT: Readonly<Record<string, string>> = {
  '1': '1 · minor',
  '2': '2 · moderate',
  '3': '3 · important',
  '4': '4 · significant',
  '5': '5 · major',
}

export const STATE_LABELS: Readonly<Record<EventState, string>> = {
  active: 'Active',
  predicted: 'Predicted',
  deleted: 'Deleted',
}

export const DELETED_REASON_LABELS: Readonly<Record<DeletedReason, string>> = {
  cancelled: 'Cancelled',
  duplicate: 'Duplicate',
  postponed: 'Postponed',
}

/** A label of `labels` (STATE_LABELS, ...) for `value`, or the value as written when it has none. */
export function labelOf(labels: Readonly<Record<string, string>>, value: unknown): string {
  return typeof value === 'string' && Object.hasOwn(labels, value)
    ? (labels[value] ?? rawText(value))
    : rawText(value)
}

/** The rank level (1–5) of a rank 0–100 (docs/architecture.md bands: 0–20 is level 1, 81–100 level 5). */
export function rankLevel(rank: number): number {
  return rank <= 20 ? 1 : rank <= 40 ? 2 : rank <= 60 ? 3 : rank <= 80 ? 4 : 5
}

/** `64 (level 4)`; a rank that is not a number as written, null as a dash. */
export function rankText(rank: unknown): string {
  return formatOr(rank, isFiniteNumber, (n) => `${n} (level ${rankLevel(n)})`)
}
