// Five numbers over the period (or the brushed span), each against the span of the same length
// just before it, with how it is computed in a tooltip. Every figure is written by formatKpi
// (src/utils/format.ts), so the tiles round alike.
import { formatKpiParts } from '../../utils/format'
import type { KpiFigure } from '../../utils/format'
import { formatDate, formatDateRange } from '../../utils/dates'
import type { KpiId, KpiValues } from './kpis'
import {
  formatChange,
  notYetAnnouncedNote,
  percentChange,
} from '../../components/compare/period-change'
import { KPI_IDS } from './kpis'
import type { DaySpan } from '../../components/compare/period-change'

const KPI_TEXT: Readonly<Record<KpiId, { label: string; help: string; figure: KpiFigure }>> = {
  attendance: {
    figure: { kind: 'count', unit: 'people' },
    label: 'Predicted attendance',
    help: 'Sum of the daily predicted attendance of every attendance category (features sum).',
  },
  dailyAttendance: {
    figure: { kind: 'average', unit: 'people a day' },
    label: 'Average daily attendance',
    help: 'Predicted attendance divided by the days with data.',
  },
  attended: {
    figure: { kind: 'count', unit: 'event-days' },
    label: 'Attended event-days',
    help: 'Each attended event counts once for every day it is active in the period (a three-day festival counts three), so the figure is larger than the events view’s count of the same events.',
  },
  nonAttended: {
    figure: { kind: 'count', unit: 'event-days' },
    label: 'Non-attended event-days',
    help: 'Holidays, observances, school holidays, academic dates, daylight savings, health warnings and politics, each counted once for every day it is active in the period: a term of 80 days counts 80, so the figure is far larger than the events view’s count of the same events.',
  },
  surges: {
    figure: { kind: 'count', unit: 'days' },
    label: 'Demand surges',
    help: 'Days /v1/demand-surge/ marks as surges at the chosen intensity.',
  },
}

export function KpiTiles({
  current,
  previous,
  span,
  previousSpan,
  loading,
  today,
}: {
  readonly current: KpiValues
  readonly previous: KpiValues
  readonly span: DaySpan
  readonly previousSpan: DaySpan
  readonly loading: boolean
  /** Today in the period's zone, `YYYY-MM-DD`: days after it hold only what is announced. */
  readonly today: string
}) {
  const prevComplete = previous.covered === previous.days
  const compared = formatDateRange(previousSpan.gte, previousSpan.lte)
  // Future days hold the events announced so far, past days every event that happened: a period
  // that reaches past today reads low against one that does not, and the tiles say so.
  const ahead = span.lte > today && previousSpan.lte <= today
  return (
    <>
      <section className="analytics-kpis" aria-label="Key figures">
        {KPI_IDS.map((id) => {
          const value = current.values[id]
          const change = formatChange(percentChange(value, previous.values[id]))
          const helpId = `kpi-help-${id}`
          const partial = current.covered < current.days
          return (
            <div key={id} className="analytics-kpi" aria-busy={loading}>
              <div className="analytics-kpi__label">
                {KPI_TEXT[id].label}
                <button
                  type="button"
                  className="analytics-kpi__info"
                  aria-label={`How ${KPI_TEXT[id].label.toLowerCase()} is counted`}
                  aria-describedby={helpId}
                >
                  ?
                  <span id={helpId} role="tooltip" className="analytics-kpi__tooltip">
                    {KPI_TEXT[id].help} Change against {compared}, the {previous.days} days before{' '}
                    {formatDate(span.gte)}.
                  </span>
                </button>
              </div>
              <div className="analytics-kpi__value">
                {loading && current.covered === 0 ? '…' : <KpiFigureText value={value} id={id} />}
              </div>
              <div className={`analytics-kpi__change analytics-kpi__change--${change.direction}`}>
                {prevComplete ? (
                  <>
                    <span aria-hidden="true">{change.arrow} </span>
                    {change.text === 'new' ? 'up from none' : change.text}
                    <span className="analytics-kpi__versus"> vs previous {previous.days} days</span>
                  </>
                ) : (
                  <span className="analytics-kpi__versus">previous period loading…</span>
                )}
              </div>
              {partial && !loading ? (
                <div className="analytics-kpi__partial">
                  Partial: {current.covered} of {current.days} days loaded
                </div>
              ) : null}
            </div>
          )
        })}
      </section>
      {ahead ? <p className="analytics-kpis__note">{notYetAnnouncedNote(previous.days)}</p> : null}
    </>
  )
}

function KpiFigureText({ value, id }: { readonly value: number; readonly id: KpiId }) {
  const [figure, unit] = formatKpiParts(value, KPI_TEXT[id].figure)
  return (
    <>
      {figure}
      <span className="analytics-kpi__unit"> {unit}</span>
    </>
  )
}
