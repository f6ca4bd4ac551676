// Five numbers over the period (or the brushed span), each against the span of the same length
// just before it, with how it is computed in a tooltip, in the tiles every view's key figures use
// (components/compare/kpi-tiles.tsx).
import type { KpiFigure } from '../../utils/format'
import { formatDate, formatDateRange } from '../../utils/dates'
import type { KpiId, KpiValues } from './kpis'
import { notYetAnnouncedNote } from '../../components/compare/period-change'
import { KpiTile, KpiTiles } from '../../components/compare/kpi-tiles'
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

export function AnalyticsKpis({
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
  const partial = current.covered < current.days
  // Future days hold the events announced so far, past days every event that happened: a period
  // that reaches past today reads low against one that does not, and the tiles say so.
  const ahead = span.lte > today && previousSpan.lte <= today
  return (
    <>
      <section aria-label="Key figures">
        {/* The list names its span, so a screen reader does not hear the section's name twice. */}
        <KpiTiles label={formatDateRange(span.gte, span.lte)} columns={5}>
          {KPI_IDS.map((id) => (
            <KpiTile
              key={id}
              label={KPI_TEXT[id].label}
              help={`${KPI_TEXT[id].help} Change against ${compared}, the ${String(previous.days)} days before ${formatDate(span.gte)}.`}
              value={loading && current.covered === 0 ? undefined : current.values[id]}
              figure={KPI_TEXT[id].figure}
              busy={loading}
              comparison={
                prevComplete
                  ? {
                      current: current.values[id],
                      previous: previous.values[id],
                      days: previous.days,
                    }
                  : { missing: 'previous period loading…' }
              }
            >
              {partial && !loading ? (
                <span className="kpi-tile__note">
                  Partial: {current.covered} of {current.days} days loaded
                </span>
              ) : null}
            </KpiTile>
          ))}
        </KpiTiles>
      </section>
      {ahead ? <p className="analytics-kpis__note">{notYetAnnouncedNote(previous.days)}</p> : null}
    </>
  )
}
