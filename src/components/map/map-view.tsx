import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl'

import { useTheme } from '../theme/theme'
import type { Theme } from '../theme/theme'
import { basemapSourceStore } from './basemap-source-store'
import { applyBasemapTheme, basemapStyle } from './basemap-style'
import { createMap } from './create-map'
import type { StyleLayerPlacement } from './style-layers'
import { MapContext, isMapRemoved, removeMap } from './map-context'
import { addMapPainter } from './map-painters'
import { setPaint } from './set-paint'
import { basemapFailure, protomapsLayers, streetsStyle } from './streets-style'
import { useViewportSync } from './use-viewport-sync'
import type { MapViewport } from './viewport'
import './map.css'

export interface MapViewProps {
  /** Accessible name of the map region, e.g. "Events map". */
  readonly label: string
  /** Controlled viewport; the map follows it when it changes. */
  readonly viewport: MapViewport
  /** Called (debounced) after the user pans or zooms, for the URL. */
  readonly onViewportChange?: (viewport: MapViewport) => void
  /** Called once the basemap style is parsed: sources and layers can be added. */
  readonly onReady?: (map: MapLibreMap) => void
  readonly scaleUnit?: 'metric' | 'imperial'
  readonly className?: string
  /**
   * Layers of the view's children that the map is made with, in the theme it is made in, so that
   * their tiles load with the basemap's (style-layers.ts `withLayers`); the children take them over
   * as they mount.
   */
  readonly styleLayers?: (theme: Theme) => readonly StyleLayerPlacement[]
  /** Layers and overlays; they mount once the map is ready. */
  readonly children?: ReactNode
}

/** How long a map waits for the analyst's basemap source before it draws the offline one. */
const STREETS_WAIT_MS = 8_000

type BasemapKind = 'offline' | 'pmtiles' | 'style'

/**
 * Gives the basemap `theme`'s colours in place: the offline one and a Protomaps archive follow
 * the theme, a MapLibre style URL keeps its own. `live` says whether the answer is still wanted.
 */
async function paintBasemap(
  map: MapLibreMap,
  kind: BasemapKind,
  theme: Theme,
  live: () => boolean = () => true,
): Promise<void> {
  if (kind === 'offline') applyBasemapTheme(map, theme)
  if (kind !== 'pmtiles') return
  const layers = await protomapsLayers(theme)
  if (!live() || isMapRemoved(map)) return
  for (const layer of layers)
    if ('paint' in layer && layer.paint) setPaint(map, layer.id, layer.paint)
}

/** The map: the chosen basemap with controls, and a context for the layers drawn on it. */
export function MapView({
  label,
  viewport,
  onViewportChange,
  onReady,
  scaleUnit = 'metric',
  className,
  styleLayers,
  children,
}: MapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const [map, setMap] = useState<MapLibreMap | null>(null)
  const [basemapNote, setBasemapNote] = useState<string | null>(null)
  /** Which basemap the map draws: the offline one and a Protomaps archive follow the theme. */
  const [basemap, setBasemap] = useState<BasemapKind | null>(null)
  const theme = useTheme()
  // The theme a map is made in: the one on screen, or its ThemeScope's (a brief prints light).
  const initial = useRef({ viewport, label, scaleUnit, theme, styleLayers })
  const hintId = useId()
  const ready = useEffectEvent((instance: MapLibreMap) => {
    setMap(instance)
    onReady?.(instance)
  })

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    let instance: MapLibreMap | null = null
    let unmounted = false
    const abort = new AbortController()
    const make = (style?: StyleSpecification, kind: 'pmtiles' | 'style' = 'style') => {
      if (unmounted) return
      setBasemap(style === undefined ? 'offline' : kind)
      const made = createMap({
        container,
        viewport: initial.current.viewport,
        label: initial.current.label,
        scaleUnit: initial.current.scaleUnit,
        style: style ?? basemapStyle(initial.current.theme),
        layers: initial.current.styleLayers?.(initial.current.theme),
      })
      instance = made
      made.getCanvas().setAttribute('aria-describedby', hintId)
      // Layers mount once the style is parsed, not at the first complete frame ('load'): a view's
      // data then goes to its source while the basemap's own sources are still being tiled, and
      // is drawn with them (docs/dataset-cache.md "Start-up").
      made.once('style.load', () => {
        ready(made)
      })
    }
    // Made once the commit is over: React's StrictMode (`npm run dev`) mounts, unmounts and mounts
    // again within it, and one map is made instead of two, each a WebGL context and a style.
    queueMicrotask(() => {
      const source = basemapSourceStore.getState().source
      if (source.kind === 'offline') {
        make()
        return
      }
      streetsStyle(
        source,
        AbortSignal.any([abort.signal, AbortSignal.timeout(STREETS_WAIT_MS)]),
        initial.current.theme,
      )
        .then((style) => {
          make(style, source.kind)
        })
        .catch((error: unknown) => {
          if (unmounted) return
          const reason = basemapFailure(error)
          setBasemapNote(`Offline basemap: the chosen basemap did not load. ${reason}`)
          make()
        })
    })
    return () => {
      unmounted = true
      abort.abort()
      setMap(null)
      if (instance) removeMap(instance)
    }
  }, [hintId])

  useEffect(() => {
    map?.getCanvas().setAttribute('aria-label', label)
  }, [map, label])

  useEffect(() => {
    if (!map || basemap === null) return
    let current = true
    void paintBasemap(map, basemap, theme, () => current)
    return () => {
      current = false
    }
  }, [map, basemap, theme])

  // An export in the other theme paints the basemap too (map-painters.ts).
  useEffect(() => {
    if (!map || basemap === null) return
    return addMapPainter(map, (paintTheme) => paintBasemap(map, basemap, paintTheme))
  }, [map, basemap])

  useViewportSync(map, viewport, onViewportChange)

  return (
    <div className={className ? `map-view ${className}` : 'map-view'}>
      <div ref={containerRef} className="map-view__map" />
      {basemapNote === null ? null : (
        <p className="map-view__note" role="status">
          {basemapNote}
        </p>
      )}
      <p id={hintId} className="map-view__hint">
        Arrow keys pan the map; plus and minus zoom in and out.
      </p>
      {map && <MapContext value={map}>{children}</MapContext>}
    </div>
  )
}
