// The Analytics view: "how busy will it be here, and when does demand spike?" URL -> location and
// period -> chunked features and demand surge -> KPI tiles and four brushable charts.
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'

import { useApiConnection } from '../../api/client-context'
import { useStaggered } from '../../components/charts/use-staggered'
import { ContextBar } from '../../components/context/context-bar'
import { periodText } from '../../components/context/context-text'
import { dateInZone, formatDateRange } from '../../utils/dates'
import { useContextNames } from '../../components/context/use-context-names'
import { pickContext } from '../../components/context/view-context'
import { downloadBlob, timestampedName } from '../../components/export/download'
import { ExportThemeSelect } from '../../components/export/export-theme-select'
import { PageHeader } from '../../components/layout/page-header'
import { EmptyState, ErrorState, Skeleton } from '../../components/states/states'
import { AnalyticsControls } from './analytics-controls'
import { analyticsCsv } from './analytics-csv'
import { AttendanceSection, RankSection, SurgeSection } from './charts/chart-sections'
import type { SectionProps } from './charts/chart-sections'
import { binnedRows, chartRows } from './charts/chart-rows'
import type { ChartRows } from './charts/chart-rows'
import { ChunkStatus, blockingError } from './chunk-status'
import { kpiComparison } from './kpis'
import { AnalyticsKpis } from './kpi-tiles'
import { locationCaption } from './location-caption'
import { clampSpan } from './period'
import type { DaySpan } from '../../components/compare/period-change'
import type { AnalyticsSearch } from './search-schema'
import { SurgeDayEvents } from './surge/surge-day-events'
import { SurgeDayList } from './surge/surge-day-list'
import { AnalyticsRequest } from './analytics-request'
import { useAnalyticsData } from './api/use-analytics-data'
import { useAnalyticsMarks } from './api/use-analytics-marks'
import { ViewershipSection } from './charts/viewership-section'
import { binningFor } from './charts/weekly'
import type { Binning } from './charts/weekly'
import './analytics.css'

export interface AnalyticsViewProps {
  readonly search: AnalyticsSearch
  readonly nowMs: number
  readonly onSearch: (patch: Partial<AnalyticsSearch>) => void
}

interface Stage {
  /** The rows are those of a wait for the period's first answer (empty). */
  readonly waiting: boolean
  readonly rows: ChartRows | undefined
  readonly search: AnalyticsSearch
  readonly selection: DaySpan | undefined
  readonly binning: Binning
  readonly period: DaySpan | undefined
}

type StagedProps = Partial<
  Pick<SectionProps, 'rows' | 'search' | 'selection' | 'binning' | 'period'>
>

/** A staged copy's fields once it holds rows; until then the current ones (drawn at once). */
function staged(stage: Stage): StagedProps {
  const { rows, period } = stage
  return rows && period
    ? { rows, search: stage.search, selection: stage.selection, binning: stage.binning, period }
    : {}
}

export function AnalyticsView({ search, nowMs, onSearch }: AnalyticsViewProps) {
  const data = useAnalyticsData(search, nowMs)
  const names = useContextNames(search)
  const connection = useApiConnection()
  const { period, demand, previous, totals, surge, prevSurge, viewership } = data
  useAnalyticsMarks(data.chunks, [demand, surge, previous, prevSurge, viewership])
  const pGte = period?.gte
  const pLte = period?.lte
  const rows = useMemo(
    () =>
      pGte !== undefined && pLte !== undefined
        ? chartRows({
            period: { gte: pGte, lte: pLte },
            demand,
            totals,
            surge,
            viewership,
            stat: search.stat,
            intensity: search.intensity,
            rankFeature: search.rankFeature,
          })
        : undefined,
    [
      pGte,
      pLte,
      demand,
      totals,
      surge,
      viewership,
      search.stat,
      search.intensity,
      search.rankFeature,
    ],
  )
  const shownPeriod = useMemo(
    () => (pGte !== undefined && pLte !== undefined ? { gte: pGte, lte: pLte } : undefined),
    [pGte, pLte],
  )
  const binning = shownPeriod ? binningFor(search.bins, shownPeriod) : 'day'
  // What the charts draw: the days, or their weeks over a long period; the CSV keeps the days.
  const drawn = useMemo(
    () => (rows && shownPeriod ? binnedRows(rows, binning, shownPeriod, search.stat) : undefined),
    [rows, binning, shownPeriod, search.stat],
  )
  const selection = useMemo(
    () =>
      pGte !== undefined && pLte !== undefined
        ? clampSpan({ gte: search.selFrom, lte: search.selTo }, { gte: pGte, lte: pLte })
        : undefined,
    [pGte, pLte, search.selFrom, search.selTo],
  )
  const span = selection ?? period
  const spanGte = span?.gte
  const spanLte = span?.lte
  const kpis = useMemo(() => {
    if (spanGte === undefined || spanLte === undefined) return undefined
    const byDate = new Map(
      [...previous.chunks, ...demand.chunks].flatMap((c) =>
        (c.days ?? []).map((d) => [d.date, d] as const),
      ),
    )
    const surgeSet = new Set(
      [...prevSurge.chunks, ...surge.chunks].flatMap((c) => (c.days ?? []).map((d) => d.date)),
    )
    return kpiComparison({ gte: spanGte, lte: spanLte }, byDate, surgeSet)
  }, [spanGte, spanLte, previous, demand, prevSurge, surge])
  const caption = [
    `${locationCaption(data.choice, names, data.savedLocation)} · ${periodText(search, nowMs)}`,
    `Statistic ${search.stat}${search.rankGte !== undefined || search.rankLte !== undefined ? `, rank ${search.rankGte ?? 0}–${search.rankLte ?? 100}` : ''} · surge intensity ${search.intensity} · Eventscope`,
  ]
  const linkSearch = {
    ...pickContext(search),
    ...(span && { range: 'custom' as const, from: span.gte, to: span.lte }),
  }
  const blocking = blockingError(demand) ?? blockingError(surge)
  const location = data.choice.kind === 'ready' ? data.choice.location : undefined
  const onBrush = (s: { gte: string; lte: string }) => {
    onSearch({ selFrom: s.gte, selTo: s.lte })
  }
  const sectionProps =
    drawn && shownPeriod
      ? {
          rows: drawn,
          search,
          caption,
          selection,
          onBrush,
          onChange: onSearch,
          binning,
          period: shownPeriod,
        }
      : undefined
  // The first answer of a new period or location is on its way. Charts drawn before keep their
  // place, hidden under a shimmer with the new period's empty rows (an empty chart would read as
  // no demand): the page keeps its layout, and the charts update rather than mount again.
  const waiting = demand.done === 0 && demand.failed.length === 0
  const [drewCharts, setDrewCharts] = useState(false)
  if (!drewCharts && !waiting && sectionProps !== undefined) setDrewCharts(true)
  // A new period or new rows reach the charts one frame apart, each redrawn in a task of its own,
  // after the task that took the input and redrew the page around them (the sections redraw only
  // when what they draw changes: sameSection).
  const stage = useMemo(
    () => ({ waiting, rows: drawn, search, selection, binning, period: shownPeriod }),
    [waiting, drawn, search, selection, binning, shownPeriod],
  )
  const attendanceStage = useStaggered(stage, 1)
  const surgeStage = useStaggered(stage, 2)
  const rankStage = useStaggered(stage, 3)
  const viewershipStage = useStaggered(stage, 4)
  // Hidden until every chart has taken rows of an answer: one a frame behind may still draw the
  // wait's empty rows.
  const chartsBusy = [stage, attendanceStage, surgeStage, rankStage, viewershipStage].some(
    (s) => s.waiting,
  )

  return (
    <div className="page analytics-page">
      <PageHeader
        title="Analytics"
        summary={
          <ContextBar
            context={search}
            nowMs={nowMs}
            onChange={(patch) => {
              onSearch({ ...patch, selFrom: undefined, selTo: undefined, day: undefined })
            }}
          />
        }
        actions={
          <div className="analytics-actions">
            <Link className="button" to="/events" search={linkSearch}>
              Open in events explorer
            </Link>
            <Link className="button" to="/calendar" search={linkSearch}>
              Open in calendar
            </Link>
            <button
              type="button"
              className="button"
              disabled={!rows || demand.done === 0}
              onClick={() => {
                if (rows)
                  downloadBlob(
                    new Blob([analyticsCsv(rows, search.stat)], { type: 'text/csv;charset=utf-8' }),
                    timestampedName('analytics-daily', 'csv'),
                  )
              }}
            >
              Download CSV
            </button>
            <ExportThemeSelect />
          </div>
        }
      />
      <AnalyticsControls search={search} nowMs={nowMs} onChange={onSearch} />
      {data.choice.kind === 'none' ? (
        <EmptyState title="Pick a location to chart">
          Choose a saved location, up to three places, or type a radius area of at most 100 miles
          above.
        </EmptyState>
      ) : data.choice.kind === 'problem' ? (
        <div className="notice notice--error" role="alert">
          {data.choice.message} Nothing was sent.
        </div>
      ) : data.problem ? (
        <div className="notice notice--error" role="alert">
          {data.problem} Nothing was sent.
        </div>
      ) : blocking !== undefined ? (
        <ErrorState error={blocking} />
      ) : data.choice.kind === 'loading' ||
        !rows ||
        !sectionProps ||
        !span ||
        !kpis ||
        (waiting && !drewCharts) ? (
        // No empty axes while the first answer is on its way: an empty chart reads as "no demand".
        <>
          <ChunkStatus label="Attendance" chunked={demand} />
          <Skeleton label="Loading the charts" lines={6} />
        </>
      ) : (
        <div className="analytics-charts veil" aria-busy={chartsBusy}>
          {data.choice.note ? <p className="notice">{data.choice.note}</p> : null}
          {selection ? (
            <p className="analytics-selection">
              Selected {formatDateRange(selection.gte, selection.lte)}: the tiles and links cover
              these days.{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  onSearch({ selFrom: undefined, selTo: undefined })
                }}
              >
                Clear selection
              </button>
            </p>
          ) : null}
          <AnalyticsKpis
            current={kpis.current}
            previous={kpis.previous}
            span={span}
            previousSpan={kpis.previousSpan}
            loading={demand.done < demand.total}
            today={dateInZone(nowMs, search.tz)}
          />
          <ChunkStatus label="Attendance" chunked={demand} />
          <ChunkStatus label="Demand surges" chunked={surge} />
          <AttendanceSection {...sectionProps} {...staged(attendanceStage)} />
          <div className="analytics-surge">
            <SurgeSection {...sectionProps} {...staged(surgeStage)} />
            {search.day && location ? (
              <SurgeDayEvents
                day={search.day}
                total={rows.surgeDates.find((s) => s.date === search.day)?.total}
                location={location}
                search={search}
                onClose={() => {
                  onSearch({ day: undefined })
                }}
              />
            ) : null}
          </div>
          <SurgeDayList
            rows={rows}
            selected={search.day}
            onPick={(day) => {
              onSearch({ day })
            }}
          />
          <RankSection {...sectionProps} {...staged(rankStage)} />
          <ChunkStatus label="Viewership" chunked={viewership} />
          <ViewershipSection
            {...sectionProps}
            {...staged(viewershipStage)}
            viewership={viewership}
          />
        </div>
      )}
      <AnalyticsRequest
        token={connection.token}
        search={search}
        location={location}
        chunks={data.chunks}
      />
    </div>
  )
}
