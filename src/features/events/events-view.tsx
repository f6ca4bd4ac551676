// The events explorer: URL -> filters -> API -> map, list, summary and export.
import { useCallback, useMemo, useState } from 'react'
import type { Map as MapLibreMap } from 'maplibre-gl'

import { useApiClient, useApiConnection } from '../../api/client-context'
import { useCalendarDays } from '../../api/use-calendar-days'
import { ContextBar } from '../../components/context/context-bar'
import { periodBounds } from '../../components/context/view-context'
import { eventFilterShape } from '../../components/event-filters/event-filter-search'
import { RequestPanel } from '../../components/export/request-panel'
import { PageHeader } from '../../components/layout/page-header'
import { ErrorState, LiveRegion } from '../../components/states/states'
import { formatWindow } from '../../utils/format'
import { PAGE_SIZE, buildExportQuery, buildTimeBarQuery, listDates } from './build-query'
import { EventDetail } from './detail/event-detail'
import { EventsExport } from './export/events-export'
import { EventsFilters } from './filters/events-filters'
import type { FilterPatch } from './filters/events-filters'
import { EventsMap } from './map/events-map'
import { EventsResults } from './list/events-results'
import { EventsSummary } from './summary/events-summary'
import type { EventsSearch } from './search-schema'
import { useEventsData } from './use-events-data'
import { useEventsMap } from './map/use-events-map'
import { useViewClock } from '../../components/context/use-view-clock'
import { useSelectedEvent } from './detail/use-selected-event'
import { TimeBar } from './time-bar/time-bar'
import { PlaybackProvider } from './time-bar/playback'
import type { PlaybackSearch } from './time-bar/playback'
import { usePeriodDays } from './time-bar/use-period-days'
import { ListFollowsWindow, withListOnClear } from '../../components/time-bar/list-follows'
import { shortDates } from './time-bar/lit-text'
import { windowDates } from './time-bar/time-window'
import './events.css'

export interface EventsViewProps {
  readonly search: EventsSearch
  /** Merges `patch` into the URL (replace, so filtering does not flood the history). */
  readonly onSearch: (patch: Partial<EventsSearch>) => void
  /** Back to the defaults, keeping the map where it is. */
  readonly onReset: () => void
}

export function EventsView({ search, onSearch, onReset }: EventsViewProps) {
  const nowMs = useViewClock()
  const { list, counts, pageQuery, filterQuery } = useEventsData(search, nowMs)
  // A count kept from the previous filters while the new one loads would mislabel the map.
  const mapData = useEventsMap(
    filterQuery,
    counts.isPlaceholderData ? undefined : counts.data?.count,
  )
  const timeBarQuery = useMemo(() => buildTimeBarQuery(filterQuery), [filterQuery])
  const days = useCalendarDays(timeBarQuery ?? {}, timeBarQuery !== undefined)
  const {
    period: playPeriod,
    eventDays,
    attendance,
  } = usePeriodDays(timeBarQuery, search.tz, mapData.matches.items, search.bars === 'attendance')
  const onPlayback = useCallback(
    (patch: Partial<PlaybackSearch>) => {
      onSearch(withListOnClear(patch))
    },
    [onSearch],
  )
  const connection = useApiConnection()
  const client = useApiClient()
  const [hovered, setHovered] = useState<string | undefined>(undefined)
  const [map, setMap] = useState<MapLibreMap | null>(null)
  const selected = useSelectedEvent(search.event, list.data?.results)
  const exportQuery = useMemo(() => buildExportQuery(search, nowMs), [search, nowMs])
  // The days the list covers: the period, or the time window's when the list follows it.
  const periodBounded = periodBounds(search, nowMs)
  const windowOfList =
    periodBounded.gte === undefined || periodBounded.lte === undefined
      ? undefined
      : windowDates(search, periodBounded.gte, periodBounded.lte)
  const followText =
    windowOfList && `Only events active ${shortDates(windowOfList.gte, windowOfList.lte)}`
  const periodStart = listDates(search, nowMs)?.gte ?? periodBounded.gte
  const period = useMemo(
    () => (periodStart === undefined ? undefined : { date: periodStart, timeZone: search.tz }),
    [periodStart, search.tz],
  )
  const requestUrl = client.searchEvents.url(pageQuery)
  // Filter changes go back to the first page; a new page keeps everything else.
  const setFilters = (patch: FilterPatch) => {
    onSearch({ ...patch, page: 1 })
  }

  const page = list.data
  const announcement = page
    ? page.count === 0
      ? 'No events match these filters'
      : `Showing ${formatWindow((search.page - 1) * PAGE_SIZE + 1, Math.min(search.page * PAGE_SIZE, page.count), page.count)} events`
    : ''

  return (
    <PlaybackProvider
      period={playPeriod}
      search={search}
      onChange={onPlayback}
      days={eventDays}
      shown={mapData.matches.items.length}
      total={counts.isPlaceholderData ? undefined : counts.data?.count}
    >
      <div className="events-page">
        <PageHeader
          title="Events"
          summary={
            <ContextBar
              context={search}
              nowMs={nowMs}
              onChange={(patch) => {
                setFilters(patch)
              }}
            />
          }
          actions={
            <EventsExport
              query={exportQuery}
              total={counts.data?.count}
              map={map}
              legendIn={mapData.legendIn}
            />
          }
        />
        <LiveRegion>{announcement}</LiveRegion>
        <div className={`events-layout${search.event ? ' has-detail' : ''}`}>
          <EventsFilters
            search={search}
            counts={counts.data}
            onChange={setFilters}
            onReset={onReset}
          />
          <div className="events-main">
            {counts.isError ? (
              <ErrorState error={counts.error} onRetry={() => void counts.refetch()} compact />
            ) : (
              <EventsSummary
                counts={counts.data}
                loading={counts.isPending}
                onCategory={(category) => {
                  // A chip adds its value through the filter's own schema: a value the counts named but
                  // the filter does not know is dropped, and the list keeps its canonical order.
                  setFilters({
                    category: eventFilterShape.category.parse([...search.category, category]),
                  })
                }}
                onRankLevel={(level) => {
                  setFilters({ rank: eventFilterShape.rank.parse([...search.rank, level]) })
                }}
              />
            )}
            <div className="events-main__map">
              <EventsMap
                matches={mapData.matches}
                days={eventDays}
                legend={mapData.legend}
                viewport={
                  search.lat === undefined || search.lon === undefined || search.zoom === undefined
                    ? undefined
                    : { lat: search.lat, lon: search.lon, zoom: search.zoom }
                }
                fitKey={JSON.stringify(filterQuery)}
                within={search.within}
                highlightedId={hovered}
                selectedId={search.event}
                onWithinChange={(within) => {
                  setFilters({ within })
                }}
                onHover={setHovered}
                onSelect={(id) => {
                  onSearch({ event: id })
                }}
                onViewportChange={(viewport) => {
                  onSearch(viewport)
                }}
                onReady={setMap}
              />
            </div>
            {timeBarQuery ? (
              days.isError ? (
                <ErrorState error={days.error} onRetry={() => void days.refetch()} compact />
              ) : (
                <TimeBar
                  calendar={days.data}
                  gte={String(timeBarQuery['active.gte'])}
                  lte={String(timeBarQuery['active.lte'])}
                  loading={days.isPlaceholderData}
                  measure={search.bars}
                  attendance={attendance}
                  onMeasure={(bars) => {
                    onSearch({ bars })
                  }}
                />
              )
            ) : null}
            <div className="events-main__list">
              <EventsResults
                list={list}
                search={search}
                highlightedId={hovered}
                onSort={(sort) => {
                  onSearch({ sort, page: 1 })
                }}
                onPage={(n) => {
                  onSearch({ page: n })
                }}
                onSelect={(id) => {
                  onSearch({ event: id })
                }}
                onHover={setHovered}
                onReset={onReset}
                period={period}
                toolbar={
                  <ListFollowsWindow
                    text={followText}
                    following={search.list === 'window'}
                    onChange={onSearch}
                  />
                }
              />
            </div>
            <details className="events-request">
              <summary>API request behind this view</summary>
              <RequestPanel
                title="Events request"
                method="GET"
                url={requestUrl}
                token={connection.token}
              />
            </details>
          </div>
          {search.event ? (
            <EventDetail
              event={selected.event}
              loading={selected.loading || list.isPending}
              error={selected.error}
              onRetry={selected.retry}
              onClose={() => {
                onSearch({ event: undefined })
              }}
              onSelect={(id) => {
                onSearch({ event: id })
              }}
            />
          ) : null}
        </div>
      </div>
    </PlaybackProvider>
  )
}
