// One colour per event category (contract EVENT_CATEGORIES), shared by the map, legends and charts.
// The seven attended categories, which fill the map, take the Okabe-Ito palette, chosen to stay
// distinguishable under the common colour-vision deficiencies; the other eleven take Paul Tol's
// muted and dark schemes, tuned so every pair stays apart in CIELAB. Eighteen hues cannot all be told apart by everyone, so the map also
// names the category in its popup and legend rather than relying on colour alone.
import { EVENT_CATEGORIES, RANK_LEVEL_BANDS, RANK_LEVELS, rankLevel } from '../../contract/enums'
import type { EventCategory, RankLevel } from '../../contract/enums'
import { HEAT } from '../theme/ramps'
import type { Theme } from '../theme/theme'

export const CATEGORY_COLORS: Readonly<Record<EventCategory, string>> = {
  concerts: '#E69F00',
  sports: '#0072B2',
  conferences: '#009E73',
  expos: '#56B4E9',
  festivals: '#CC79A7',
  'performing-arts': '#D55E00',
  community: '#F0E442',
  'public-holidays': '#332288',
  'school-holidays': '#8C8C00',
  observances: '#117733',
  politics: '#882255',
  academic: '#FFAABB',
  'severe-weather': '#00C0C0',
  disasters: '#AA4499',
  terror: '#222222',
  'health-warnings': '#EE8866',
  'airport-delays': '#666666',
  'daylight-savings': '#994F00',
}

/** Colour of a category; unknown values (a newer backend) get a neutral grey. */
export function categoryColor(category: string): string {
  // Own keys only: a category named like an Object property (`constructor`) is unknown too.
  return Object.hasOwn(CATEGORY_COLORS, category)
    ? ((CATEGORY_COLORS as Readonly<Record<string, string>>)[category] ?? UNKNOWN_CATEGORY_COLOR)
    : UNKNOWN_CATEGORY_COLOR
}

export const UNKNOWN_CATEGORY_COLOR = '#A8A8A8'

/** A MapLibre `match` expression colouring features by their `category` property. */
export function categoryColorExpression(): unknown[] {
  return [
    'match',
    ['get', 'category'],
    ...EVENT_CATEGORIES.flatMap((category) => [category, CATEGORY_COLORS[category]]),
    UNKNOWN_CATEGORY_COLOR,
  ]
}

/** How a map colours its events: by category (the events view) or by rank level (a location's). */
export type EventColoring = 'category' | 'rank'

/** Colour of a rank level in a theme (ramps.ts HEAT). */
export function rankLevelColor(level: RankLevel, theme: Theme): string {
  return HEAT[theme][level - 1] ?? UNKNOWN_CATEGORY_COLOR
}

/** Colour of a rank; a record without one (a newer or odd backend) gets the neutral grey. */
export function rankColor(rank: unknown, theme: Theme): string {
  return typeof rank === 'number' && Number.isFinite(rank)
    ? rankLevelColor(rankLevel(rank), theme)
    : UNKNOWN_CATEGORY_COLOR
}

/** A MapLibre `step` expression colouring features by their `rank`, by the contract's bands. */
export function rankColorExpression(theme: Theme): unknown[] {
  return [
    'step',
    ['to-number', ['get', 'rank'], -1],
    UNKNOWN_CATEGORY_COLOR,
    ...RANK_LEVELS.flatMap((level) => [RANK_LEVEL_BANDS[level][0], rankLevelColor(level, theme)]),
  ]
}
