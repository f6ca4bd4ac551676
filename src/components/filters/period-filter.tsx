// The period of the view context (docs/view-context.md) as a filter: the shared presets, custom
// dates and the zone they are read in, written back as the context's own keys (`range`, `from`,
// `to`, `tz`), so every view that filters by period does it one way.
import { PERIOD_LABELS, PERIOD_PRESETS } from '../context/view-context'
import type { ViewContext } from '../context/view-context'
import { DateRangeFilter } from './date-range-filter'

type PeriodContext = Pick<ViewContext, 'range' | 'from' | 'to' | 'tz'>

const PRESETS = PERIOD_PRESETS.map((value) => ({ value, label: PERIOD_LABELS[value] }))

export function PeriodFilter({
  legend,
  context,
  onChange,
  check,
}: {
  readonly legend: string
  readonly context: PeriodContext
  readonly onChange: (patch: Partial<PeriodContext>) => void
  /** A view's own limits on the period (analytics: a year at most), as a sentence when broken. */
  readonly check?: (span: { readonly gte: string; readonly lte: string }) => string | undefined
}) {
  return (
    <DateRangeFilter
      legend={legend}
      presets={PRESETS}
      customPreset="custom"
      value={{ preset: context.range, from: context.from, to: context.to, tz: context.tz }}
      {...(check && { check })}
      onChange={(patch) => {
        onChange({
          ...(patch.preset !== undefined && { range: patch.preset }),
          ...('from' in patch && { from: patch.from }),
          ...('to' in patch && { to: patch.to }),
          ...(patch.tz !== undefined && { tz: patch.tz }),
        })
      }}
    />
  )
}
