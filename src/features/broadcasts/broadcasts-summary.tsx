// The summary: how many broadcasts match, their total and top viewership, viewers per day and
// the events watched most, from every broadcast the map holds (the cap is said when it bites).
import { useMemo } from 'react'

import { SmallBarChart } from '../../components/charts/small-bar-chart'
import { Skeleton } from '../../components/states/states'
import { formatDateTimeCompact } from '../../utils/dates'
import { formatInteger } from '../../utils/format'
import type { MapBroadcast } from './county-viewership'
import { DayChart } from './day-chart'
import { summarise } from './summary-data'

export function BroadcastsSummary({
  count,
  broadcasts,
  complete,
  onEvent,
}: {
  readonly count: number | undefined
  readonly broadcasts: readonly MapBroadcast[]
  /** Whether the map holds every match; else the numbers are of what it holds so far. */
  readonly complete: boolean
  readonly onEvent: (eventId: string) => void
}) {
  const data = useMemo(() => summarise(broadcasts), [broadcasts])
  if (count === undefined) return <Skeleton lines={6} label="Loading the summary" />
  const of = complete ? '' : ` (of the ${formatInteger(broadcasts.length)} on the map)`
  return (
    <section className="broadcasts-summary" aria-label="Summary">
      <dl className="kpis">
        <div className="kpi">
          <dt>Broadcasts</dt>
          <dd className="kpi__value" data-testid="broadcasts-count">
            {formatInteger(count)}
          </dd>
        </div>
        <div className="kpi">
          <dt>Total viewers{of}</dt>
          <dd className="kpi__value">{formatInteger(data.totalViewership)}</dd>
        </div>
        <div className="kpi kpi--wide">
          <dt>Top broadcast</dt>
          <dd className="kpi__value">{data.top ? formatInteger(data.top.viewership) : '–'}</dd>
          {data.top ? (
            <dd className="kpi__note">
              {data.top.title}, {data.top.county}, {data.top.region},{' '}
              {formatDateTimeCompact(data.top.start, data.top.timezone)}
            </dd>
          ) : null}
        </div>
      </dl>
      {data.byDay.length > 0 ? (
        <DayChart title="Viewers per day (local)" data={data.byDay} />
      ) : null}
      {data.topEvents.length > 0 ? (
        <SmallBarChart
          title="Events watched most (viewers, all counties)"
          data={data.topEvents.map((e) => ({
            key: e.eventId,
            // The axis has room for about 14 characters on one line (longer ones wrap into the next bar).
            label: e.title.length > 14 ? `${e.title.slice(0, 13)}…` : e.title,
            value: e.value,
          }))}
          color="#3182bd"
          onBarClick={onEvent}
        />
      ) : null}
    </section>
  )
}
