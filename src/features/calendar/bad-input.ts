// A hand-edited address with a radius or a zone the API would refuse falls back to the default
// (the context schema `.catch()`es it); this says so on screen instead of silently widening the
// search to everywhere or to UTC.
import { WITHIN_RE } from '../../contract/query/geo'
import { isTimeZone } from '../../utils/dates'

/** Notes about values of the raw query string that were replaced by their defaults. */
export function fallbackNotes(rawSearch: string): readonly string[] {
  const params = new URLSearchParams(rawSearch)
  const notes: string[] = []
  const within = params.get('within')
  if (within !== null && within !== '' && !WITHIN_RE.test(within)) {
    notes.push(
      `The radius area “${within.slice(0, 80)}” in the address is not valid (write it as radius@lat,lon, e.g. 10km@51.5,-0.12), so no radius is applied.`,
    )
  }
  const tz = params.get('tz')
  if (tz !== null && tz !== '' && !isTimeZone(tz)) {
    // With a place or radius, the days fall back to its zone (zone/place-zone.ts), not to UTC.
    const place =
      (within !== null && WITHIN_RE.test(within)) || (params.get('place') ?? '').trim() !== ''
    notes.push(
      `The time zone “${tz.slice(0, 80)}” in the address is unknown, so days are counted in ${place ? 'the place’s time zone' : 'UTC'}.`,
    )
  }
  return notes
}

/**
 * The address the page was opened with, captured when this module loads: by the time the view
 * mounts, the router has already rewritten it without the refused values.
 */
let opening: { path: string; search: string } | undefined =
  typeof window === 'undefined'
    ? undefined
    : { path: window.location.pathname, search: window.location.search }

/** The notes for the address the page was opened with, once: later visits start clean. */
export function takeOpeningNotes(pathname: string): readonly string[] {
  const taken = opening
  opening = undefined
  return taken !== undefined && taken.path === pathname ? fallbackNotes(taken.search) : []
}
