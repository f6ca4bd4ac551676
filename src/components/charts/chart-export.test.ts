import { describe, expect, it } from 'vitest'

import { composeChartSvg, escapeXml, layoutLegend } from './chart-export'

const chart =
  '<svg xmlns="http://www.w3.org/2000/svg" class="recharts-surface" width="600" height="300"><g class="recharts-xAxis"><text>Jan 1</text></g></svg>'

describe('composeChartSvg', () => {
  const { svg, width, height } = composeChartSvg({
    title: 'Daily predicted attendance',
    caption: ['Chicago, Illinois, United States · 2026-01-01 – 2026-03-31 (UTC)'],
    legend: [
      { label: 'Concerts', color: '#E69F00', mark: 'area' },
      { label: 'Sports & <games>', color: '#0072B2', mark: 'area' },
      { label: 'Period average', color: '#333', mark: 'dotted' },
    ],
    chartSvg: `<?xml version="1.0"?>${chart}`,
    chartWidth: 600,
    chartHeight: 300,
    colors: { ground: '#16191e', title: '#e7eaee', text: '#c5cad2', caption: '#aab1bb' },
  })

  it('redraws the legend inside the SVG, as text', () => {
    expect(svg).toContain('class="chart-legend"')
    expect(svg).toContain('>Concerts</text>')
    expect(svg).toContain('>Period average</text>')
    expect(svg).toContain('stroke-dasharray="1 2"')
  })

  it('keeps the title, the chart with its axes and the caption', () => {
    expect(svg).toContain('>Daily predicted attendance</text>')
    expect(svg).toContain('<text>Jan 1</text>')
    expect(svg).toContain('Chicago, Illinois, United States')
    expect(svg).not.toContain('<?xml')
    expect(width).toBe(600)
    expect(height).toBeGreaterThan(300)
  })

  it('draws on the ground and in the text colours it is given, the theme of the file', () => {
    expect(svg).toContain('<rect width="100%" height="100%" fill="#16191e"/>')
    expect(svg).toContain('font-weight="600" fill="#e7eaee">Daily predicted attendance</text>')
    expect(svg).toMatch(/class="chart-caption" font-size="11" fill="#aab1bb"/)
  })

  it('escapes text so a label cannot break the document', () => {
    expect(svg).toContain('Sports &amp; &lt;games&gt;')
    expect(escapeXml(`"a'`)).toBe('&quot;a&apos;')
  })
})

describe('layoutLegend', () => {
  it('wraps items into rows that fit the width', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({
      label: `Series number ${i}`,
      color: '#000',
      mark: 'area' as const,
    }))
    const { placed, height } = layoutLegend(items, 400)
    expect(new Set(placed.map((p) => p.y)).size).toBeGreaterThan(1)
    expect(placed.every((p) => p.x < 400)).toBe(true)
    expect(height).toBeGreaterThan(18)
  })
})
