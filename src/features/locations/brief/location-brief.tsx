// One saved location on one page, to send to a manager (docs/view-habits.md "A location's brief"):
// what and where it is, its map with its events by rank, its next-90-day figures against the 90
// days before, the attendance chart with its surge days, its ten biggest events and what changed
// since the last visit, with the date it was made and where the figures come from. On screen a
// sheet of the chosen paper; "Print / Save as PDF" is the browser's print dialog, and the page
// prints as that one sheet. The sheet is paper in both themes: light, its map and chart too.
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { CSSProperties, ReactNode } from 'react'

import { useConnection } from '../../../api/connection/connection-store'
import { notYetAnnouncedNote } from '../../../components/compare/period-change'
import type { DaySpan } from '../../../components/compare/period-change'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { ErrorState, Skeleton } from '../../../components/states/states'
import { ThemeScope } from '../../../components/theme/theme'
import type { SavedLocation } from '../../../contract/saved-location'
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  isoInstant,
  localTimeZone,
} from '../../../utils/dates'
import { useLocation } from '../api/use-locations-data'
import { usePreviousPeriod } from '../api/use-previous-period'
import { LocationKpis } from '../detail/kpi-tiles'
import { PERIOD_DAYS, currentWindow } from '../detail/previous-period'
import { BriefChanges } from './brief-changes'
import { BriefEvents } from './brief-events'
import { BriefMap } from './brief-map'
import { dataSourceText } from './brief-source'
import { PAPERS, PAPER_SIZES } from './paper'
import type { Paper } from './paper'
import { PART_NAMES, useBriefReady } from './use-brief-ready'
import { AreaText } from '../area-text'
import '../locations.css'
import './brief.css'

/** What the attendance chart is given: the Analytics view draws it (the route puts it here). */
export interface OutlookProps {
  readonly location: SavedLocation
  readonly period: DaySpan
  readonly onReady: (ready: boolean) => void
}

export interface LocationBriefProps {
  readonly id: string
  readonly paper: Paper
  readonly onPaper: (paper: Paper) => void
  readonly outlook: (props: OutlookProps) => ReactNode
}

/**
 * The print margins, as the `@page` rules of brief.css set them; the sheet's padding on screen is
 * the same, so the preview is the page.
 */
const MARGIN = '12mm'

export function LocationBrief({ id, paper, onPaper, outlook }: LocationBriefProps) {
  const location = useLocation(id)
  const name = location.data?.name
  useDocumentTitle(name === undefined ? 'Location brief' : `${name}, brief`)
  const { report, missing } = useBriefReady()
  const size = PAPER_SIZES[paper]
  const ready = location.data?.status === 'active' && missing.length === 0
  const status = location.isPending
    ? 'Loading the location…'
    : location.data?.status !== 'active'
      ? 'Waiting for the location’s insights…'
      : ready
        ? `Ready to print on ${size.name}.`
        : `Preparing ${missing.map((part) => PART_NAMES[part]).join(', ')}…`
  return (
    // The paper names the page the browser prints on (brief.css): a stylesheet of the build, as
    // the page's Content-Security-Policy allows no <style> of its own (docs/security.md).
    <div className="brief-page" data-paper={paper}>
      <div className="brief-toolbar">
        <Link to="/locations" search={{ id }} className="link-button">
          ← Back to location
        </Link>
        <label className="brief-toolbar__paper">
          Paper
          <select
            value={paper}
            onChange={(event) => {
              const picked = PAPERS.find((p) => p === event.currentTarget.value)
              if (picked) onPaper(picked)
            }}
          >
            {PAPERS.map((p) => (
              <option key={p} value={p}>
                {PAPER_SIZES[p].name}, portrait
              </option>
            ))}
          </select>
        </label>
        <p className="brief-toolbar__status" role="status">
          {status}
        </p>
        <button
          type="button"
          className="button button--primary"
          disabled={!ready}
          onClick={() => {
            window.print()
          }}
        >
          Print / Save as PDF
        </button>
      </div>
      <ThemeScope value="light">
        <article
          className="brief-sheet"
          data-theme="light"
          data-paper={paper}
          data-ready={ready}
          aria-label={name === undefined ? 'Location brief' : `Brief: ${name}`}
          style={
            {
              '--paper-width': size.width,
              '--paper-height': size.height,
              '--paper-margin': MARGIN,
            } as CSSProperties
          }
        >
          {location.isError ? (
            <ErrorState error={location.error} onRetry={() => void location.refetch()} />
          ) : location.data === undefined ? (
            <Skeleton lines={8} label="Loading the location" />
          ) : (
            <BriefBody location={location.data} outlook={outlook} report={report} />
          )}
        </article>
      </ThemeScope>
    </div>
  )
}

function BriefBody({
  location,
  outlook,
  report,
}: {
  readonly location: SavedLocation
  readonly outlook: (props: OutlookProps) => ReactNode
  readonly report: ReturnType<typeof useBriefReady>['report']
}) {
  const [made] = useState(() => Date.now())
  const mode = useConnection((s) => s.mode)
  const baseUrl = useConnection((s) => s.baseUrl)
  const insight = location.summary_insights.find((i) => i.date_range.type === 'next_90d')
  const period = insight ? currentWindow(insight.date_range.start_dt) : null
  const zone = localTimeZone()
  const previous = usePreviousPeriod(location)
  const figuresIn =
    !previous.counts.isPending && !(previous.attendanceAvailable && previous.attendance.isPending)
  useEffect(() => {
    report.figures(figuresIn)
  }, [figuresIn, report])
  return (
    <>
      <header className="brief-head">
        <div className="brief-head__what">
          <p className="brief-head__kicker">Location brief</p>
          <h1 className="brief-head__name">{location.name}</h1>
          <dl className="brief-facts">
            <div>
              <dt>Address</dt>
              <dd>{location.formatted_address || '–'}</dd>
            </div>
            <div>
              <dt>{location.geojson ? 'Radius' : 'Places'}</dt>
              <dd>
                <AreaText location={location} />
              </dd>
            </div>
            <div>
              <dt>Labels</dt>
              <dd>
                {location.labels.length === 0 ? (
                  'none'
                ) : (
                  <ul className="brief-labels" aria-label="Labels">
                    {location.labels.map((label) => (
                      <li key={label}>{label}</li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          </dl>
        </div>
        <dl className="brief-head__meta">
          <dt>Made</dt>
          <dd>{formatDateTime(isoInstant(made), zone)}</dd>
          <dt>Data</dt>
          <dd>{dataSourceText({ mode, baseUrl }, window.location.origin)}</dd>
        </dl>
      </header>
      <div className="brief-overview">
        <BriefMap location={location} onReady={report.map} />
        <LocationKpis location={location} />
        {period && previous.window ? (
          <p className="brief-overview__note">
            Next 90 days from {formatDate(period.gte)}; each change is against the 90 days before (
            {formatDateRange(previous.window.gte, previous.window.lte)}), counted alike.{' '}
            {notYetAnnouncedNote(PERIOD_DAYS)}
          </p>
        ) : null}
      </div>
      <section className="brief-section" aria-labelledby="brief-outlook-title">
        <h2 id="brief-outlook-title" className="brief-section__title">
          Predicted attendance, next 90 days, with surge days
        </h2>
        {period ? (
          outlook({ location, period, onReady: report.chart })
        ) : (
          <p className="notice">The chart appears when the location’s insights are ready.</p>
        )}
      </section>
      <BriefEvents locationId={location.location_id} onReady={report.events} />
      <BriefChanges location={location} onReady={report.changes} />
    </>
  )
}
