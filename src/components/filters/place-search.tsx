// A place picker over `/v1/places/` (docs/api.md "Places"): type to search, pick from a listbox
// that shows each place's hierarchy (place-combobox.tsx), chosen places become removable chips.
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'

import { useApiClient } from '../../api/client-context'
import { apiQueryOptions } from '../../api/query-options'
import { PlaceCombobox, placeHierarchyText } from './place-combobox'

export function PlaceSearch({
  label,
  selected,
  onChange,
}: {
  readonly label: string
  readonly selected: readonly string[]
  readonly onChange: (ids: string[]) => void
}) {
  const id = useId()
  const client = useApiClient()
  const chosen = useQuery({
    ...apiQueryOptions(client, 'searchPlaces', {
      id: selected,
      limit: String(selected.length),
    }),
    enabled: selected.length > 0,
  })
  const nameOf = (placeId: string) => {
    const place = chosen.data?.results.find((p) => p.id === placeId)
    return place ? placeHierarchyText(place) : `Place ${placeId}`
  }

  return (
    <div className="field place-search">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {selected.length > 0 ? (
        <ul className="chips" aria-label={`Chosen ${label.toLowerCase()}`}>
          {selected.map((placeId) => (
            <li key={placeId} className="chip">
              <span>{nameOf(placeId)}</span>
              <button
                type="button"
                className="chip__remove"
                aria-label={`Remove ${nameOf(placeId)}`}
                onClick={() => {
                  onChange(selected.filter((s) => s !== placeId))
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <PlaceCombobox
        id={id}
        listLabel={label}
        exclude={selected}
        onPick={(place) => {
          onChange([...selected, place.id])
        }}
      />
    </div>
  )
}
