// The summary: how many broadcasts match, their total and top viewership, each against the
// previous period of the same length, then viewers per day and the events watched most, from every
// broadcast the map holds (the cap is said when it bites). Both charts export as PNG and SVG.
import { memo, useDeferredValue, useMemo } from 'react'

import { Skeleton } from '../../../components/states/states'
import { formatDateRange, formatDateTime } from '../../../utils/dates'
import { formatInteger } from '../../../utils/format'
import type { KpiFigure } from '../../../utils/format'
import type { MapBroadcast } from '../map/county-viewership'
import { DAY_CHART_COLOR, DayChart, DayTable } from './day-chart'
import { KpiTile, KpiTiles } from '../../../components/compare/kpi-tiles'
import type { KpiComparison } from '../../../components/compare/kpi-tiles'
import { SummaryChart } from './summary-chart'
import { summarise } from './summary-data'
import { TOP_EVENTS_COLOR, TopEventsChart, TopEventsList } from './top-events-chart'
import type { PreviousPeriod } from './use-previous-period'

const DAY_TITLE = 'Viewers per day (local)'
const EVENTS_TITLE = 'Events watched most (viewers, all counties)'

/** A tile's comparison: the figure against the previous period's, or why there is none yet. */
function comparedWith(
  current: number | undefined,
  previous: number | undefined,
  days: number,
  missing: string,
): KpiComparison {
  return current === undefined || previous === undefined ? { missing } : { current, previous, days }
}

const COUNT: KpiFigure = { kind: 'count' }

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
  // The charts follow the map's broadcasts in a render React may interrupt: while pages of them
  // arrive, the map's frames and the list are not held back by charts of a page already passed.
  const held = useDeferredValue(useMemo(() => ({ broadcasts, complete }), [broadcasts, complete]))
  const data = useMemo(() => summarise(held.broadcasts), [held.broadcasts])
  if (count === undefined) return <Skeleton lines={6} label="Loading the summary" />
  const shown = held.broadcasts.length
  const capped = total !== undefined && shown < total && held.complete
  const of = held.complete && !capped ? '' : ` (of the ${formatInteger(shown)} on the map)`
  const span = previous.span
  const pending = span === undefined ? 'no earlier period' : previous.error ? 'not compared' : '…'
  return (
    <section className="broadcasts-summary" aria-label="Summary">
      <KpiTiles label="Key figures" columns={2}>
        <KpiTile
          label="Broadcasts"
          value={count}
          figure={COUNT}
          valueTestId="broadcasts-count"
          comparison={comparedWith(count, previous.count, previous.days, pending)}
        />
        <KpiTile
          label={`Total viewers${of}`}
          value={data.totalViewership}
          figure={COUNT}
          comparison={comparedWith(
            held.complete && !capped ? data.totalViewership : undefined,
            previous.total,
            previous.days,
            capped || previous.capped ? 'too many to total' : pending,
          )}
        />
        <KpiTile
          label="Top broadcast"
          value={data.top?.viewership}
          figure={COUNT}
          wide
          comparison={comparedWith(
            data.top?.viewership ?? (held.complete ? 0 : undefined),
            previous.top,
            previous.days,
            pending,
          )}
        >
          {data.top ? (
            <span className="kpi-tile__note">
              {data.top.title}, {data.top.county}, {data.top.region},{' '}
              {formatDateTime(data.top.start, data.top.timezone)}
            </span>
          ) : null}
        </KpiTile>
      </KpiTiles>
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
