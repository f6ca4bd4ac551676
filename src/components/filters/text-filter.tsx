import { useId, useState } from 'react'

import { useDebouncedCallback } from './use-debounced-callback'

/**
 * A text input that reports its value after typing pauses (300 ms), or at once on Enter.
 * The URL is the source of truth; when it changes from elsewhere (reset, back), the input follows.
 */
export function TextFilter({
  label,
  value,
  onCommit,
  placeholder,
  type = 'search',
  delayMs = 300,
}: {
  readonly label: string
  readonly value: string
  readonly onCommit: (value: string) => void
  readonly placeholder?: string
  readonly type?: 'search' | 'number'
  readonly delayMs?: number
}) {
  const id = useId()
  const [draft, setDraft] = useState(value)
  const [seen, setSeen] = useState(value)
  // Adopt outside changes during render (React docs: "adjusting state when a prop changes").
  if (seen !== value) {
    setSeen(value)
    setDraft(value)
  }
  const commit = useDebouncedCallback(onCommit, delayMs)
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
        onChange={(event) => {
          setDraft(event.currentTarget.value)
          commit.call(event.currentTarget.value)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit.flush()
        }}
        onBlur={() => {
          commit.flush()
        }}
      />
    </div>
  )
}
