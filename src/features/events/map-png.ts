// The map as a PNG file (design.md "Exports": map PNG).
import type { Map as MapLibreMap } from 'maplibre-gl'

import { downloadBlob, timestampedName } from '../../components/export/download'
import { exportMapPng } from '../../components/map/export-png'

export async function downloadMapPng(map: MapLibreMap): Promise<void> {
  downloadBlob(await exportMapPng(map), timestampedName('events-map', 'png'))
}
