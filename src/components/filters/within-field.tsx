// The typed radius area of every view (events, broadcasts, calendar, analytics): one field that
// writes `within` as the API takes it, and says beside itself what is wrong with anything else
// (within-problem.ts). A wrong text is never applied and never clears the radius in use.
import type { Within } from '../../contract/query/geo'
import { TextFilter } from './text-filter'
import { readWithin, tidyWithin, withinProblem } from './within-problem'

export function WithinField({
  label,
  within,
  placeholder,
  limit,
  onChange,
}: {
  readonly label: string
  /** The radius area in use (the URL's `within`). */
  readonly within: string | undefined
  readonly placeholder?: string
  /** A view's own limit on the circle (analytics: 100 miles), as a sentence when it is broken. */
  readonly limit?: (circle: Within) => string | undefined
  readonly onChange: (within: string | undefined) => void
}) {
  const check = (text: string): string | undefined => {
    const problem = withinProblem(text) ?? limitProblem(text, limit)
    if (problem === undefined) return undefined
    return within === undefined ? problem : `${problem} Until then, the last valid radius applies.`
  }
  return (
    <TextFilter
      label={label}
      value={within ?? ''}
      placeholder={placeholder}
      check={check}
      onCommit={(text) => {
        const value = tidyWithin(text)
        onChange(value === '' ? undefined : value)
      }}
    />
  )
}

function limitProblem(
  text: string,
  limit: ((circle: Within) => string | undefined) | undefined,
): string | undefined {
  if (!limit) return undefined
  const circle = readWithin(text)
  return circle ? limit(circle) : undefined
}
