// Charts as standalone SVG and PNG files: title, legend, the chart itself (axes included) and a
// caption naming what it shows. Recharts draws its legend as HTML, outside its <svg>, so a plain
// copy of the chart's SVG would lose it; the legend is redrawn here from the same legend model the
// page shows, so the file and the screen cannot disagree. Generic: any view's chart can use it.
// A file is drawn in the theme chosen for exports (docs/themes.md "Exports"): its ground and text
// take that theme's tokens, and the chart its colours in that theme.
import { currentTheme } from '../theme/theme'
import type { Theme } from '../theme/theme'
import { themeTokens } from '../theme/tokens'
import { CHART_INK } from './chart-ink'

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
  readonly colors: ChartFileColors
}

/** The file's own colours, around the chart: its ground, title, legend text and caption. */
export interface ChartFileColors {
  readonly ground: string
  readonly title: string
  readonly text: string
  readonly caption: string
}

/** The file's colours in `theme`: the tokens the chart's panel on screen takes. */
export function chartFileColors(theme: Theme): ChartFileColors {
  const tokens = themeTokens(theme)
  return {
    ground: tokens.surface,
    title: tokens.text,
    text: tokens['grey-700'],
    caption: tokens['text-muted'],
  }
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

/** The whole chart as one SVG document: title, legend, chart, caption, on the theme's ground. */
export function composeChartSvg(parts: ChartSvgParts): {
  svg: string
  width: number
  height: number
} {
  const { colors } = parts
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
    `<rect width="100%" height="100%" fill="${escapeXml(colors.ground)}"/>` +
    `<text x="${PAD}" y="${PAD + TITLE_SIZE - 2}" font-size="${TITLE_SIZE}" font-weight="600" fill="${escapeXml(colors.title)}">${escapeXml(parts.title)}</text>` +
    `<g class="chart-legend" transform="translate(0 ${legendTop})" font-size="${TEXT_SIZE}" fill="${escapeXml(colors.text)}">${legendMarkup}</g>` +
    `<g class="chart-plot" transform="translate(0 ${chartTop})">${stripXmlDeclaration(parts.chartSvg)}</g>` +
    `<g class="chart-caption" font-size="11" fill="${escapeXml(colors.caption)}">${captionMarkup}</g>` +
    `</svg>`
  return { svg, width, height }
}

function stripXmlDeclaration(markup: string): string {
  return markup.replace(/^<\?xml[^>]*>\s*/, '')
}

/**
 * Writes onto `copy` the paint the page's CSS gives `source`'s text and lines: on dark, the axis,
 * tick and grid colours come from style rules (src/app/styles.css), which a file does not carry.
 */
function inlinePaint(source: Element, copy: Element): void {
  const from = source.querySelectorAll('text, line')
  const to = copy.querySelectorAll('text, line')
  from.forEach((node, index) => {
    const target = to[index]
    if (!target) return
    const style = getComputedStyle(node)
    if (node.localName === 'text') target.setAttribute('fill', style.fill)
    else target.setAttribute('stroke', style.stroke)
  })
}

/** Gives the lines drawn as ink (chart-ink.ts) the ink of `to` instead of `from`. */
function repaintInk(copy: Element, from: Theme, to: Theme): void {
  const ink = CHART_INK[from].toLowerCase()
  for (const node of copy.querySelectorAll('[stroke], [fill]')) {
    for (const name of ['stroke', 'fill']) {
      if (node.getAttribute(name)?.toLowerCase() === ink) node.setAttribute(name, CHART_INK[to])
    }
  }
}

/** A legend item's colour in `to`, when it is the ink of the theme on screen. */
export function legendColorIn(color: string, to: Theme): string {
  return color.toLowerCase() === CHART_INK[currentTheme()].toLowerCase() ? CHART_INK[to] : color
}

/**
 * The rendered chart surface inside `container`, serialised with its size, in `theme`: as on
 * screen when that is the theme on screen; else with the colours the chart names for light
 * (Recharts' own, which the light theme keeps) and the other theme's ink.
 */
export function serializeChart(
  container: Element,
  theme: Theme = currentTheme(),
): { chartSvg: string; chartWidth: number; chartHeight: number } | undefined {
  const surface = container.querySelector('svg.recharts-surface')
  if (!surface) return undefined
  const box = surface.getBoundingClientRect()
  const clone = surface.cloneNode(true)
  if (!(clone instanceof SVGSVGElement)) return undefined
  const screen = currentTheme()
  if (theme === screen) inlinePaint(surface, clone)
  else repaintInk(clone, screen, theme)
  clone.setAttribute('width', String(Math.round(box.width)))
  clone.setAttribute('height', String(Math.round(box.height)))
  return {
    chartSvg: new XMLSerializer().serializeToString(clone),
    chartWidth: Math.round(box.width),
    chartHeight: Math.round(box.height),
  }
}
