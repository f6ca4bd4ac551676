// A location's brief, loaded when the route is first visited (location-brief-route.tsx). Features
// do not import one another, so the brief's attendance chart, the Analytics view's own, is put
// into the Locations view's brief here.
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'

import { AttendanceOutlook } from '../features/analytics/outlook/attendance-outlook'
import { LocationBrief } from '../features/locations/brief/location-brief'
import type { OutlookProps } from '../features/locations/brief/location-brief'
import { defaultPaper } from '../features/locations/brief/paper'

const route = getRouteApi('/locations/$id/brief')

const outlook = (props: OutlookProps) => <AttendanceOutlook {...props} />

function LocationBriefRouteView() {
  const { id } = route.useParams()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/locations/$id/brief' })
  const [localPaper] = useState(() => defaultPaper(navigator.languages))
  return (
    <LocationBrief
      id={id}
      paper={search.paper ?? localPaper}
      onPaper={(paper) => {
        void navigate({ search: (old) => ({ ...old, paper }), replace: true })
      }}
      outlook={outlook}
    />
  )
}

export const locationBriefLazyRoute = createLazyRoute('/locations/$id/brief')({
  component: LocationBriefRouteView,
})
