// One saved location: what it is, its insights with the change against the previous 90 days, its
// events, and links that open the other views already scoped to it (`loc`, the events API's
// `saved_location.location_id`, docs/view-context.md).
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import type { SavedLocation } from '../../../contract/saved-location'
import type { ViewContext } from '../../../components/context/view-context'
import { ErrorState, Skeleton } from '../../../components/states/states'
import { formatDateTime } from '../../../utils/dates'
import { InsightEvents } from './insight-events'
import { LocationKpis } from './kpi-tiles'
import { AreaText } from '../area-text'
import { StatusBadge } from '../status-badge'

export interface LocationDetailProps {
  readonly location: SavedLocation | undefined
  readonly loading: boolean
  readonly error: unknown
  readonly onRetry: () => void
  /** The context to carry to the other views, without `loc` (this location replaces it). */
  readonly context: Partial<ViewContext>
  readonly onBack: () => void
  readonly onEdit: (location: SavedLocation) => void
  readonly onDelete: (location: SavedLocation) => void
  /** Back to the list, filtered by this label. */
  readonly onLabel: (label: string) => void
  /** What changed since the analyst last looked (changes/changes-panel.tsx). */
  readonly changes?: ReactNode
}

export function LocationDetail(props: LocationDetailProps) {
  const { location } = props
  const back = (
    <button type="button" className="link-button" onClick={props.onBack}>
      ← All locations
    </button>
  )
  if (props.error !== null && props.error !== undefined) {
    return (
      <div className="location-detail">
        {back}
        <ErrorState error={props.error} onRetry={props.onRetry} />
      </div>
    )
  }
  if (!location || props.loading) {
    return (
      <div className="location-detail">
        {back}
        <Skeleton lines={6} label="Loading the location" />
      </div>
    )
  }
  const scoped = { ...props.context, loc: location.location_id }
  return (
    <article className="location-detail" aria-labelledby="location-detail-title">
      {back}
      <header className="location-detail__head">
        <h2 id="location-detail-title" className="panel-title">
          {location.name}
        </h2>
        <StatusBadge status={location.status} />
      </header>
      <dl className="location-detail__facts">
        <dt>Address</dt>
        <dd>{location.formatted_address || '–'}</dd>
        <dt>{location.geojson ? 'Radius' : 'Places'}</dt>
        <dd>
          <AreaText location={location} />
        </dd>
        <dt>Labels</dt>
        <dd className="location-detail__labels">
          {location.labels.length > 0 ? (
            <ul className="label-list" aria-label="Labels">
              {location.labels.map((label) => (
                <li key={label}>
                  <button
                    type="button"
                    className="label-chip"
                    title={`All locations labelled ${label}`}
                    onClick={() => {
                      props.onLabel(label)
                    }}
                  >
                    {label}
                    <span className="visually-hidden">: all locations with this label</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            'None'
          )}
        </dd>
        <dt>Updated</dt>
        <dd>{formatDateTime(location.update_dt, 'UTC')}</dd>
      </dl>
      <div className="location-detail__actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            props.onEdit(location)
          }}
        >
          Edit<span className="visually-hidden"> {location.name}</span>
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            props.onDelete(location)
          }}
        >
          Delete<span className="visually-hidden"> {location.name}</span>
        </button>
      </div>
      <nav className="location-detail__links" aria-label={`Open ${location.name} in other views`}>
        <Link to="/events" search={scoped} className="button button--small">
          Events here
        </Link>
        <Link to="/calendar" search={scoped} className="button button--small">
          Calendar here
        </Link>
        <Link to="/analytics" search={scoped} className="button button--small">
          Analytics here
        </Link>
        <Link
          to="/locations/$id/brief"
          params={{ id: location.location_id }}
          className="button button--small"
        >
          Brief<span className="visually-hidden"> of {location.name}, to print</span>
        </Link>
      </nav>
      {props.changes}
      <LocationKpis location={location} />
      <InsightEvents key={location.location_id} locationId={location.location_id} />
    </article>
  )
}
