// A lower and an upper bound typed side by side (attendance, viewers, rank): each field reports
// its number, or undefined when emptied. A text that is not a number the filter takes, or a
// bound on the wrong side of the other, is said beside the field and not applied, so the bound
// in use stays until a valid one replaces it.
import { formatInteger } from '../../utils/format'
import { TextFilter } from './text-filter'

/** A non-negative number as typed, or undefined (an empty field lifts the bound). */
export function nonNegativeNumber(text: string): number | undefined {
  const value = Number(text)
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value
}

/**
 * What is wrong with a typed bound, or undefined when it can be applied (empty lifts it). `other`
 * is the opposite bound in use: a lower bound must not pass it.
 */
export function boundProblem(
  text: string,
  parse: (text: string) => number | undefined,
  wanted: string,
  side: 'low' | 'high',
  other: number | undefined,
): string | undefined {
  if (text.trim() === '') return undefined
  const value = parse(text)
  if (value === undefined) return `Write ${wanted}.`
  if (other === undefined) return undefined
  if (side === 'low' && value > other)
    return `This is above the upper bound, ${formatInteger(other)}.`
  if (side === 'high' && value < other)
    return `This is below the lower bound, ${formatInteger(other)}.`
  return undefined
}

export function NumberRangeFields({
  labels = ['At least', 'At most'],
  low,
  high,
  parse = nonNegativeNumber,
  wanted = 'a number of 0 or more',
  onLow,
  onHigh,
}: {
  readonly labels?: readonly [string, string]
  readonly low: number | undefined
  readonly high: number | undefined
  readonly parse?: (text: string) => number | undefined
  /** The numbers `parse` takes, in words: "a rank from 0 to 100". */
  readonly wanted?: string
  readonly onLow: (value: number | undefined) => void
  readonly onHigh: (value: number | undefined) => void
}) {
  return (
    <div className="field-row">
      <TextFilter
        label={labels[0]}
        type="number"
        value={low === undefined ? '' : String(low)}
        check={(text) => boundProblem(text, parse, wanted, 'low', high)}
        onCommit={(text) => {
          onLow(parse(text))
        }}
      />
      <TextFilter
        label={labels[1]}
        type="number"
        value={high === undefined ? '' : String(high)}
        check={(text) => boundProblem(text, parse, wanted, 'high', low)}
        onCommit={(text) => {
          onHigh(parse(text))
        }}
      />
    </div>
  )
}
