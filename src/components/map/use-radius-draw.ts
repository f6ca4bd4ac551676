import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { MapMouseEvent, PointLike } from 'maplibre-gl'

import { isMapRemoved, useMapInstance } from './map-context'
import { capturesPointer, drawReducer, IDLE } from './radius-draw'
import type { CircleGeometry, DrawInput, DrawState, HandleKind } from './radius-draw'
import { useMapMouseEvent } from './use-map-event'
import type { LonLat } from '../../utils/geodesy'

/** A press that moves less than this is a click, not a drag (pixels). */
const CLICK_TOLERANCE_PX = 4

export interface RadiusDraw {
  readonly state: DrawState
  readonly arm: () => void
  readonly cancel: () => void
}

export interface RadiusDrawOptions {
  /** Arm at once whenever there is no circle, so a click places the centre with no button first. */
  readonly armWhenEmpty?: boolean
  /**
   * A centre awaiting its radius, controlled: one placed from outside (a picked place) starts
   * sizing from it; null while sizing from a centre the tool did not press stops the gesture.
   */
  readonly centre?: LonLat | null
  /** A centre the pointer placed, reported before its radius is set. */
  readonly onPlace?: (centre: LonLat) => void
}

/** Whether a key went to a form field, which has its own use for Escape. */
const inField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName))

const handleOf = (value: unknown): HandleKind | null =>
  value === 'center' || value === 'edge' ? value : null

/** Connects the drawing state machine (radius-draw.ts) to the map's mouse events. */
export function useRadiusDraw(
  committed: CircleGeometry | null,
  handlesLayerId: string,
  onCommit: (circle: CircleGeometry) => void,
  options: RadiusDrawOptions = {},
): RadiusDraw {
  const map = useMapInstance()
  const [state, setState] = useState<DrawState>(IDLE)
  const stateRef = useRef<DrawState>(IDLE)
  const pressPoint = useRef<PointLike | null>(null)

  const dispatch = (input: DrawInput) => {
    const step = drawReducer(stateRef.current, input)
    stateRef.current = step.state
    setState(step.state)
    if (step.placed) options.onPlace?.(step.placed)
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

  // Armed on arrival and again whenever the circle is cleared (Escape still disarms until then).
  // A circle set from outside (typed, a suggestion taken) ends a gesture that had not begun.
  const armWhenEmpty = options.armWhenEmpty === true
  const settle = useEffectEvent(() => {
    const current = stateRef.current
    if (committed === null) {
      if (armWhenEmpty && current.kind === 'idle') dispatch({ type: 'arm' })
    } else if (current.kind === 'armed' || (current.kind === 'sizing' && !current.pressed)) {
      dispatch({ type: 'cancel' })
    }
  })
  useEffect(() => {
    settle()
  }, [armWhenEmpty, committed])

  // The controlled centre: a new one starts sizing from it; the same one the pointer just placed
  // is already being sized; none (taken up by a circle, or cleared) ends sizing from it.
  const lon = options.centre?.lon
  const lat = options.centre?.lat
  const followCentre = useEffectEvent((at: LonLat | null) => {
    const current = stateRef.current
    if (!at) {
      if (current.kind === 'sizing' && !current.pressed) dispatch({ type: 'cancel' })
      return
    }
    if (current.kind === 'sizing' && current.center.lon === at.lon && current.center.lat === at.lat)
      return
    dispatch({ type: 'centre', at })
  })
  useEffect(() => {
    followCentre(lon === undefined || lat === undefined ? null : { lon, lat })
  }, [lon, lat])

  const capturing = capturesPointer(state)
  useEffect(() => {
    if (!capturing) return
    // Two quick clicks (centre, then edge) must not zoom the map; Escape abandons the gesture.
    map.doubleClickZoom.disable()
    const canvas = map.getCanvas()
    canvas.style.cursor = 'crosshair'
    const onKey = (event: KeyboardEvent) => {
      // An Escape that closes a field's own list (a place search beside the map) is not for us.
      if (event.key !== 'Escape' || inField(event.target)) return
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
