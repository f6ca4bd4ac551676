import { useId, useRef, useState } from 'react'

import { useDebouncedCallback } from './use-debounced-callback'

/**
 * A text input that reports its value after typing pauses (300 ms), or at once on Enter.
 * The URL is the source of truth; when it changes from elsewhere (reset, back), the input follows.
 * Given `check`, a value it finds wrong is never reported: the field says what is wrong beside it
 * (aria-invalid, aria-describedby) and whatever the URL holds stays applied until the text is
 * fixed (docs/view-habits.md "Inputs that say what is wrong").
 */
export function TextFilter({
  label,
  value,
  onCommit,
  check,
  placeholder,
  type = 'search',
  delayMs = 300,
}: {
  readonly label: string
  readonly value: string
  readonly onCommit: (value: string) => void
  /** What is wrong with a text, in a short sentence; undefined when it can be applied. */
  readonly check?: (text: string) => string | undefined
  readonly placeholder?: string
  readonly type?: 'search' | 'number'
  readonly delayMs?: number
}) {
  const id = useId()
  const [draft, setDraft] = useState(value)
  const [seen, setSeen] = useState(value)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  // Adopt outside changes during render (React docs: "adjusting state when a prop changes").
  if (seen !== value) {
    setSeen(value)
    setDraft(value)
    setProblem(undefined)
  }
  // A number field the browser cannot read ("1e") reports '' as if emptied: it must not lift the
  // bound it holds.
  const unreadable = useRef(false)
  const problemOf = (text: string): string | undefined =>
    unreadable.current ? 'Write the number in digits, as in 250.' : check?.(text)
  // Checked when the value would be applied (a pause, Enter, leaving the field), not at every
  // key: a radius half typed is not yet wrong.
  const commit = useDebouncedCallback((text: string) => {
    const found = problemOf(text)
    setProblem(found)
    if (found === undefined) onCommit(text)
  }, delayMs)
  const errorId = `${id}-error`
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        min={type === 'number' ? 0 : undefined}
        value={draft}
        placeholder={placeholder}
        aria-invalid={problem !== undefined}
        aria-describedby={problem === undefined ? undefined : errorId}
        onChange={(event) => {
          const text = event.currentTarget.value
          unreadable.current = type === 'number' && event.currentTarget.validity.badInput
          setDraft(text)
          // Once shown, the message follows the text, and goes as soon as the text is right.
          if (problem !== undefined) setProblem(problemOf(text))
          commit.call(text)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit.flush()
        }}
        onBlur={() => {
          commit.flush()
        }}
      />
      {check || type === 'number' ? (
        // Always there, so screen readers announce the message when it appears.
        <p id={errorId} className="field__error" aria-live="polite">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
