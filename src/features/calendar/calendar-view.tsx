// The calendar: which days are busy around a place. URL -> calendar endpoint (every page) ->
// heatmap coloured by the chosen metric, with a legend, the busiest days, the selected days'
// events beside it, and exports.
import { useRef, useState } from 'react'

import { useApiClient, useApiConnection } from '../../api/client-context'
import { ContextBar } from '../../components/context/context-bar'
import { useViewClock } from '../../components/context/use-view-clock'
import { RequestPanel } from '../../components/export/request-panel'
import { PageHeader } from '../../components/layout/page-header'
import { quoted } from '../../components/states/no-results'
import { EmptyState, ErrorState, LiveRegion, Skeleton } from '../../components/states/states'
import { plural } from '../../utils/format'
import { takeOpeningNotes } from './bad-input'
import { BusiestDays } from './side/busiest-days'
import { CalendarExport } from './export/calendar-export'
import { recolorHeatmap } from './heatmap/heatmap-recolor'
import { CalendarFilters } from './calendar-filters'
import { CalendarLegend } from './heatmap/calendar-legend'
import { calendarCsv } from './export/calendar-csv'
import type { CalendarSearch } from './calendar-search'
import { selectedRange } from './calendar-search'
import { CalendarTable } from './heatmap/calendar-table'
import { CalendarToolbar } from './heatmap/calendar-toolbar'
import { captionLines } from './export/caption'
import { DayPanel } from './side/day-panel'
import { Heatmap } from './heatmap/heatmap'
import { useCalendarModel } from './use-calendar-model'
import { useCalendarMark } from './use-calendar-mark'
import { useZoneDefault } from './zone/use-zone-default'
import './calendar.css'

export interface CalendarViewProps {
  readonly search: CalendarSearch
  /** Merges `patch` into the URL (replace, so choices do not flood the history). */
  readonly onSearch: (patch: Partial<CalendarSearch>) => void
}

export function CalendarView({ search: urlSearch, onSearch: writeSearch }: CalendarViewProps) {
  const nowMs = useViewClock()
  const { search, onSearch, placeZone, hold } = useZoneDefault(urlSearch, writeSearch)
  const model = useCalendarModel(search, nowMs, hold)
  const connection = useApiConnection()
  const client = useApiClient()
  const svgRef = useRef<SVGSVGElement>(null)
  // Read once: the notes describe the address the analyst opened, before the router rewrote it.
  const [notes, setNotes] = useState(() => takeOpeningNotes('/calendar'))
  const range = selectedRange(search)
  const { daysQuery, days, grid } = model
  const activeDays = days ? [...days.values()].filter((d) => d.count > 0).length : 0
  const requestUrl = client.eventsCalendar.url(model.query)
  useCalendarMark(requestUrl, days !== undefined && !daysQuery.isPlaceholderData)
  const caption = captionLines(model)
  const heatmapLabel = `${model.metricName} per day, ${model.spanWords}, days in ${model.zoneWords}`

  return (
    <div className="page calendar-page">
      <PageHeader
        title="Calendar"
        summary={
          <ContextBar
            context={search}
            nowMs={nowMs}
            onChange={(patch) => {
              onSearch(patch)
            }}
          />
        }
        actions={
          <CalendarExport
            svgRef={svgRef}
            disabled={days === undefined}
            pictureDisabled={search.display === 'table'}
            figureIn={(theme) => {
              const legend = model.legendIn(theme)
              return {
                title: `${model.metricName} per day · ${model.spanWords}`,
                legendTitle: model.legendTitle,
                legend: [legend.empty, ...legend.bins],
                caption,
              }
            }}
            recolor={(copy, theme) => {
              recolorHeatmap(copy, model.legend, model.legendIn(theme))
            }}
            csv={() =>
              calendarCsv(
                grid.cells.map((cell) => ({
                  date: cell.date,
                  day: days?.get(cell.date),
                  value: model.values.get(cell.date) ?? 0,
                })),
                'metric_' +
                  search.metric +
                  (search.metric === 'category' ? `_${search.metricCategory}` : ''),
              )
            }
          />
        }
      />
      {notes.length > 0 ? (
        <div className="notice calendar-notes" role="status">
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setNotes([])
            }}
          >
            Dismiss
          </button>
        </div>
      ) : null}
      <LiveRegion>
        {days ? `${plural(activeDays, 'day')} with events in ${model.spanWords}` : ''}
      </LiveRegion>
      <CalendarFilters
        search={search}
        labels={model.labels}
        onChange={(patch) => {
          onSearch(patch)
        }}
      />
      <div className={`calendar-layout calendar-layout--${search.layout}`}>
        <div className="calendar-main">
          <CalendarToolbar
            search={search}
            month={model.month}
            placeZone={placeZone}
            onChange={(patch) => {
              onSearch(patch)
            }}
          />
          {daysQuery.isError ? (
            <ErrorState error={daysQuery.error} onRetry={() => void daysQuery.refetch()} />
          ) : days === undefined ? (
            <Skeleton lines={7} label="Loading the calendar" />
          ) : (
            <div className={`calendar-figure${daysQuery.isFetching ? ' is-updating' : ''}`}>
              {search.display === 'table' ? (
                <CalendarTable
                  grid={grid}
                  days={days}
                  values={model.values}
                  metric={search.metric}
                  metricName={model.metricName}
                  selection={range}
                  caption={`Days of ${model.spanWords}, counted in ${model.zoneWords}`}
                  onSelect={(first, last) => {
                    onSearch({ day: first, dayEnd: first === last ? undefined : last })
                  }}
                />
              ) : (
                <div className="calendar-figure__scroll">
                  <Heatmap
                    grid={grid}
                    layout={search.layout}
                    days={days}
                    values={model.values}
                    legend={model.legend}
                    selection={range}
                    label={heatmapLabel}
                    svgRef={svgRef}
                    onSelect={(first, last) => {
                      onSearch({ day: first, dayEnd: first === last ? undefined : last })
                    }}
                  />
                </div>
              )}
              {search.display === 'table' ? null : (
                <>
                  <CalendarLegend
                    title={model.legendTitle}
                    legend={model.legend}
                    note={model.metricNote}
                  />
                  <p className="calendar-figure__hint">
                    Click a day to list its events; Shift-click or drag for a range. Arrow keys move
                    between days, Enter opens one.
                  </p>
                </>
              )}
              {activeDays === 0 ? (
                search.q.trim() === '' ? (
                  <EmptyState title={`No events in ${model.spanWords}`}>
                    Try another year, a wider area, or fewer filters.
                  </EmptyState>
                ) : (
                  <EmptyState title={`No events match ${quoted(search.q)} in ${model.spanWords}`}>
                    Clear the search text in the filters, or try another year or a wider area.
                  </EmptyState>
                )
              ) : null}
            </div>
          )}
          <details className="calendar-request">
            <summary>API request behind this view</summary>
            <RequestPanel
              title="Calendar request"
              method="GET"
              url={requestUrl}
              token={connection.token}
            />
          </details>
        </div>
        <aside className="calendar-side" aria-label="Calendar summary">
          {range && days ? (
            <DayPanel
              search={search}
              range={range}
              days={days}
              onClose={() => {
                onSearch({ day: undefined, dayEnd: undefined })
              }}
            />
          ) : null}
          {days ? (
            <BusiestDays
              // A new metric or span starts again from the first five.
              key={`${model.metricName} ${model.busiestSpan} ${model.spanWords}`}
              days={model.busiest}
              metric={model.metricName}
              span={model.busiestSpan}
              onPick={(date) => {
                onSearch({ day: date, dayEnd: undefined })
              }}
            />
          ) : null}
        </aside>
      </div>
    </div>
  )
}
