// The legend drawn into an exported map image (docs/architecture.md "Exports": the legend stays in the PNG),
// from the same model as the legend on screen, on a panel of the file's theme: the tokens the
// legend on screen takes (map.css .map-legend), read for that theme (docs/themes.md "Exports").
import { themeTokens } from '../theme/tokens'
import type { Theme } from '../theme/theme'
import type { LegendEntry, LegendModel } from './legend'

/** The panel's colours: its ground, its edge and its text. */
export interface LegendColors {
  readonly panel: string
  readonly edge: string
  readonly text: string
}

export function legendColors(theme: Theme): LegendColors {
  const tokens = themeTokens(theme)
  return { panel: tokens.overlay, edge: tokens['grey-300'], text: tokens.text }
}

const FONT = '12px system-ui, sans-serif'
const BOLD = '600 12px system-ui, sans-serif'
const LINE = 18
const PAD = 10

/** A row is a text line, or taller when a circle's true size needs it. */
const rowHeight = (entry: LegendEntry): number =>
  entry.kind === 'circle' ? Math.max(LINE, entry.radius * 2 + 4) : LINE

/** Room for the keys: the widest circle, plus a gap before the label. */
function keyWidth(model: LegendModel): number {
  const widest = Math.max(
    12,
    ...model.sections.flatMap((section) =>
      section.entries.map((entry) => (entry.kind === 'circle' ? entry.radius * 2 : 12)),
    ),
  )
  return widest + 8
}

/** The legend's size at scale 1, for placing it before drawing. */
export function measureLegend(
  ctx: CanvasRenderingContext2D,
  model: LegendModel,
): {
  width: number
  height: number
} {
  const key = keyWidth(model)
  let width = 0
  let height = 0
  const widen = (text: string, font: string, indent: number) => {
    ctx.font = font
    width = Math.max(width, indent + ctx.measureText(text).width)
  }
  if (model.caption) {
    widen(model.caption, BOLD, 0)
    height += LINE
  }
  for (const section of model.sections) {
    widen(section.title, BOLD, 0)
    height += LINE
    for (const entry of section.entries) {
      widen(entry.label, FONT, key)
      height += rowHeight(entry)
    }
  }
  return { width: Math.ceil(width) + PAD * 2, height: height + PAD * 2 }
}

/** Draws the legend with its top-left corner at (x, y), in canvas pixels at `scale`. */
export function drawLegend(
  ctx: CanvasRenderingContext2D,
  model: LegendModel,
  x: number,
  y: number,
  scale: number,
  colors: LegendColors,
): void {
  const { width, height } = measureLegend(ctx, model)
  const key = keyWidth(model)
  ctx.save()
  ctx.translate(x, y)
  ctx.scale(scale, scale)
  ctx.fillStyle = colors.panel
  ctx.strokeStyle = colors.edge
  ctx.fillRect(0, 0, width, height)
  ctx.strokeRect(0.5, 0.5, width - 1, height - 1)
  ctx.textBaseline = 'middle'
  let top = PAD
  const text = (value: string, font: string, indent: number, rowSize: number) => {
    ctx.font = font
    ctx.fillStyle = colors.text
    ctx.fillText(value, PAD + indent, top + rowSize / 2)
    top += rowSize
  }
  if (model.caption) text(model.caption, BOLD, 0, LINE)
  for (const section of model.sections) {
    text(section.title, BOLD, 0, LINE)
    for (const entry of section.entries) {
      const size = rowHeight(entry)
      const middle = top + size / 2
      ctx.fillStyle = entry.color
      // Swatches are dots too: the map draws every event as one.
      ctx.beginPath()
      ctx.arc(
        PAD + (key - 8) / 2,
        middle,
        entry.kind === 'swatch' ? 6 : entry.radius,
        0,
        Math.PI * 2,
      )
      ctx.fill()
      text(entry.label, FONT, key, size)
    }
  }
  ctx.restore()
}
