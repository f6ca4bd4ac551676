// Type to search `/v1/places/` (docs/api.md "Places") and pick one from a listbox that shows each
// place's hierarchy. The input of PlaceSearch's chips, and of any box that goes to one place.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { useApiClient } from '../../api/client-context'
import { apiQueryOptions } from '../../api/query-options'
import type { Place } from '../../contract/place'
import { useDebouncedCallback } from './use-debounced-callback'

/** `Paris, Île-de-France, France`: the names above the place, most specific first. */
export function placeHierarchyText(place: Place): string {
  const names = [place.name, place.county, place.region, place.country].filter(
    (name): name is string => name !== null && name !== '',
  )
  return [...new Set(names)].join(', ')
}

export interface PlaceComboboxProps {
  /** The input's id, which the caller's label names. */
  readonly id: string
  /** Names the listbox: `{listLabel} results`. */
  readonly listLabel: string
  readonly onPick: (place: Place) => void
  /** Places not offered (already chosen). */
  readonly exclude?: readonly string[]
  /** Leave the picked place's name in the box instead of clearing it for the next one. */
  readonly keepPicked?: boolean
  readonly describedBy?: string
}

export function PlaceCombobox({
  id,
  listLabel,
  onPick,
  exclude = [],
  keepPicked = false,
  describedBy,
}: PlaceComboboxProps) {
  const client = useApiClient()
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const search = useDebouncedCallback(setQuery, 250)

  const results = useQuery({
    ...apiQueryOptions(client, 'searchPlaces', { q: query, limit: '8' }),
    enabled: query.trim().length >= 2,
    placeholderData: keepPreviousData,
  })
  const options = (results.data?.results ?? []).filter((place) => !exclude.includes(place.id))
  const showList = open && query.trim().length >= 2
  const pick = (place: Place | undefined) => {
    if (!place) return
    onPick(place)
    setText(keepPicked ? placeHierarchyText(place) : '')
    setQuery('')
    setOpen(false)
  }

  return (
    <>
      <input
        id={id}
        className="input"
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder="City, region or country"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-describedby={describedBy}
        aria-activedescendant={showList && options[active] ? `${id}-opt-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value)
          search.call(event.currentTarget.value)
          setOpen(true)
          setActive(0)
        }}
        onBlur={() => {
          setOpen(false)
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            setOpen(true)
            setActive((i) => Math.min(i + 1, Math.max(options.length - 1, 0)))
          } else if (event.key === 'ArrowUp') {
            event.preventDefault()
            setActive((i) => Math.max(i - 1, 0))
          } else if (event.key === 'Enter' && showList) {
            event.preventDefault()
            pick(options[active])
          } else if (event.key === 'Escape') {
            setOpen(false)
          }
        }}
      />
      {showList ? (
        <ul
          id={`${id}-list`}
          role="listbox"
          className="listbox"
          aria-label={`${listLabel} results`}
        >
          {results.isFetching && options.length === 0 ? (
            <li className="listbox__note" role="presentation">
              Searching…
            </li>
          ) : options.length === 0 ? (
            <li className="listbox__note" role="presentation">
              No places found
            </li>
          ) : (
            options.map((place, index) => (
              <li
                key={place.id}
                id={`${id}-opt-${index}`}
                role="option"
                aria-selected={index === active}
                className="listbox__option"
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault()
                  pick(place)
                }}
              >
                <span className="listbox__name">{placeHierarchyText(place)}</span>
                <span className="listbox__type">{place.type}</span>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </>
  )
}
