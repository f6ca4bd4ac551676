// The map as a PNG file, with its legend (docs/architecture.md "Exports": map PNG).
import type { Map as MapLibreMap } from 'maplibre-gl'

import { downloadBlob, timestampedName } from '../../components/export/download'
import { exportMapPng } from '../../components/map/export-png'
import type { LegendModel } from '../../components/map/legend'

export async function downloadMapPng(map: MapLibreMap, legend: LegendModel): Promise<void> {
  downloadBlob(await exportMapPng(map, legend), timestampedName('events-map', 'png'))
}
