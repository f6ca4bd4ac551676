// The map's legend: the coverage line, then one swatch per viewership bin with its range.
import type { LegendModel } from '../../../components/map/legend'
import { formatCompact } from '../../../utils/format'

export function viewershipLegend(
  edges: readonly number[],
  colors: readonly string[],
  counties: number,
  caption: string,
): LegendModel {
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
      counties === 0
        ? []
        : [
            {
              title: `Viewers per county, summed (${formatCompact(counties)} counties)`,
              entries: Array.from({ length: bins }, (_, bin) => ({
                kind: 'swatch' as const,
                color: colors[bin + offset] ?? colors[colors.length - 1] ?? '#000',
                label: label(bin),
              })),
            },
          ],
  }
}
