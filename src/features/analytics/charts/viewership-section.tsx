// TV viewership of sports in the location, stacked by sport, for an hour-of-day window
// (`hour_of_day_start`, docs/api.md "Features"), with each sport's leagues in the table below.
import type { FeaturesDay } from '../../../contract/features-response'
import { SelectField } from '../../../components/filters/select-field'
import { formatInteger } from '../../../utils/format'
import { memo } from 'react'
import { ChartPanel } from './chart-panel'
import {
  binnedCaption,
  binsSentence,
  sameSection,
  sportTotals,
  useBinnedBrush,
} from './chart-sections'
import type { SectionProps } from './chart-sections'
import { SPORT_SERIES, leaguesOf, toggledSeries } from '../feature-keys'
import { StackedChart } from './stacked-chart'
import { weeklyWords } from './weekly'
import type { Chunked } from '../api/use-chunked'

const HOURS = Array.from({ length: 24 }, (_, h) => ({
  value: String(h),
  label: `${String(h).padStart(2, '0')}:00`,
}))

type ViewershipProps = SectionProps & { readonly viewership: Chunked<FeaturesDay> }

function sameViewership(a: ViewershipProps, b: ViewershipProps): boolean {
  return a.viewership === b.viewership && sameSection(a, b)
}

export const ViewershipSection = memo(function ViewershipSection(props: ViewershipProps) {
  const { rows, search, onChange, viewership } = props
  const { brush, shade } = useBinnedBrush(props)
  const hidden = new Set<string>(search.hideSport)
  const visible = SPORT_SERIES.filter((s) => !hidden.has(s.key))
  const total = sportTotals(rows)
  const loaded = viewership.done === viewership.total && viewership.total > 0
  const hoursText = `${HOURS[search.hourGte]?.label ?? ''}–${String(search.hourLte).padStart(2, '0')}:59`
  return (
    <ChartPanel
      id="viewership"
      title="Sports viewership"
      description={`Estimated TV viewers of sports broadcasts starting ${hoursText} local time, stacked by sport. Viewership is measured for US counties.${binsSentence(props, rows.viewership, weeklyWords('sum'))}`}
      legend={SPORT_SERIES.map((s) => ({ ...s, mark: 'area' as const, hidden: hidden.has(s.key) }))}
      onToggle={(key) => {
        onChange({ hideSport: toggledSeries(search.hideSport, SPORT_SERIES, key) })
      }}
      caption={[
        ...binnedCaption(props, rows.viewership, weeklyWords('sum')),
        `Broadcasts starting ${hoursText}`,
      ]}
      summary={`${formatInteger(total)} viewer-days in the period.`}
      tools={
        <div className="hour-window">
          <SelectField
            label="Starting from"
            value={String(search.hourGte)}
            options={HOURS}
            onChange={(h) => {
              onChange({ hourGte: Number(h) })
            }}
          />
          <SelectField
            label="until"
            value={String(search.hourLte)}
            options={HOURS}
            onChange={(h) => {
              onChange({ hourLte: Number(h) })
            }}
          />
        </div>
      }
      table={() => <LeagueTable viewership={viewership} />}
    >
      {search.hourGte > search.hourLte ? (
        <p className="chart-panel__note" role="alert">
          The first hour must not be after the last hour (0–23).
        </p>
      ) : loaded && total === 0 ? (
        <p className="chart-panel__note">
          No viewership here in this period. Viewership is a US-county measure: a location outside
          the United States has none.
        </p>
      ) : null}
      <StackedChart
        rows={rows.viewership}
        series={visible}
        kind="area"
        selection={shade}
        draft={brush.draft}
        brush={brush.handlers}
        height={220}
      />
    </ChartPanel>
  )
}, sameViewership)

/** Period totals per league, grouped under their sport. */
function LeagueTable({ viewership }: { readonly viewership: Chunked<FeaturesDay> }) {
  const days = viewership.chunks.flatMap((c) => c.days ?? [])
  const sum = (key: keyof FeaturesDay) =>
    days.reduce((n, day) => {
      const v = day[key]
      return n + (typeof v === 'object' && 'stats' in v ? (v.stats.sum ?? 0) : 0)
    }, 0)
  return (
    <div className="day-table">
      <table>
        <caption className="visually-hidden">Viewership by sport and league</caption>
        <thead>
          <tr>
            <th scope="col">Sport / league</th>
            <th scope="col">Viewers in the period</th>
          </tr>
        </thead>
        {SPORT_SERIES.map((sport) => (
          <tbody key={sport.key}>
            <tr>
              <th scope="row">{sport.label}</th>
              <td>{formatInteger(sum(sport.key))}</td>
            </tr>
            {leaguesOf(sport.key).map((league) => (
              <tr key={league.key} className="day-table__sub">
                <th scope="row">{league.label}</th>
                <td>{formatInteger(sum(league.key))}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  )
}
