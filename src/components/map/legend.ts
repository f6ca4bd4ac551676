// What a map's colours and sizes mean, as data: the legend on screen (map-legend.tsx) and the one
// drawn into the PNG export (legend-canvas.ts) are both made from it, so they cannot disagree.

export type LegendEntry =
  | { readonly kind: 'swatch'; readonly color: string; readonly label: string }
  | {
      readonly kind: 'circle'
      readonly color: string
      readonly radius: number
      readonly label: string
    }

export interface LegendSection {
  readonly title: string
  readonly entries: readonly LegendEntry[]
}

export interface LegendModel {
  /** One line above the sections: what the map shows, e.g. "Map shows all 7,651 matches". */
  readonly caption?: string
  readonly sections: readonly LegendSection[]
}
