import { useEffect, useRef, useState } from 'react'
import type { MapMouseEvent, PointLike } from 'maplibre-gl'

import { isMapRemoved, useMapInstance } from './map-context'
import { capturesPointer, drawReducer, IDLE } from './radius-draw'
import type { CircleGeometry, DrawInput, DrawState, HandleKind } from './radius-draw'
import { useMapMouseEvent } from './use-map-event'

/** A press that moves less than this is a click, not a drag (pixels). */
const CLICK_TOLERANCE_PX = 4

export interface RadiusDraw {
  readonly state: DrawState
  readonly arm: () => void
  readonly cancel: () => void
}

const handleOf = (value: unknown): HandleKind | null =>
  value === 'center' || value === 'edge' ? value : null

/** Connects the drawing state machine (radius-draw.ts) to the map's mouse events. */
export function useRadiusDraw(
  committed: CircleGeometry | null,
  handlesLayerId: string,
  onCommit: (circle: CircleGeometry) => void,
): RadiusDraw {
  const map = useMapInstance()
  const [state, setState] = useState<DrawState>(IDLE)
  const stateRef = useRef<DrawState>(IDLE)
  const pressPoint = useRef<PointLike | null>(null)

  const dispatch = (input: DrawInput) => {
    const step = drawReducer(stateRef.current, input)
    stateRef.current = step.state
    setState(step.state)
    if (step.commit) onCommit(step.commit)
  }
  const at = (event: MapMouseEvent) => ({ lon: event.lngLat.lng, lat: event.lngLat.lat })
  const dragged = (event: MapMouseEvent): boolean => {
    const start = pressPoint.current
    if (!start || !('x' in start)) return false
    return Math.hypot(event.point.x - start.x, event.point.y - start.y) > CLICK_TOLERANCE_PX
  }

  useMapMouseEvent('mousedown', (event) => {
    let handle: HandleKind | null = null
    if (stateRef.current.kind === 'idle') {
      if (!committed || !map.getLayer(handlesLayerId)) return
      const hit = map.queryRenderedFeatures(event.point, { layers: [handlesLayerId] })[0]
      handle = handleOf(hit?.properties.handle)
      if (!handle) return
    }
    // Keeps the map from panning while the pointer draws or drags a handle.
    event.preventDefault()
    pressPoint.current = event.point
    dispatch({ type: 'down', at: at(event), handle, circle: committed })
  })
  useMapMouseEvent('mousemove', (event) => {
    if (stateRef.current.kind === 'idle') return
    dispatch({ type: 'move', at: at(event), dragged: dragged(event) })
  })
  useMapMouseEvent('mouseup', (event) => {
    if (stateRef.current.kind === 'idle') return
    const wasDragged = dragged(event)
    pressPoint.current = null
    dispatch({ type: 'up', at: at(event), dragged: wasDragged })
  })

  const capturing = capturesPointer(state)
  useEffect(() => {
    if (!capturing) return
    // Two quick clicks (centre, then edge) must not zoom the map; Escape abandons the gesture.
    map.doubleClickZoom.disable()
    const canvas = map.getCanvas()
    canvas.style.cursor = 'crosshair'
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      stateRef.current = IDLE
      setState(IDLE)
    }
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('keydown', onKey)
      if (isMapRemoved(map)) return
      map.doubleClickZoom.enable()
      canvas.style.cursor = ''
    }
  }, [map, capturing])

  return {
    state,
    arm: () => {
      dispatch({ type: 'arm' })
    },
    cancel: () => {
      dispatch({ type: 'cancel' })
    },
  }
}
