// The popup of the last clicked county, at the point clicked, with the button that filters to it;
// closing it forgets the county.
import { useEffect, useEffectEvent } from 'react'
import { Popup } from 'maplibre-gl'

import { useMapInstance } from '../../../components/map/map-context'
import { buildCountyPopup } from './county-popup'
import type { MapBroadcast } from './county-viewership'

export interface PopupTarget {
  readonly countyId: string
  readonly name: string
  readonly lon: number
  readonly lat: number
}

export function useCountyPopup(
  target: PopupTarget | undefined,
  broadcasts: readonly MapBroadcast[],
  onClose: () => void,
  filter: { readonly label: string; readonly onFilter: (target: PopupTarget) => void },
): void {
  const map = useMapInstance()
  const close = useEffectEvent(onClose)
  const applyFilter = useEffectEvent((at: PopupTarget) => {
    filter.onFilter(at)
  })
  const { label } = filter
  useEffect(() => {
    if (!target) return
    const popup = new Popup({ closeButton: true, closeOnClick: false, maxWidth: '300px' })
      .setLngLat([target.lon, target.lat])
      .setDOMContent(
        buildCountyPopup(
          target.name,
          broadcasts.filter((b) => b.countyId === target.countyId),
          {
            label,
            onClick: () => {
              applyFilter(target)
            },
          },
        ),
      )
    let removing = false
    popup.on('close', () => {
      if (!removing) close()
    })
    popup.addTo(map)
    return () => {
      removing = true
      popup.remove()
    }
  }, [map, target, broadcasts, label])
}
