// The events map's legend: the categories on the map with their colours (most frequent first), or
// the rank levels on a saved location's map, then circle sizes by attendance and the cluster
// bubbles (events-layer-specs.ts).
import { RANK_LEVELS, rankBandText, rankLevel } from '../../contract/enums'
import { formatInteger, formatSlug } from '../../utils/format'
import type { Theme } from '../theme/theme'
import { attendanceRadius } from './events-geojson'
import type { MapEvent } from '../../contract/event'
import { EVENT_LAYER_COLORS } from './events-layer-specs'
import type { LegendModel, LegendSection } from './legend'
import { categoryColor, rankLevelColor } from './palette'

/** Attendances whose circles the legend shows: a small gathering, a big venue, a stadium. */
const SIZE_SAMPLES = [100, 5_000, 50_000] as const
/** Categories listed by name; the rest are summed as "other". */
const MAX_CATEGORIES = 6

export function eventsLegend(
  events: readonly Pick<MapEvent, 'category'>[],
  caption?: string,
  theme: Theme = 'light',
): LegendModel {
  const counts = new Map<string, number>()
  for (const event of events) {
    const category = typeof event.category === 'string' ? event.category : ''
    counts.set(category, (counts.get(category) ?? 0) + 1)
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  const shown = ranked.slice(0, MAX_CATEGORIES)
  const others = ranked.slice(MAX_CATEGORIES).reduce((sum, [, count]) => sum + count, 0)
  return {
    ...(caption === undefined ? {} : { caption }),
    sections: [
      {
        title: 'Category',
        entries: [
          ...shown.map(([category, count]) => ({
            kind: 'swatch' as const,
            color: categoryColor(category),
            label: `${category === '' ? 'Unknown' : formatSlug(category)} (${formatInteger(count)})`,
          })),
          ...(others > 0
            ? [
                {
                  kind: 'swatch' as const,
                  color: categoryColor(''),
                  label: `${String(ranked.length - MAX_CATEGORIES)} more categories (${formatInteger(others)})`,
                },
              ]
            : []),
        ],
      },
      ...sizeAndGroups(theme),
    ],
  }
}

/** The sections every events legend ends with: circle sizes and the group bubbles. */
function sizeAndGroups(theme: Theme): LegendSection[] {
  return [
    {
      title: 'Predicted attendance',
      entries: SIZE_SAMPLES.map((attendance) => ({
        kind: 'circle' as const,
        color: EVENT_LAYER_COLORS[theme].unlit,
        radius: attendanceRadius(attendance),
        label: formatInteger(attendance),
      })),
    },
    {
      title: 'Groups',
      entries: [
        {
          kind: 'circle',
          color: EVENT_LAYER_COLORS[theme].cluster,
          radius: 10,
          label: 'Group of nearby events; zoom in',
        },
      ],
    },
  ]
}

/** A rank-coloured map's legend: every level, highest first, with its count. */
export function rankLegend(
  events: readonly Pick<MapEvent, 'rank'>[],
  caption?: string,
  theme: Theme = 'light',
): LegendModel {
  const counts = new Map<number, number>()
  for (const event of events) {
    const level = typeof event.rank === 'number' ? rankLevel(event.rank) : 1
    counts.set(level, (counts.get(level) ?? 0) + 1)
  }
  return {
    ...(caption === undefined ? {} : { caption }),
    sections: [
      {
        title: 'Rank level',
        entries: [...RANK_LEVELS].reverse().map((level) => ({
          kind: 'swatch' as const,
          color: rankLevelColor(level, theme),
          label: `${String(level)} · rank ${rankBandText(level)} (${formatInteger(counts.get(level) ?? 0)})`,
        })),
      },
      ...sizeAndGroups(theme),
    ],
  }
}
