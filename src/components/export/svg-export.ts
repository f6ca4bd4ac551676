// A drawn SVG (a heatmap, any figure made of SVG elements) as a standalone picture: a title above,
// the legend and a caption of the filters below, styles inlined so the file reads the same in any
// viewer, and as PNG rendered from that same SVG so the two exports cannot disagree. The picture
// is drawn in the theme chosen for exports (docs/themes.md "Exports"): its ground and text take
// that theme's tokens.
import { currentTheme } from '../theme/theme'
import type { Theme } from '../theme/theme'
import { themeTokens } from '../theme/tokens'
import { downloadBlob } from './download'

export interface SvgLegendItem {
  readonly label: string
  readonly color: string
}

export interface SvgFigureText {
  readonly title: string
  /** The legend's heading, e.g. the metric. */
  readonly legendTitle: string
  readonly legend: readonly SvgLegendItem[]
  /** Lines under the legend: the filters, the zone, the source. */
  readonly caption: readonly string[]
}

const SVG_NS = 'http://www.w3.org/2000/svg'
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'
const PAD = 16
const LINE = 16
/** Attributes that only mean something on screen (focus, roles, handlers' data). */
const SCREEN_ONLY = [
  'tabindex',
  'role',
  'aria-label',
  'aria-selected',
  'aria-multiselectable',
  'class',
]

function el(name: string, attrs: Readonly<Record<string, string | number>>, text?: string) {
  const node = document.createElementNS(SVG_NS, name)
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value))
  if (text !== undefined) node.textContent = text
  return node
}

/** Copies the computed text styles onto each `<text>`, since the page's CSS does not travel. */
function inlineTextStyles(source: SVGSVGElement, copy: SVGSVGElement): void {
  const from = source.querySelectorAll('text')
  const to = copy.querySelectorAll('text')
  from.forEach((node, index) => {
    const style = getComputedStyle(node)
    const target = to[index]
    if (!target) return
    target.setAttribute('font-family', FONT)
    target.setAttribute('font-size', style.fontSize)
    target.setAttribute('font-weight', style.fontWeight)
    target.setAttribute('fill', style.fill)
  })
}

/**
 * Gives `copy` the text styles of `theme` when that is not the theme on screen: it is styled
 * for a moment inside a hidden element marked with that theme, whose tokens the page's rules
 * then take (src/app/styles.css).
 */
function inlineTextStylesIn(copy: SVGSVGElement, theme: Theme): void {
  const host = document.createElement('div')
  host.dataset.theme = theme
  host.setAttribute('aria-hidden', 'true')
  host.style.cssText = 'position:absolute;left:-10000px;top:0;visibility:hidden'
  host.append(copy)
  document.body.append(host)
  try {
    inlineTextStyles(copy, copy)
  } finally {
    host.remove()
  }
}

/**
 * The standalone SVG document of `source` with its title, legend and caption, in `theme`. For a
 * theme not on screen, `recolor` first gives the copy's own colours (fills the figure chose for
 * the screen's theme) those of `theme`; the legend in `text` is the caller's, in `theme`.
 */
export function figureSvg(
  source: SVGSVGElement,
  text: SvgFigureText,
  theme: Theme = currentTheme(),
  recolor?: (copy: SVGSVGElement) => void,
): string {
  const box = source.viewBox.baseVal
  const width = Math.max(box.width, 480) + 2 * PAD
  const copy = source.cloneNode(true)
  if (!(copy instanceof SVGSVGElement)) throw new Error('Only an <svg> element can be exported.')
  if (theme === currentTheme()) inlineTextStyles(source, copy)
  else {
    recolor?.(copy)
    inlineTextStylesIn(copy, theme)
  }
  const tokens = themeTokens(theme)
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of SCREEN_ONLY) node.removeAttribute(name)
  }
  const titleHeight = 28
  const legendTop = titleHeight + box.height + PAD
  const captionTop = legendTop + 2 * LINE + 8
  const height = captionTop + text.caption.length * LINE + PAD
  const out = el('svg', {
    xmlns: SVG_NS,
    width,
    height,
    viewBox: `0 0 ${String(width)} ${String(height)}`,
    'font-family': FONT,
  })
  out.append(el('rect', { width, height, fill: tokens.surface }))
  out.append(
    el(
      'text',
      { x: PAD, y: 20, 'font-size': 15, 'font-weight': 600, fill: tokens.text },
      text.title,
    ),
  )
  const body = el('g', { transform: `translate(${String(PAD)} ${String(titleHeight)})` })
  body.append(...copy.childNodes)
  out.append(body)
  const legend = el('g', {
    transform: `translate(${String(PAD)} ${String(legendTop)})`,
    'font-size': 12,
  })
  legend.append(
    el('text', { x: 0, y: 12, fill: tokens['grey-700'], 'font-weight': 600 }, text.legendTitle),
  )
  let x = 0
  for (const item of text.legend) {
    legend.append(
      el('rect', {
        x,
        y: LINE + 2,
        width: 12,
        height: 12,
        rx: 2,
        fill: item.color,
        stroke: tokens['grey-300'],
      }),
    )
    legend.append(el('text', { x: x + 16, y: LINE + 12, fill: tokens['grey-700'] }, item.label))
    // Approximate advance: the file must not depend on a canvas to measure text.
    x += 16 + item.label.length * 7 + 14
  }
  out.append(legend)
  text.caption.forEach((line, index) => {
    out.append(
      el(
        'text',
        { x: PAD, y: captionTop + index * LINE + 12, 'font-size': 12, fill: tokens['text-muted'] },
        line,
      ),
    )
  })
  return new XMLSerializer().serializeToString(out)
}

export function downloadSvgText(svg: string, filename: string): void {
  downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), filename)
}

/**
 * Renders an SVG document to PNG at `scale` (2: sharp on a high-density screen and in slides).
 * `size` is the document's size in CSS pixels when the caller knows it; else the image's own.
 */
export async function svgToPng(
  svg: string,
  size?: { readonly width: number; readonly height: number },
  scale = 2,
): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
  try {
    const image = new Image()
    image.src = url
    await image.decode()
    const width = size?.width ?? image.naturalWidth
    const height = size?.height ?? image.naturalHeight
    const canvas = document.createElement('canvas')
    canvas.width = Math.ceil(width * scale)
    canvas.height = Math.ceil(height * scale)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('This browser cannot draw the picture (no 2D canvas).')
    context.scale(scale, scale)
    context.drawImage(image, 0, 0, width, height)
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob((blob) => {
        if (blob) resolve(blob)
        else reject(new Error('This browser could not encode the PNG.'))
      }, 'image/png')
    })
  } finally {
    URL.revokeObjectURL(url)
  }
}
