// What the bare map page and the bench that drives it agree on: the query that sizes its map (the
// mark it sets is `bareMapData` of src/utils/page-marks.ts).

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
