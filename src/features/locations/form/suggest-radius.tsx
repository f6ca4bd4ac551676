// "Suggest a radius": GET /v1/suggested-radius/ for the drawn centre and a chosen industry; the
// suggestion is drawn on the map (dashed) and the analyst accepts it or keeps adjusting by hand.
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'

import { useApiClient } from '../../../api/client-context'
import { INDUSTRIES } from '../../../contract/enums'
import type { Industry } from '../../../contract/enums'
import type { RadiusCircle } from '../../../components/map/within'
import { explainError } from '../../../components/states/error-message'
import { formatSlug } from '../../../utils/format'
import { suggestedCircle } from '../location-shape'

export function SuggestRadius({
  centre,
  suggestion,
  onSuggestion,
  onAccept,
}: {
  /** The drawn circle; a suggestion needs its centre. */
  readonly centre: RadiusCircle | null
  readonly suggestion: RadiusCircle | null
  readonly onSuggestion: (circle: RadiusCircle | null) => void
  readonly onAccept: (circle: RadiusCircle) => void
}) {
  const client = useApiClient()
  const id = useId()
  const [industry, setIndustry] = useState<Industry>('other')
  const ask = useMutation({
    mutationFn: async (circle: RadiusCircle) => {
      const answer = await client.suggestedRadius({
        'location.origin': `${String(circle.lat)},${String(circle.lon)}`,
        industry,
        radius_unit: circle.unit,
      })
      return suggestedCircle(circle, answer)
    },
    onSuccess: onSuggestion,
  })
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
              if (picked) setIndustry(picked)
            }}
          >
            {INDUSTRIES.map((value) => (
              <option key={value} value={value}>
                {formatSlug(value)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button"
          disabled={!centre || ask.isPending}
          onClick={() => {
            if (centre) ask.mutate(centre)
          }}
        >
          {ask.isPending ? 'Asking…' : 'Suggest a radius'}
        </button>
      </div>
      {!centre ? <p className="field__hint">Place a centre on the map first.</p> : null}
      {ask.isError ? (
        <p className="field__error" role="alert">
          {explainError(ask.error).title}. {explainError(ask.error).detail}
        </p>
      ) : null}
      {suggestion ? (
        <div className="suggest-radius__result" role="status">
          <span>
            Suggested for {formatSlug(industry).toLowerCase()}:{' '}
            <strong>
              {String(suggestion.radius)} {suggestion.unit}
            </strong>{' '}
            (dashed on the map)
          </span>
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              onAccept(suggestion)
              onSuggestion(null)
            }}
          >
            Use suggested radius
          </button>
        </div>
      ) : null}
    </fieldset>
  )
}
