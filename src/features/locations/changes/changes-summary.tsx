// The changes of a location grouped by kind, in plain words (change-words.ts). Read-only, so the
// brief prints it as the panel shows it; the panel passes `renderTitle` to link each event.
import { useState } from 'react'
import type { ReactNode } from 'react'

import { formatDateTime, isoInstant } from '../../../utils/dates'
import { formatInteger } from '../../../utils/format'
import { groupChanges } from './classify'
import type { EventChange, SurgeDay } from './classify'
import { CHANGE_HEADINGS, changeText, SURGE_HEADING, surgeText } from './change-words'

export interface ChangesSummaryProps {
  readonly changes: readonly EventChange[]
  /** New demand-surge days in the next 90 days. */
  readonly surges: readonly SurgeDay[]
  /** Epoch ms of the baseline. */
  readonly since: number | undefined
  /** Wraps each change's words (a link to the event, a highlight on hover). */
  readonly renderItem?: (change: EventChange, text: string) => ReactNode
  /**
   * Changes a group shows before "Show all": a week of announcements should not push the
   * cancellations out of sight. Unset, every change shows (the brief, which fits its page itself).
   */
  readonly firstOf?: number
}

/** "since 2 Mar 2026, 10:00 UTC". */
export function sinceText(since: number | undefined): string {
  return since === undefined ? '' : `since ${formatDateTime(isoInstant(since), 'UTC')}`
}

export function ChangesSummary({
  changes,
  surges,
  since,
  renderItem,
  firstOf,
}: ChangesSummaryProps) {
  const [unfolded, setUnfolded] = useState<ReadonlySet<string>>(() => new Set())
  if (changes.length === 0 && surges.length === 0) {
    return <p className="changes__none">No changes {sinceText(since)}.</p>
  }
  return (
    <div className="changes__groups">
      {groupChanges(changes).map((group) => {
        const folded =
          firstOf !== undefined && group.changes.length > firstOf && !unfolded.has(group.kind)
        const shown = folded ? group.changes.slice(0, firstOf) : group.changes
        return (
          <section key={group.kind} className={`changes__group changes__group--${group.kind}`}>
            <h4 className="changes__kind">
              {CHANGE_HEADINGS[group.kind]} ({formatInteger(group.changes.length)})
            </h4>
            <ul className="changes__list">
              {shown.map((change) => {
                const text = changeText(change)
                return <li key={change.event.id}>{renderItem ? renderItem(change, text) : text}</li>
              })}
            </ul>
            {folded ? (
              <button
                type="button"
                className="link-button changes__more"
                onClick={() => {
                  setUnfolded((held) => new Set([...held, group.kind]))
                }}
              >
                Show all {formatInteger(group.changes.length)}
              </button>
            ) : null}
          </section>
        )
      })}
      {surges.length > 0 ? (
        <section className="changes__group changes__group--surge">
          <h4 className="changes__kind">
            {SURGE_HEADING} ({formatInteger(surges.length)})
          </h4>
          <ul className="changes__list">
            {surges.map((day) => (
              <li key={day.date}>{surgeText(day)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
