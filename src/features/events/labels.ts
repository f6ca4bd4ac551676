// Display names for the contract's enumerations.
import { RANK_LEVELS, rankBandText, rankLevel } from '../../contract/enums'
import type { DeletedReason, EventState, RankLevel } from '../../contract/enums'
import { formatOr, isFiniteNumber, rawText } from '../../utils/display'
import { formatSlug } from '../../utils/format'

/** A category in words; one the contract does not list yet (a newer backend) reads the same way. */
export function categoryLabel(category: unknown): string {
  return formatSlug(category)
}

const RANK_LEVEL_WORDS: Readonly<Record<RankLevel, string>> = {
  1: 'minor',
  2: 'moderate',
  3: 'important',
  4: 'significant',
  5: 'major',
}

/** Rank level names with their rank bands: `Level 4 · significant (61–80)`. */
export const RANK_LEVEL_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  RANK_LEVELS.map((level) => [
    String(level),
    `Level ${String(level)} · ${RANK_LEVEL_WORDS[level]} (${rankBandText(level)})`,
  ]),
)

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

/** `64 (level 4)`; a rank that is not a number as written, null as a dash. */
export function rankText(rank: unknown): string {
  return formatOr(rank, isFiniteNumber, (n) => `${n} (level ${rankLevel(n)})`)
}
