// A lower and an upper bound typed side by side (attendance, viewers, rank): each field reports
// its number, or undefined when empty or not a number the filter takes.
import { TextFilter } from './text-filter'

/** A non-negative number as typed, or undefined (an empty field lifts the bound). */
export function nonNegativeNumber(text: string): number | undefined {
  const value = Number(text)
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value
}

export function NumberRangeFields({
  labels = ['At least', 'At most'],
  low,
  high,
  parse = nonNegativeNumber,
  onLow,
  onHigh,
}: {
  readonly labels?: readonly [string, string]
  readonly low: number | undefined
  readonly high: number | undefined
  readonly parse?: (text: string) => number | undefined
  readonly onLow: (value: number | undefined) => void
  readonly onHigh: (value: number | undefined) => void
}) {
  return (
    <div className="field-row">
      <TextFilter
        label={labels[0]}
        type="number"
        value={low === undefined ? '' : String(low)}
        onCommit={(text) => {
          onLow(parse(text))
        }}
      />
      <TextFilter
        label={labels[1]}
        type="number"
        value={high === undefined ? '' : String(high)}
        onCommit={(text) => {
          onHigh(parse(text))
        }}
      />
    </div>
  )
}
