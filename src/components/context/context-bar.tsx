// The context a view received (docs/view-context.md), shown under its heading: the period and
// each part of the place, each droppable. Dropping writes the URL, so the next view sees it too.
import { useLayoutEffect, useRef } from 'react'

import { periodText, withinText } from './context-text'
import { useContextNames } from './use-context-names'
import { VIEW_CONTEXT_DEFAULTS } from './view-context'
import type { ViewContext } from './view-context'
import './context.css'

export interface ContextBarProps {
  readonly context: ViewContext
  /** "Now" of the view, so the period reads the same dates the view requests. */
  readonly nowMs: number
  readonly onChange: (patch: Partial<ViewContext>) => void
  /**
   * The period of a view whose figures cover a fixed period of their own (the saved locations'
   * next-90-day insights): the chip states that period instead of the context's, which the other
   * views keep, since a chip never claims a period the figures do not use (docs/view-context.md).
   */
  readonly fixedPeriod?: FixedPeriod
}

export interface FixedPeriod {
  /** The chip's kind, in place of "Period": what the period is of. */
  readonly kind: string
  readonly text: string
  /** Why the period is fixed, in a sentence: the chip's tooltip. */
  readonly why: string
  /** A short note beside the chip, when the other views keep another period. */
  readonly note?: string
}

interface Part {
  readonly key: string
  readonly kind: string
  readonly text: string
  /** The chip's tooltip; its text by default. */
  readonly title?: string
  readonly drop?: Partial<ViewContext>
}

/**
 * Hides a note that does not fit whole: "Every…" says nothing, while the chips, which hold what the
 * figures cover, keep their room. `visibility` keeps the note's box, so hiding it never frees room
 * that would bring it back.
 */
function useWholeNotes(periodNote: boolean, placeNote: boolean) {
  const listRef = useRef<HTMLUListElement>(null)
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return undefined
    const notes = [...list.querySelectorAll<HTMLElement>('.context-bar__hint')]
    const mark = () => {
      for (const note of notes) {
        note.dataset['clipped'] = String(note.scrollWidth > note.clientWidth + 1)
      }
    }
    // The observer's first report comes after layout and before paint, so a note is marked
    // before it shows, without forcing a layout on every render (a note also narrows when the
    // header's buttons arrive or the window shrinks).
    const observer = new ResizeObserver(mark)
    for (const note of notes) observer.observe(note)
    return () => {
      observer.disconnect()
    }
    // Observed anew only when a note comes or goes: a note whose text changes keeps its element,
    // and the observer reports its new size.
  }, [periodNote, placeNote])
  return listRef
}

export function ContextBar({ context, nowMs, onChange, fixedPeriod }: ContextBarProps) {
  const names = useContextNames(context)
  const isDefaultPeriod =
    context.range === VIEW_CONTEXT_DEFAULTS.range &&
    context.from === undefined &&
    context.to === undefined
  const parts: Part[] = [
    fixedPeriod
      ? { key: 'period', kind: fixedPeriod.kind, text: fixedPeriod.text, title: fixedPeriod.why }
      : {
          key: 'period',
          kind: 'Period',
          text: periodText(context, nowMs),
          ...(isDefaultPeriod ? {} : { drop: { range: 'next30', from: undefined, to: undefined } }),
        },
  ]
  if (context.within !== undefined) {
    parts.push({
      key: 'within',
      kind: 'Area',
      text: withinText(context.within),
      drop: { within: undefined },
    })
  }
  for (const id of context.place) {
    parts.push({
      key: `place-${id}`,
      kind: 'Place',
      text: names.places.get(id) ?? `Place ${id}`,
      drop: {
        place: context.place.filter((other) => other !== id),
      },
    })
  }
  for (const id of context.loc) {
    parts.push({
      key: `loc-${id}`,
      kind: 'Saved location',
      text: names.locations.get(id) ?? `Saved location ${id}`,
      drop: {
        loc: context.loc.filter((other) => other !== id),
      },
    })
  }
  const placeCount = parts.length - 1
  const listRef = useWholeNotes(fixedPeriod?.note !== undefined, placeCount === 0)
  return (
    <section className="context-bar" aria-label="View context">
      <ul className="context-bar__parts" ref={listRef}>
        {parts.map((part) => (
          <li key={part.key} className="context-chip">
            <span className="context-chip__kind">{part.kind}</span>
            <span className="context-chip__text" title={part.title ?? part.text}>
              {part.text}
            </span>
            {part.drop ? (
              <button
                type="button"
                className="context-chip__drop"
                aria-label={`Drop ${part.kind.toLowerCase()} ${part.text}`}
                title={`Drop this ${part.kind.toLowerCase()}`}
                onClick={() => {
                  onChange(part.drop ?? {})
                }}
              >
                ×
              </button>
            ) : null}
          </li>
        ))}
        {fixedPeriod?.note === undefined ? null : (
          <li className="context-bar__hint" title={fixedPeriod.why}>
            {fixedPeriod.note}
          </li>
        )}
        {placeCount === 0 ? (
          <li className="context-bar__hint">Everywhere: no place chosen</li>
        ) : placeCount > 1 ? (
          <li>
            <button
              type="button"
              className="context-bar__clear"
              onClick={() => {
                onChange({ within: undefined, place: [], loc: [] })
              }}
            >
              Drop the place
            </button>
          </li>
        ) : null}
      </ul>
    </section>
  )
}
