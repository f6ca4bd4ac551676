// The suggested radius (GET /v1/suggested-radius/) for the centre and the chosen industry, asked
// by itself (use-suggested-radius.ts) and drawn dashed on the map; "Use 2.35 km" takes it as the
// radius, which the analyst may then adjust by dragging its edge. When the API gives none (a plan
// without it, a rate limit) it says why here, and drawing by hand goes on as before.
import { useId } from 'react'

import { INDUSTRIES } from '../../../contract/enums'
import type { Industry } from '../../../contract/enums'
import type { RadiusCircle } from '../../../components/map/within'
import { explainError } from '../../../components/states/error-message'
import { formatSlug } from '../../../utils/format'
import { circleText } from '../location-shape'
import { sameCircle } from './suggestion'
import type { SuggestedRadius } from './use-suggested-radius'

export interface SuggestRadiusProps {
  /** The radius drawn so far, to tell whether the suggestion is the one in use. */
  readonly circle: RadiusCircle | null
  readonly suggested: SuggestedRadius
  readonly industry: Industry
  readonly onIndustry: (industry: Industry) => void
  readonly onAccept: (circle: RadiusCircle) => void
}

function statusText(suggested: SuggestedRadius, industry: Industry, inUse: boolean): string | null {
  const { circle, asking, error } = suggested
  const what = formatSlug(industry).toLowerCase()
  if (circle) {
    const figure = circleText(circle)
    return inUse
      ? `The suggested ${figure} for ${what} is in use; drag its edge on the map to adjust.`
      : `Suggested for ${what}: ${figure}, dashed on the map.`
  }
  if (asking) return `Asking for the radius suggested for ${what}…`
  if (error) return null
  return 'Place a centre to see the radius suggested for this industry.'
}

export function SuggestRadius({
  circle,
  suggested,
  industry,
  onIndustry,
  onAccept,
}: SuggestRadiusProps) {
  const id = useId()
  const suggestion = suggested.circle
  const inUse = suggestion !== null && circle !== null && sameCircle(circle, suggestion)
  const text = statusText(suggested, industry, inUse)
  const problem = suggested.error ? explainError(suggested.error) : null
  return (
    <fieldset className="suggest-radius">
      <legend>Suggested radius</legend>
      <div className="suggest-radius__row">
        <div className="field">
          <label className="field__label" htmlFor={id}>
            Industry
          </label>
          <select
            id={id}
            className="input"
            value={industry}
            onChange={(event) => {
              const picked = INDUSTRIES.find((value) => value === event.currentTarget.value)
              if (picked) onIndustry(picked)
            }}
          >
            {INDUSTRIES.map((value) => (
              <option key={value} value={value}>
                {formatSlug(value)}
              </option>
            ))}
          </select>
        </div>
        {suggestion && !inUse ? (
          <button
            type="button"
            className="button suggest-radius__use"
            onClick={() => {
              onAccept(suggestion)
            }}
          >
            Use {circleText(suggestion)}
          </button>
        ) : null}
      </div>
      {/* Always present, so each change is read out. */}
      <p className="field__hint suggest-radius__status" role="status">
        {text}
        {problem ? (
          <span className="suggest-radius__problem">
            No suggestion: {problem.title.toLowerCase()}. {problem.detail}{' '}
            {circle
              ? 'The radius drawn stands.'
              : 'Draw the radius on the map or type one meanwhile.'}
          </span>
        ) : null}
      </p>
      {problem?.retryable ? (
        <button type="button" className="button button--small" onClick={suggested.retry}>
          Ask again
        </button>
      ) : null}
    </fieldset>
  )
}
