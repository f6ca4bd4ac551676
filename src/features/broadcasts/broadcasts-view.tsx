// The broadcasts explorer: URL -> filters -> API -> county map, list, summary, detail and exports.
import { useCallback, useMemo, useState } from 'react'
import type { Map as MapLibreMap } from 'maplibre-gl'

import { useApiClient, useApiConnection } from '../../api/client-context'
import { ContextBar } from '../../components/context/context-bar'
import { useContextNames } from '../../components/context/use-context-names'
import { useViewClock } from '../../components/context/use-view-clock'
import { RequestPanel } from '../../components/export/request-panel'
import { PageHeader } from '../../components/layout/page-header'
import { ErrorState, LiveRegion } from '../../components/states/states'
import { formatWindow } from '../../utils/format'
import { BroadcastDetail } from './list/broadcast-detail'
import { BroadcastsExports } from './map-export'
import { BroadcastsFilters } from './broadcasts-filters'
import type { FilterPatch } from './broadcasts-filters'
import { BroadcastsMap } from './map/broadcasts-map'
import { BroadcastsResults } from './list/broadcasts-results'
import { BroadcastsSummary } from './summary/broadcasts-summary'
import { PAGE_SIZE, buildExportQuery } from './build-query'
import { chartCaption } from './summary/chart-caption'
import { countyMarks } from './map/county-marks'
import { clickPatch, filterActionLabel, filteredText } from './map/map-click'
import { MapFilterUndo, undoOf } from './map/map-filter-undo'
import type { FilterUndo } from './map/map-filter-undo'
import type { BroadcastsSearch } from './search-schema'
import { useBroadcastsData } from './use-broadcasts-data'
import { useBroadcastsMap } from './map/use-broadcasts-map'
import { usePreviousPeriod } from './summary/use-previous-period'
import { useSelectedBroadcast } from './list/use-selected-broadcast'
import { ListFollowsWindow, withListOnClear } from '../../components/time-bar/list-follows'
import { BroadcastsPlayback } from './time-bar/playback'
import { BroadcastsTimeBar } from './time-bar/time-bar'
import { useBroadcastHours } from './time-bar/use-period-hours'
import './broadcasts.css'

export interface BroadcastsViewProps {
  readonly search: BroadcastsSearch
  /** Merges `patch` into the URL (replace, so filtering does not flood the history). */
  readonly onSearch: (patch: Partial<BroadcastsSearch>) => void
  readonly onReset: () => void
}

/**
 * The same array while its lines are the same: the caption is rebuilt on every render (a pan of
 * the map writes the URL), and the memoised summary must not redraw its charts for that.
 */
function useSameLines(lines: readonly string[]): readonly string[] {
  const [kept, setKept] = useState(lines)
  const same = kept.length === lines.length && kept.every((line, i) => line === lines[i])
  if (!same) setKept(lines)
  return same ? kept : lines
}

export function BroadcastsView({ search, onSearch, onReset }: BroadcastsViewProps) {
  const nowMs = useViewClock()
  const data = useBroadcastsData(search, nowMs)
  const mapData = useBroadcastsMap(data.filterQuery, data.enabled)
  const { period } = data
  const hours = useBroadcastHours(period, mapData.painted)
  const onPlayback = useCallback(
    (patch: Partial<BroadcastsSearch>) => {
      onSearch(withListOnClear(patch))
    },
    [onSearch],
  )
  const selected = useSelectedBroadcast(search.broadcast, data.list.data?.results)
  const connection = useApiConnection()
  const client = useApiClient()
  const [map, setMap] = useState<MapLibreMap | null>(null)
  const [undo, setUndo] = useState<FilterUndo | null>(null)
  const exportQuery = useMemo(
    () => buildExportQuery(data.filterQuery, search),
    [data.filterQuery, search],
  )
  const requestUrl = client.searchBroadcasts.url(data.pageQuery)
  // Filter changes go back to the first page; a new page keeps everything else.
  const setFilters = (patch: FilterPatch) => {
    onSearch({ ...patch, page: 1 })
  }
  const select = useCallback(
    (id: string) => {
      onSearch({ broadcast: id })
    },
    [onSearch],
  )
  const eventCounties = selected.counties.items
  const marks = useMemo(
    () =>
      countyMarks(
        data.area,
        search.place,
        eventCounties.map((b) => b.countyId),
      ),
    [data.area, search.place, eventCounties],
  )
  const { shapes } = data
  const countyName = (countyId: string) => {
    const county = shapes?.counties.find((c) => c.id === countyId)
    return county ? `${county.name}, ${county.state}` : `County ${countyId}`
  }
  const { matches } = mapData
  const complete =
    !matches.loading && matches.target !== undefined && matches.items.length >= matches.target
  const previous = usePreviousPeriod(search, nowMs, data.filterQuery, complete && data.enabled)
  const names = useContextNames(search)
  const caption = useSameLines(
    chartCaption({
      search,
      nowMs,
      area: data.area,
      placeNames: names.places,
      shown: matches.items.length,
      total: matches.total,
    }),
  )
  const filterByEvent = useCallback(
    (eventId: string) => {
      onSearch({ eventId: [eventId], page: 1 })
    },
    [onSearch],
  )

  const page = data.list.data
  const announcement = page
    ? page.count === 0
      ? 'No broadcasts match these filters'
      : `Showing ${formatWindow((search.page - 1) * PAGE_SIZE + 1, Math.min(search.page * PAGE_SIZE, page.count), page.count)} broadcasts`
    : ''

  return (
    <BroadcastsPlayback
      period={period}
      search={search}
      onChange={onPlayback}
      hours={hours}
      total={data.count.isPlaceholderData ? undefined : data.count.data?.count}
    >
      <div className="broadcasts-page">
        <PageHeader
          title="Broadcasts"
          summary={<ContextBar context={search} nowMs={nowMs} onChange={setFilters} />}
          actions={
            <BroadcastsExports
              data={mapData}
              hours={hours}
              map={map}
              query={exportQuery}
              total={data.count.data?.count}
            />
          }
        />
        <LiveRegion>{announcement}</LiveRegion>
        <div className="broadcasts-layout">
          <BroadcastsFilters
            search={search}
            area={data.area}
            onChange={setFilters}
            onReset={onReset}
          />
          <div className="broadcasts-main">
            <div className="broadcasts-main__map">
              <BroadcastsMap
                data={mapData}
                hours={hours}
                marks={marks}
                within={search.within}
                origin={search.origin}
                viewport={
                  search.lat === undefined || search.lon === undefined || search.zoom === undefined
                    ? undefined
                    : { lat: search.lat, lon: search.lon, zoom: search.zoom }
                }
                place={search.place}
                countyName={countyName}
                filterLabel={filterActionLabel(search.click)}
                onViewportChange={(viewport) => {
                  onSearch(viewport)
                }}
                onWithinChange={(within) => {
                  setFilters({ within })
                }}
                onFilterCounty={(countyId, at) => {
                  const patch = clickPatch(search.click, countyId, at, shapes)
                  if (!patch) return
                  setUndo(undoOf(filteredText(search.click, countyId, at, shapes), search, patch))
                  setFilters(patch)
                }}
                onReady={setMap}
              />
              <MapFilterUndo
                undo={undo}
                search={search}
                onUndo={(previous) => {
                  setUndo(null)
                  onSearch({ ...previous, page: 1 })
                }}
                onDismiss={() => {
                  setUndo(null)
                }}
              />
            </div>
            {period && period.hours > 0 ? (
              <BroadcastsTimeBar
                period={period}
                hours={mapData.painted.length > 0 || !matches.loading ? hours : undefined}
                loading={matches.loading}
              />
            ) : null}
            <div className="broadcasts-main__list">
              <BroadcastsResults
                list={data.list}
                search={search}
                emptyArea={data.emptyArea}
                onSort={(sort) => {
                  onSearch({ sort, page: 1 })
                }}
                onPage={(n) => {
                  onSearch({ page: n })
                }}
                onSelect={select}
                onReset={onReset}
                toolbar={
                  <ListFollowsWindow
                    text={data.window && `Only broadcasts on air ${data.window.label}`}
                    following={search.list === 'window'}
                    onChange={onSearch}
                  />
                }
              />
            </div>
            <details className="broadcasts-request">
              <summary>API request behind this view</summary>
              <RequestPanel
                title="Broadcasts request"
                method="GET"
                url={requestUrl}
                token={connection.token}
              />
            </details>
          </div>
          <div className="broadcasts-side">
            {search.broadcast ? (
              <BroadcastDetail
                search={search}
                broadcast={selected.broadcast}
                loading={selected.loading || data.list.isPending}
                error={selected.error}
                counties={selected.counties}
                onRetry={selected.retry}
                onClose={() => {
                  onSearch({ broadcast: undefined })
                }}
                onSelect={select}
                onEntity={(entity) => {
                  setFilters({ entity: [entity] })
                }}
              />
            ) : data.count.isError ? (
              <ErrorState error={data.count.error} onRetry={() => void data.count.refetch()} />
            ) : (
              <BroadcastsSummary
                count={data.emptyArea ? 0 : data.count.data?.count}
                broadcasts={matches.items}
                total={matches.total}
                complete={complete}
                previous={previous}
                caption={caption}
                onEvent={filterByEvent}
              />
            )}
          </div>
        </div>
      </div>
    </BroadcastsPlayback>
  )
}
