// The legend of a map that shows every match (docs/map-matches.md): its coverage line, a progress
// bar while pages arrive, and the reason with a retry when a page failed.
import { explainError } from '../states/error-message'
import type { LegendModel } from './legend'
import { MapLegend } from './map-legend'
import type { AllMatches } from './use-all-matches'

export function MatchesLegend<T>({
  model,
  matches,
  noun,
  caption,
}: {
  readonly model: LegendModel
  readonly matches: AllMatches<T>
  /** What the rows are, for the progress bar's name: "events", "broadcasts". */
  readonly noun: string
  /** Said instead of the coverage line (what the events map's time window lights). */
  readonly caption?: string | undefined
}) {
  return (
    <MapLegend model={model} caption={caption}>
      {matches.loading && matches.target !== undefined && matches.target > 0 ? (
        <progress
          className="map-legend__progress"
          max={matches.target}
          value={matches.items.length}
          aria-label={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} loaded onto the map`}
        />
      ) : null}
      {matches.error && !matches.loading ? (
        <p role="alert">
          {explainError(matches.error).title}{' '}
          <button type="button" className="map-legend__retry" onClick={matches.retry}>
            Retry
          </button>
        </p>
      ) : null}
    </MapLegend>
  )
}
