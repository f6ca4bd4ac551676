// Charts as standalone SVG and PNG files: title, legend, the chart itself (axes included) and a
// caption naming what it shows. Recharts draws its legend as HTML, outside its <svg>, so a plain
// copy of the chart's SVG would lose it; the legend is redrawn here from the same legend model the
// page shows, so the file and the screen cannot disagree. Generic: any view's chart can use it.

export type LegendMark = 'area' | 'bar' | 'line' | 'dashed' | 'dotted' | 'band'

export interface ChartLegendItem {
  readonly label: string
  readonly color: string
  readonly mark: LegendMark
}

export interface ChartSvgParts {
  readonly title: string
  /** The location, period and filters, as one or more lines under the chart. */
  readonly caption: readonly string[]
  readonly legend: readonly ChartLegendItem[]
  /** The chart's own `<svg>` markup (XMLSerializer of the rendered surface). */
  readonly chartSvg: string
  readonly chartWidth: number
  readonly chartHeight: number
}

const PAD = 16
const TITLE_SIZE = 16
const TEXT_SIZE = 12
const LINE = 18
const SWATCH = 12
const ITEM_GAP = 18
/** Average advance of a 12px sans-serif character: enough to lay out rows without measuring. */
const CHAR_WIDTH = 6.8
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif'

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

interface PlacedItem {
  readonly item: ChartLegendItem
  readonly x: number
  readonly y: number
}

/** Legend items placed in rows that wrap at `width`. */
export function layoutLegend(
  items: readonly ChartLegendItem[],
  width: number,
): { placed: PlacedItem[]; height: number } {
  const placed: PlacedItem[] = []
  let x = PAD
  let y = 0
  for (const item of items) {
    const itemWidth = SWATCH + 6 + item.label.length * CHAR_WIDTH
    if (x > PAD && x + itemWidth > width - PAD) {
      x = PAD
      y += LINE
    }
    placed.push({ item, x, y })
    x += itemWidth + ITEM_GAP
  }
  return { placed, height: items.length === 0 ? 0 : y + LINE }
}

function swatch({ item, x, y }: PlacedItem): string {
  const cy = y + LINE / 2
  const color = escapeXml(item.color)
  switch (item.mark) {
    case 'line':
      return `<line x1="${x}" y1="${cy}" x2="${x + SWATCH}" y2="${cy}" stroke="${color}" stroke-width="2"/>`
    case 'dashed':
      return `<line x1="${x}" y1="${cy}" x2="${x + SWATCH}" y2="${cy}" stroke="${color}" stroke-width="2" stroke-dasharray="4 2"/>`
    case 'dotted':
      return `<line x1="${x}" y1="${cy}" x2="${x + SWATCH}" y2="${cy}" stroke="${color}" stroke-width="2" stroke-dasharray="1 2"/>`
    case 'band':
      return `<rect x="${x}" y="${cy - SWATCH / 2}" width="${SWATCH}" height="${SWATCH}" fill="${color}" fill-opacity="0.3"/>`
    default:
      return `<rect x="${x}" y="${cy - SWATCH / 2}" width="${SWATCH}" height="${SWATCH}" fill="${color}"/>`
  }
}

/** The whole chart as one SVG document: title, legend, chart, caption, on white. */
export function composeChartSvg(parts: ChartSvgParts): {
  svg: string
  width: number
  height: number
} {
  const width = Math.max(parts.chartWidth, 320)
  const legend = layoutLegend(parts.legend, width)
  const legendTop = PAD + TITLE_SIZE + 10
  const chartTop = legendTop + legend.height + 8
  const captionTop = chartTop + parts.chartHeight + 8
  const height = captionTop + parts.caption.length * LINE + PAD
  const legendMarkup = legend.placed
    .map(
      (placed) =>
        `${swatch(placed)}<text x="${placed.x + SWATCH + 6}" y="${placed.y + LINE / 2 + 4}">${escapeXml(placed.item.label)}</text>`,
    )
    .join('')
  const captionMarkup = parts.caption
    .map(
      (line, i) => `<text x="${PAD}" y="${captionTop + i * LINE + 12}">${escapeXml(line)}</text>`,
    )
    .join('')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${escapeXml(FONT)}">` +
    `<title>${escapeXml(parts.title)}</title>` +
    `<rect width="100%" height="100%" fill="#ffffff"/>` +
    `<text x="${PAD}" y="${PAD + TITLE_SIZE - 2}" font-size="${TITLE_SIZE}" font-weight="600" fill="#1d2129">${escapeXml(parts.title)}</text>` +
    `<g class="chart-legend" transform="translate(0 ${legendTop})" font-size="${TEXT_SIZE}" fill="#3b414b">${legendMarkup}</g>` +
    `<g class="chart-plot" transform="translate(0 ${chartTop})">${stripXmlDeclaration(parts.chartSvg)}</g>` +
    `<g class="chart-caption" font-size="11" fill="#555b66">${captionMarkup}</g>` +
    `</svg>`
  return { svg, width, height }
}

function stripXmlDeclaration(markup: string): string {
  return markup.replace(/^<\?xml[^>]*>\s*/, '')
}

/** The rendered chart surface inside `container`, serialised with its size. */
export function serializeChart(
  container: Element,
): { chartSvg: string; chartWidth: number; chartHeight: number } | undefined {
  const surface = container.querySelector('svg.recharts-surface')
  if (!surface) return undefined
  const box = surface.getBoundingClientRect()
  const clone = surface.cloneNode(true)
  if (!(clone instanceof SVGSVGElement)) return undefined
  clone.setAttribute('width', String(Math.round(box.width)))
  clone.setAttribute('height', String(Math.round(box.height)))
  return {
    chartSvg: new XMLSerializer().serializeToString(clone),
    chartWidth: Math.round(box.width),
    chartHeight: Math.round(box.height),
  }
}
