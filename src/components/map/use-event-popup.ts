import { useEffect, useEffectEvent } from 'react'
import { Popup } from 'maplibre-gl'

import { buildEventPopup } from './event-popup'
import { lonLatOf } from './events-geojson'
import type { MapEvent } from '../../contract/event'
import { useMapInstance } from './map-context'

/** Shows the popup of the selected event; closing it clears the selection. */
export function useEventPopup(event: MapEvent | undefined, onClose: () => void): void {
  const map = useMapInstance()
  const close = useEffectEvent(onClose)
  useEffect(() => {
    const at = event && lonLatOf(event.location)
    // An event without a place on Earth has no popup; the details panel still shows it.
    if (!event || !at) return
    const popup = new Popup({
      closeButton: true,
      closeOnClick: false,
      maxWidth: '280px',
      offset: 12,
      // The popup follows a selection made anywhere (the list, the map); taking focus would pull
      // a keyboard user out of the list, and the details panel takes focus itself.
      focusAfterOpen: false,
    })
      .setLngLat([at[0], at[1]])
      .setDOMContent(buildEventPopup(event))
    let removing = false
    popup.on('close', () => {
      // Only a person closing the popup deselects; a new selection removes it as well.
      if (!removing) close()
    })
    popup.addTo(map)
    return () => {
      removing = true
      popup.remove()
    }
  }, [map, event])
}
