// The summary: how many broadcasts match, their total and top viewership, each against the
// previous period of the same length, then viewers per day and the events watched most, from every
// broadcast the map holds (the cap is said when it bites). Both charts export as PNG and SVG.
import { memo, useMemo } from 'react'

import { Skeleton } from '../../components/states/states'
import { formatDateRange, formatDateTime } from '../../utils/dates'
import { formatInteger } from '../../utils/format'
import type { MapBroadcast } from './county-viewership'
import { DAY_CHART_COLOR, DayChart, DayTable } from './day-chart'
import { formatChange, percentChange } from '../../components/compare/period-change'
import { SummaryChart } from './summary-chart'
import { summarise } from './summary-data'
import { TOP_EVENTS_COLOR, TopEventsChart, TopEventsList } from './top-events-chart'
import type { PreviousPeriod } from './use-previous-period'

const DAY_TITLE = 'Viewers per day (local)'
const EVENTS_TITLE = 'Events watched most (viewers, all counties)'

/** The change line of one tile: arrow and signed percentage, or why there is none yet. */
function Change({
  current,
  previous,
  pending,
  days,
}: {
  readonly current: number | undefined
  readonly previous: number | undefined
  /** Why there is no previous number (loading, capped), said in place of the change. */
  readonly pending: string
  readonly days: number
}) {
  if (current === undefined || previous === undefined) {
    return <dd className="broadcasts-kpi__change broadcasts-kpi__change--none">{pending}</dd>
  }
  const change = formatChange(percentChange(current, previous))
  return (
    <dd
      className={`broadcasts-kpi__change broadcasts-kpi__change--${change.direction}`}
      title={`Previous ${String(days)} days: ${formatInteger(previous)}`}
    >
      <span aria-hidden="true">{change.arrow} </span>
      <span aria-hidden="true">{change.text === 'new' ? 'new' : change.text}</span>
      <span className="visually-hidden">{change.words}</span>
      <span className="broadcasts-kpi__versus"> vs {formatInteger(previous)} before</span>
    </dd>
  )
}

/** Memoised: the list's sort and page, the selection and the viewport leave it as it is. */
export const BroadcastsSummary = memo(function BroadcastsSummary({
  count,
  broadcasts,
  total,
  complete,
  previous,
  caption,
  onEvent,
}: {
  readonly count: number | undefined
  readonly broadcasts: readonly MapBroadcast[]
  /** How many match, as the map's search counts them. */
  readonly total: number | undefined
  /** Whether the map holds every match it will fetch; else the numbers are of what it holds so far. */
  readonly complete: boolean
  readonly previous: PreviousPeriod
  /** Period, place and filters, for the exported charts. */
  readonly caption: readonly string[]
  readonly onEvent: (eventId: string) => void
}) {
  const data = useMemo(() => summarise(broadcasts), [broadcasts])
  if (count === undefined) return <Skeleton lines={6} label="Loading the summary" />
  const capped = total !== undefined && broadcasts.length < total && complete
  const of = complete && !capped ? '' : ` (of the ${formatInteger(broadcasts.length)} on the map)`
  const span = previous.span
  const pending = span === undefined ? 'no earlier period' : previous.error ? 'not compared' : '…'
  return (
    <section className="broadcasts-summary" aria-label="Summary">
      <dl className="broadcasts-kpis">
        <div className="broadcasts-kpi">
          <dt>Broadcasts</dt>
          <dd className="broadcasts-kpi__value" data-testid="broadcasts-count">
            {formatInteger(count)}
          </dd>
          <Change
            current={count}
            previous={previous.count}
            pending={pending}
            days={previous.days}
          />
        </div>
        <div className="broadcasts-kpi">
          <dt>Total viewers{of}</dt>
          <dd className="broadcasts-kpi__value">{formatInteger(data.totalViewership)}</dd>
          <Change
            current={complete && !capped ? data.totalViewership : undefined}
            previous={previous.total}
            pending={capped || previous.capped ? 'too many to total' : pending}
            days={previous.days}
          />
        </div>
        <div className="broadcasts-kpi broadcasts-kpi--wide">
          <dt>Top broadcast</dt>
          <dd className="broadcasts-kpi__value">
            {data.top ? formatInteger(data.top.viewership) : '–'}
          </dd>
          <Change
            current={data.top?.viewership ?? (complete ? 0 : undefined)}
            previous={previous.top}
            pending={pending}
            days={previous.days}
          />
          {data.top ? (
            <dd className="broadcasts-kpi__note">
              {data.top.title}, {data.top.county}, {data.top.region},{' '}
              {formatDateTime(data.top.start, data.top.timezone)}
            </dd>
          ) : null}
        </div>
      </dl>
      <p className="broadcasts-kpis__footnote" data-testid="broadcasts-compared">
        {span === undefined
          ? 'No comparison: the period is open at one end, so it has no previous period of the same length.'
          : `Changes (↑ up, ↓ down) compare with ${formatDateRange(span.gte, span.lte)}, the ${String(previous.days)} days before, with the same filters.`}
      </p>
      {data.byDay.length > 0 ? (
        <SummaryChart
          id="viewers-per-day"
          title={DAY_TITLE}
          legend={[{ label: 'Viewers, summed over counties', color: DAY_CHART_COLOR, mark: 'bar' }]}
          caption={caption}
          alternative={<DayTable title={DAY_TITLE} data={data.byDay} />}
        >
          <DayChart data={data.byDay} />
        </SummaryChart>
      ) : null}
      {data.topEvents.length > 0 ? (
        <SummaryChart
          id="top-events"
          title={EVENTS_TITLE}
          legend={[
            {
              label: 'Viewers of the event, summed over its counties',
              color: TOP_EVENTS_COLOR,
              mark: 'bar',
            },
          ]}
          caption={caption}
          alternative={<TopEventsList title={EVENTS_TITLE} data={data.topEvents} />}
        >
          <TopEventsChart data={data.topEvents} onEvent={onEvent} />
        </SummaryChart>
      ) : null}
    </section>
  )
})
