// The map's legend: the coverage line, then one swatch per viewership bin with its range. With a
// time window the bins stay the period's, so frames compare, and the title says how many of the
// period's counties the window colours.
import type { LegendModel } from '../../../components/map/legend'
import { formatCompact } from '../../../utils/format'

export function viewershipLegend(
  edges: readonly number[],
  colors: readonly string[],
  /** The counties coloured, and, with a time window, the period's. */
  counties: { readonly counties: number; readonly ofPeriod?: number },
  caption: string,
): LegendModel {
  const { ofPeriod } = counties
  const bins = edges.length + 1
  const label = (bin: number): string => {
    const low = edges[bin - 1]
    const high = edges[bin]
    if (low === undefined && high === undefined) return 'Any viewership'
    if (low === undefined) return `Under ${formatCompact(high)}`
    if (high === undefined) return `${formatCompact(low)} or more`
    return `${formatCompact(low)} – ${formatCompact(high)}`
  }
  // With fewer bins than colours (few counties, equal totals) the darkest colours are used, so
  // the biggest audience always reads as the darkest county.
  const offset = colors.length - bins
  return {
    caption,
    sections:
      counties.counties === 0 && ofPeriod === undefined
        ? []
        : [
            {
              title:
                ofPeriod === undefined
                  ? `Viewers per county, summed (${formatCompact(counties.counties)} counties)`
                  : `Viewers per county on air, summed (${formatCompact(counties.counties)} of ${formatCompact(ofPeriod)} counties)`,
              entries: Array.from({ length: bins }, (_, bin) => ({
                kind: 'swatch' as const,
                color: colors[bin + offset] ?? colors[colors.length - 1] ?? '#000',
                label: label(bin),
              })),
            },
          ],
  }
}
