// What changed at the location since the analyst last looked, in plain words: the changes the
// location's own panel lists (../changes/), without its controls. The box is as tall as the page
// leaves (brief.css); more changes than fit are not cut silently: the page says so.
import { useEffect, useRef, useState } from 'react'

import type { SavedLocation } from '../../../contract/saved-location'
import { ErrorState, Skeleton } from '../../../components/states/states'
import { ChangesSummary, sinceText } from '../changes/changes-summary'
import { useLocationChanges } from '../changes/use-location-changes'

export function BriefChanges({
  location,
  onReady,
}: {
  readonly location: SavedLocation
  readonly onReady: (ready: boolean) => void
}) {
  const { since, changes, surges, complete, loading, error } = useLocationChanges(location)
  const body = useRef<HTMLDivElement>(null)
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    onReady(!loading)
  }, [loading, onReady])
  // Measured whenever the box or what it holds changes size (another paper, the changes arriving).
  useEffect(() => {
    const box = body.current
    if (!box) return
    const measure = () => {
      setOverflows(box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1)
    }
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    for (const child of box.children) observer.observe(child)
    return () => {
      observer.disconnect()
    }
  }, [changes, since, loading])
  return (
    <section className="brief-section brief-changes" aria-labelledby="brief-changes-title">
      <h2 id="brief-changes-title" className="brief-section__title">
        Changes since the last visit
        {since === undefined ? null : (
          <span className="brief-section__note"> · {sinceText(since)}</span>
        )}
      </h2>
      {loading ? (
        <Skeleton lines={2} label="Loading the changes" />
      ) : error !== undefined && error !== null ? (
        <ErrorState error={error} compact />
      ) : (
        <div ref={body} className="brief-changes__body">
          <ChangesSummary changes={changes} surges={surges} since={since} />
        </div>
      )}
      {overflows || !complete ? (
        <p className="brief-section__note">
          {overflows
            ? 'More changes than this page holds: the location’s page in Eventscope lists them all.'
            : 'More events changed than the API lets a page read; these are the latest.'}
        </p>
      ) : null}
    </section>
  )
}
