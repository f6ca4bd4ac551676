// A table that renders only the rows in view (@tanstack/react-virtual) while staying a real
// <table>, so screen readers keep row and column semantics. Spacer rows stand for the rest.
// Every column's <col> and cells carry `data-column` (its id), so a view's stylesheet can let a
// column give way when the table is narrow (src/features/events/events.css), or narrow it: a
// column's width is a custom property the <col> reads (table.css), which a view's rule outranks.
import { elementScroll, useVirtualizer } from '@tanstack/react-virtual'
import type { Rect, VirtualizerOptions, Virtualizer } from '@tanstack/react-virtual'
import { memo, useEffect, useLayoutEffect, useRef } from 'react'
import type { CSSProperties, RefObject } from 'react'
import type { ReactNode } from 'react'

import './table.css'

export interface TableColumn<T> {
  readonly id: string
  readonly header: string
  readonly cell: (row: T) => ReactNode
  /** CSS width, e.g. '30%' or '90px'. */
  readonly width?: string
  readonly align?: 'start' | 'end'
  /** When set, the header is a button that asks for this sort. */
  readonly sort?: { readonly ascending?: string; readonly descending?: string }
}

const ROW_HEIGHT = 36

/**
 * The scroll box's size from its ResizeObserver alone. The library also reads it when the table
 * mounts, which forces a layout of the page inside the render that mounted it (a filter change
 * mounts the table anew: 17 ms in a trace of the events view); the observer's first report comes
 * after the browser's own layout. Until then the table assumes room for `initialRect`.
 */
function observeRectAfterLayout(
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement
  if (!element) return undefined
  const observer = new ResizeObserver((entries) => {
    const box = entries[0]?.contentBoxSize[0]
    if (box) report({ width: Math.round(box.inlineSize), height: Math.round(box.blockSize) })
  })
  observer.observe(element, { box: 'content-box' })
  return () => {
    observer.disconnect()
  }
}

type ScrollTo = VirtualizerOptions<HTMLDivElement, Element>['scrollToFn']

/** Tables whose box has been scrolled by the library at least once. */
const scrolled = new WeakSet<Virtualizer<HTMLDivElement, Element>>()

/**
 * Scrolls the box, except to the top while nothing has scrolled it yet. The library writes its
 * offset when the table mounts, to a new box that is at the top already, and a write forces a
 * layout of the whole page inside the render that mounted the table, before the browser would lay
 * it out anyway. Every later write goes through.
 */
const scrollUnlessNew: ScrollTo = (offset, options, instance) => {
  const top = offset + (options.adjustments ?? 0) === 0
  if (top && instance.scrollOffset === 0 && !scrolled.has(instance)) return
  scrolled.add(instance)
  elementScroll(offset, options, instance)
}

/** Rows assumed in view before the box has been measured: a page of the events list. */
const FIRST_ROWS = 50

export function VirtualTable<T>({
  caption,
  columns,
  rows,
  rowId,
  selectedId,
  highlightedId,
  sort,
  onSort,
  onSelect,
  onHover,
}: {
  readonly caption: string
  readonly columns: readonly TableColumn<T>[]
  readonly rows: readonly T[]
  readonly rowId: (row: T) => string
  readonly selectedId?: string | undefined
  readonly highlightedId?: string | undefined
  readonly sort: string
  readonly onSort: (sort: string) => void
  readonly onSelect: (id: string) => void
  readonly onHover?: (id: string | undefined) => void
}) {
  const scrollRef = useRef<HTMLDivElement>(null)
  // react-virtual hands back fresh functions each render by design; the compiler must not memoise.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollUnlessNew,
    initialRect: { width: 0, height: FIRST_ROWS * ROW_HEIGHT },
  })
  // Rows read the handlers of the latest render: a row whose event and state are unchanged is not
  // rendered again when the view around it renders with new handlers (a map's page arriving).
  const handlers = useRef<RowHandlers>({ onSelect, onHover })
  useLayoutEffect(() => {
    handlers.current = { onSelect, onHover }
  })
  const selectedIndex = rows.findIndex((row) => rowId(row) === selectedId)
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' })
  }, [selectedIndex, virtualizer])

  const items = virtualizer.getVirtualItems()
  const before = items[0]?.start ?? 0
  const last = items.at(-1)
  const after = last ? virtualizer.getTotalSize() - last.end : 0

  return (
    <div
      className="vtable"
      ref={scrollRef}
      tabIndex={0}
      role="region"
      aria-label={`${caption}, scrollable`}
    >
      <table className="vtable__table">
        <caption className="visually-hidden">{caption}</caption>
        <colgroup>
          {columns.map((column) => (
            <col
              key={column.id}
              data-column={column.id}
              style={
                column.width ? ({ '--column-width': column.width } as CSSProperties) : undefined
              }
            />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody
          onMouseLeave={
            onHover
              ? () => {
                  onHover(undefined)
                }
              : undefined
          }
        >
          {before > 0 ? (
            <tr aria-hidden="true" style={{ height: before }}>
              <td colSpan={columns.length} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index]
            if (row === undefined) return null
            const id = rowId(row)
            return (
              <TableRow
                key={id}
                row={row}
                id={id}
                columns={columns}
                selected={id === selectedId}
                highlighted={id === highlightedId}
                hovers={onHover !== undefined}
                handlers={handlers}
              />
            )
          })}
          {after > 0 ? (
            <tr aria-hidden="true" style={{ height: after }}>
              <td colSpan={columns.length} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  )
}

interface RowHandlers {
  readonly onSelect: (id: string) => void
  readonly onHover?: ((id: string | undefined) => void) | undefined
}

interface TableRowProps<T> {
  readonly row: T
  readonly id: string
  readonly columns: readonly TableColumn<T>[]
  readonly selected: boolean
  readonly highlighted: boolean
  /** Whether the table reports hovering (its onHover). */
  readonly hovers: boolean
  readonly handlers: RefObject<RowHandlers>
}

/**
 * A row of the table, rendered again only when its data, the columns or its own selection or
 * highlight change: formatting a row's cells (dates in two zones, numbers) is most of a list's
 * render, and the view around a list renders often.
 */
const TableRow = memo(function TableRow<T>({
  row,
  id,
  columns,
  selected,
  highlighted,
  hovers,
  handlers,
}: TableRowProps<T>) {
  const hover = () => {
    handlers.current.onHover?.(id)
  }
  const select = () => {
    handlers.current.onSelect(id)
  }
  const classes = [
    'vtable__row',
    selected ? 'is-selected' : '',
    highlighted ? 'is-highlighted' : '',
  ]
  return (
    <tr
      className={classes.join(' ')}
      style={{ height: ROW_HEIGHT }}
      onMouseEnter={hovers ? hover : undefined}
      onClick={select}
    >
      {columns.map((column, index) => (
        <td
          key={column.id}
          data-column={column.id}
          className={column.align === 'end' ? 'is-end' : undefined}
        >
          {index === 0 ? (
            <button
              type="button"
              className="vtable__select"
              aria-pressed={selected}
              onFocus={hovers ? hover : undefined}
              onClick={(event) => {
                event.stopPropagation()
                select()
              }}
            >
              {column.cell(row)}
            </button>
          ) : (
            column.cell(row)
          )}
        </td>
      ))}
    </tr>
  )
}) as <T>(props: TableRowProps<T>) => ReactNode

function HeaderCell<T>({
  column,
  sort,
  onSort,
}: {
  readonly column: TableColumn<T>
  readonly sort: string
  readonly onSort: (sort: string) => void
}) {
  const { ascending, descending } = column.sort ?? {}
  const direction =
    sort === ascending ? 'ascending' : sort === descending ? 'descending' : undefined
  const className = column.align === 'end' ? 'is-end' : undefined
  if (ascending === undefined && descending === undefined) {
    return (
      <th scope="col" className={className} data-column={column.id}>
        {column.header}
      </th>
    )
  }
  // First click sorts the way analysts usually want (descending when offered), the next flips it.
  const next = direction === 'descending' ? (ascending ?? descending) : (descending ?? ascending)
  return (
    <th scope="col" className={className} data-column={column.id} aria-sort={direction ?? 'none'}>
      <button
        type="button"
        className="vtable__sort"
        onClick={() => {
          if (next !== undefined) onSort(next)
        }}
      >
        {column.header}
        <span aria-hidden="true" className="vtable__arrow">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  )
}
