// The heatmap: an SVG grid of days, one cell per day of the span, coloured by the legend's bins.
// It is an ARIA grid (rows of cells with names), with one tab stop: arrow keys move between days,
// Enter or Space opens one, Shift extends a range; a drag or a Shift-click selects a range.
import { useEffect, useMemo, useRef, useState } from 'react'
import type { KeyboardEvent, PointerEvent, Ref } from 'react'

import type { CalendarDay } from '../../../contract/event'
import { formatMonthTick } from '../../../utils/dates'
import { formatInteger } from '../../../utils/format'
import type { CalendarLayout } from '../calendar-search'
import { dayLabel } from './day-label'
import type { DayGrid, GridCell } from './day-grid'
import { WEEKDAYS } from './day-grid'
import { moveDay } from './day-keys'
import { colorOf, inkOn } from './legend-bins'
import type { Legend } from './legend-bins'

export interface HeatmapProps {
  readonly grid: DayGrid
  readonly layout: CalendarLayout
  readonly days: ReadonlyMap<string, CalendarDay>
  readonly values: ReadonlyMap<string, number>
  readonly legend: Legend
  readonly selection: readonly [string, string] | undefined
  /** A day or a range was chosen (click, drag, Shift-click, Enter). */
  readonly onSelect: (first: string, last: string) => void
  readonly label: string
  readonly svgRef?: Ref<SVGSVGElement>
}

const GEOMETRY = {
  year: { cell: 15, gap: 3, left: 30, top: 18 },
  month: { cell: 62, gap: 4, left: 4, top: 20 },
} as const

export function Heatmap(props: HeatmapProps) {
  const { grid, layout, days, values, legend, selection, onSelect, label, svgRef } = props
  const g = GEOMETRY[layout]
  const step = g.cell + g.gap
  const width = g.left + grid.cols * step
  const height = g.top + grid.rows * step
  const [focused, setFocused] = useState<string>(selection?.[0] ?? grid.first)
  const [drag, setDrag] = useState<readonly [string, string] | undefined>(undefined)
  const cellRefs = useRef(new Map<string, SVGGElement>())
  const wantFocus = useRef(false)
  // The focused day follows the span (next year) and an outside selection.
  const current = focused >= grid.first && focused <= grid.last ? focused : grid.first
  useEffect(() => {
    if (!wantFocus.current) return
    wantFocus.current = false
    cellRefs.current.get(current)?.focus()
  }, [current])

  // Each day's words depend on the days, not on the metric: a metric switch only recolours, so
  // the 365 names (dates formatted, categories ranked) are not made again.
  const names = useMemo(
    () => new Map(grid.cells.map((cell) => [cell.date, dayLabel(cell.date, days.get(cell.date))])),
    [grid, days],
  )

  const rows = useMemo(() => {
    const out: GridCell[][] = Array.from({ length: grid.rows }, () => [])
    for (const cell of grid.cells) out[cell.row]?.push(cell)
    return out
  }, [grid])

  const shown = drag ?? selection
  const inSelection = (date: string) =>
    shown !== undefined &&
    date >= (shown[0] < shown[1] ? shown[0] : shown[1]) &&
    date <= (shown[0] < shown[1] ? shown[1] : shown[0])

  const commit = (a: string, b: string) => {
    onSelect(a < b ? a : b, a < b ? b : a)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      commit(current, current)
      return
    }
    const next = moveDay(current, event.key, layout, grid.first, grid.last)
    if (next === undefined) return
    event.preventDefault()
    wantFocus.current = true
    setFocused(next)
    // Shift+arrow grows the selection from its first day, as in a spreadsheet.
    if (event.shiftKey) commit(selection?.[0] ?? current, next)
  }
  const onPointerDown = (date: string, event: PointerEvent) => {
    if (event.button !== 0) return
    setFocused(date)
    if (event.shiftKey && selection !== undefined) {
      commit(selection[0], date)
      return
    }
    setDrag([date, date])
  }
  const onPointerEnter = (date: string) => {
    if (drag !== undefined) setDrag([drag[0], date])
  }
  const onPointerUp = () => {
    if (drag !== undefined) commit(drag[0], drag[1])
    setDrag(undefined)
  }

  return (
    <svg
      ref={svgRef}
      className={`heatmap heatmap--${layout}`}
      viewBox={`0 0 ${String(width)} ${String(height)}`}
      width={width}
      height={height}
      role="grid"
      aria-label={label}
      aria-multiselectable="true"
      onKeyDown={onKeyDown}
      onPointerUp={onPointerUp}
      onPointerLeave={() => {
        if (drag !== undefined) onPointerUp()
      }}
      xmlns="http://www.w3.org/2000/svg"
    >
      <g aria-hidden="true" className="heatmap__axis">
        {layout === 'year'
          ? grid.months.map((m) => (
              <text key={m.month} x={g.left + m.at * step} y={g.top - 6}>
                {formatMonthTick(m.month)}
              </text>
            ))
          : WEEKDAYS.map((day, index) => (
              <text
                key={day}
                x={g.left + index * step + g.cell / 2}
                y={g.top - 6}
                textAnchor="middle"
              >
                {day}
              </text>
            ))}
        {layout === 'year'
          ? WEEKDAYS.map((day, index) =>
              index % 2 === 0 ? (
                <text key={day} x={0} y={g.top + index * step + g.cell - 3}>
                  {day}
                </text>
              ) : null,
            )
          : null}
      </g>
      {rows.map((row, rowIndex) => (
        <g key={rowIndex} role="row">
          {row.map((cell) => {
            const x = g.left + cell.col * step
            const y = g.top + cell.row * step
            const value = values.get(cell.date) ?? 0
            const selected = inSelection(cell.date)
            const name = names.get(cell.date) ?? dayLabel(cell.date, days.get(cell.date))
            // White figures on the darker blues, near-black on the lighter ones.
            const onFill = inkOn(colorOf(legend, value))
            const ink = onFill === '' ? '' : ` ${onFill}`
            return (
              <g
                key={cell.date}
                ref={(node) => {
                  if (node) cellRefs.current.set(cell.date, node)
                  else cellRefs.current.delete(cell.date)
                }}
                role="gridcell"
                aria-label={name}
                aria-selected={selected}
                tabIndex={cell.date === current ? 0 : -1}
                className={`heatmap__cell${selected ? ' is-selected' : ''}`}
                data-date={cell.date}
                onPointerDown={(event) => {
                  onPointerDown(cell.date, event)
                }}
                onPointerEnter={() => {
                  onPointerEnter(cell.date)
                }}
                onFocus={() => {
                  setFocused(cell.date)
                }}
              >
                {/* The pointer's tooltip; screen readers read the cell's name instead. */}
                <title>{name}</title>
                <rect
                  x={x}
                  y={y}
                  width={g.cell}
                  height={g.cell}
                  rx={layout === 'year' ? 2 : 4}
                  fill={colorOf(legend, value)}
                />
                {layout === 'month' ? (
                  <>
                    <text x={x + 6} y={y + 15} className={`heatmap__date${ink}`}>
                      {Number(cell.date.slice(8))}
                    </text>
                    {value > 0 ? (
                      <text
                        x={x + g.cell - 6}
                        y={y + g.cell - 8}
                        textAnchor="end"
                        className={`heatmap__value${ink}`}
                      >
                        {formatInteger(value)}
                      </text>
                    ) : null}
                  </>
                ) : null}
              </g>
            )
          })}
        </g>
      ))}
    </svg>
  )
}
