// The map as a PNG file, with its legend, in the theme chosen for exports (docs/architecture.md
// "Exports": map PNG; docs/themes.md "Exports").
import type { Map as MapLibreMap } from 'maplibre-gl'

import { downloadBlob, timestampedName } from '../../../components/export/download'
import { exportMapPng } from '../../../components/map/export-png'
import type { LegendModel } from '../../../components/map/legend'
import type { Theme } from '../../../components/theme/theme'

export async function downloadMapPng(
  map: MapLibreMap,
  legend: LegendModel,
  theme: Theme,
): Promise<void> {
  downloadBlob(await exportMapPng(map, legend, theme), timestampedName('events-map', 'png'))
}
