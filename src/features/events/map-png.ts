// The map as a PNG file. The map is created with a preserved drawing buffer (design.md), so the
// canvas still holds the last frame when it is read.
import type { Map as MapLibreMap } from 'maplibre-gl'

import { downloadBlob, timestampedName } from '../../components/export/download'

export function downloadMapPng(map: MapLibreMap): void {
  map.getCanvas().toBlob((blob) => {
    if (blob) downloadBlob(blob, timestampedName('events-map', 'png'))
  }, 'image/png')
}
