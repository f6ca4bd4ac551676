// The days count in the chosen place's zone unless the analyst picked one: choosing a place or
// a radius brings its zone along. `UTC`, the context's default, means "not picked" while a place
// is chosen; an explicit UTC is written `Etc/UTC` (place-zone.ts). The default is written into
// the address, so a shared link names its zone.
import { useEffect, useEffectEvent, useMemo } from 'react'

import type { CalendarSearch } from '../calendar-search'
import { usePlaceZone } from './use-place-zone'

export function useZoneDefault(
  urlSearch: CalendarSearch,
  writeSearch: (patch: Partial<CalendarSearch>) => void,
) {
  const placeZone = usePlaceZone(urlSearch)
  const zoneByDefault = urlSearch.tz === 'UTC' && placeZone.zone !== undefined
  const search = useMemo(
    () => (zoneByDefault && placeZone.zone ? { ...urlSearch, tz: placeZone.zone } : urlSearch),
    [urlSearch, zoneByDefault, placeZone.zone],
  )
  const onSearch = (patch: Partial<CalendarSearch>) => {
    // A new place brings its own zone, unless the analyst had picked a zone other than the old
    // place's: that choice stays.
    const placeChanged = 'place' in patch || 'within' in patch
    const followsPlace = search.tz === placeZone.zone
    writeSearch(placeChanged && followsPlace && !('tz' in patch) ? { ...patch, tz: 'UTC' } : patch)
  }
  const writeZone = useEffectEvent((zone: string) => {
    writeSearch({ tz: zone })
  })
  useEffect(() => {
    if (zoneByDefault) writeZone(placeZone.zone)
  }, [zoneByDefault, placeZone.zone])
  return {
    search,
    onSearch,
    placeZone: placeZone.zone,
    /** Nothing is counted in UTC while the place's zone is on its way: a wasted year. */
    hold: urlSearch.tz === 'UTC' && placeZone.pending,
  }
}
