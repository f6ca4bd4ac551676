// The changes of a location grouped by kind, in plain words (change-words.ts). Read-only, so the
// brief prints it as the panel shows it; the panel passes `renderTitle` to link each event.
import type { ReactNode } from 'react'

import { formatDateTime } from '../../../utils/dates'
import { formatInteger } from '../../../utils/format'
import { groupChanges } from './classify'
import type { EventChange } from './classify'
import { CHANGE_HEADINGS, changeText } from './change-words'

export interface ChangesSummaryProps {
  readonly changes: readonly EventChange[]
  /** Epoch ms of the baseline. */
  readonly since: number | undefined
  /** Wraps each change's words (a link to the event, a highlight on hover). */
  readonly renderItem?: (change: EventChange, text: string) => ReactNode
}

/** "since 2 Mar 2026, 10:00 UTC". */
export function sinceText(since: number | undefined): string {
  return since === undefined ? '' : `since ${formatDateTime(new Date(since).toISOString(), 'UTC')}`
}

export function ChangesSummary({ changes, since, renderItem }: ChangesSummaryProps) {
  if (changes.length === 0) {
    return <p className="changes__none">No changes {sinceText(since)}.</p>
  }
  return (
    <div className="changes__groups">
      {groupChanges(changes).map((group) => (
        <section key={group.kind} className={`changes__group changes__group--${group.kind}`}>
          <h4 className="changes__kind">
            {CHANGE_HEADINGS[group.kind]} ({formatInteger(group.changes.length)})
          </h4>
          <ul className="changes__list">
            {group.changes.map((change) => {
              const text = changeText(change)
              return <li key={change.event.id}>{renderItem ? renderItem(change, text) : text}</li>
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
