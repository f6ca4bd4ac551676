// What the bare map page and the bench that drives it agree on: the mark it sets and the query
// that sizes its map.

/** Set at the end of the first frame that draws land (components/map/first-frame.ts): "the map showing data". */
export const BARE_MAP_DATA_MARK = 'bare-map-data'

/** A map size in CSS pixels. */
export interface BareMapSize {
  readonly width: number
  readonly height: number
}

const dimension = (text: string | null): number | undefined => {
  if (text === null || text.trim() === '') return undefined
  const n = Number(text)
  return Number.isInteger(n) && n > 0 && n <= 10_000 ? n : undefined
}

/** `width` and `height` of the page's query, both positive integers, or undefined. */
export function bareMapSize(params: URLSearchParams): BareMapSize | undefined {
  const width = dimension(params.get('width'))
  const height = dimension(params.get('height'))
  return width === undefined || height === undefined ? undefined : { width, height }
}
