// A searchable multi-select over a fixed list (e.g. countries by name): type to narrow the list,
// pick with Enter or a click, chosen options become removable chips. The same combobox and chip
// pattern as place-search.tsx, over options known in advance instead of an API search.
import { useEffect, useId, useRef, useState } from 'react'

import { inOptionOrder, searchOptions } from './option-search'
import type { PickerOption } from './option-search'

export function MultiSelect({
  label,
  options,
  selected,
  onChange,
  placeholder,
  noMatches = 'No matches',
}: {
  readonly label: string
  readonly options: readonly PickerOption[]
  /** Chosen option values; one that is no option shows as its value. */
  readonly selected: readonly string[]
  readonly onChange: (values: string[]) => void
  readonly placeholder?: string
  /** Shown in the list when nothing matches the text. */
  readonly noMatches?: string
}) {
  const id = useId()
  const list = useRef<HTMLUListElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const chosen = new Set(selected)
  const matches = searchOptions(options, text).filter((option) => !chosen.has(option.value))
  const current = Math.min(active, Math.max(matches.length - 1, 0))
  const labelOf = (value: string) =>
    options.find((option) => option.value === value)?.label ?? value

  // Keep the option the arrow keys reach in sight inside the scrolling list.
  useEffect(() => {
    if (!open) return
    list.current?.querySelector(`[data-index="${current}"]`)?.scrollIntoView({ block: 'nearest' })
  }, [open, current])

  const pick = (option: PickerOption | undefined) => {
    if (!option) return
    onChange(inOptionOrder(options, [...selected, option.value]))
    // The list stays open on the full list, so several can be picked in a row.
    setText('')
    setActive(0)
  }

  return (
    <div className="field multi-select">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {selected.length > 0 ? (
        <ul className="chips" aria-label={`Chosen ${label.toLowerCase()}`}>
          {selected.map((value) => (
            <li key={value} className="chip">
              <span>{labelOf(value)}</span>
              <button
                type="button"
                className="chip__remove"
                aria-label={`Remove ${labelOf(value)}`}
                onClick={() => {
                  onChange(selected.filter((s) => s !== value))
                  // The chip and its button go away: keep the keyboard in the picker.
                  input.current?.focus()
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        id={id}
        className="input"
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={placeholder}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[current] ? `${id}-opt-${current}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value)
          setOpen(true)
          setActive(0)
        }}
        onClick={() => {
          setOpen(true)
        }}
        onBlur={() => {
          setOpen(false)
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            if (open) setActive(Math.min(current + 1, Math.max(matches.length - 1, 0)))
            else setOpen(true)
          } else if (event.key === 'ArrowUp') {
            event.preventDefault()
            setActive(Math.max(current - 1, 0))
          } else if (event.key === 'Enter' && open) {
            // Enter in a form would submit it; here it picks.
            event.preventDefault()
            pick(matches[current])
          } else if (event.key === 'Escape' && open) {
            event.preventDefault()
            setOpen(false)
          }
        }}
      />
      {open ? (
        <ul
          ref={list}
          id={`${id}-list`}
          role="listbox"
          className="listbox"
          aria-label={`${label} to choose from`}
        >
          {matches.length === 0 ? (
            <li className="listbox__note" role="presentation">
              {noMatches}
            </li>
          ) : (
            matches.map((option, index) => (
              <li
                key={option.value}
                id={`${id}-opt-${index}`}
                data-index={index}
                role="option"
                aria-selected={index === current}
                className="listbox__option"
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault()
                  pick(option)
                }}
              >
                <span className="listbox__name">{option.label}</span>
                <span className="listbox__type">{option.value}</span>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  )
}
