// The radius drawing tool as a pure state machine, so every gesture can be tested without a map.
// Draw: press to set the centre, then either drag to the edge and release, or release and click
// the edge. A centre may also come from outside the map (a place picked from a search): the next
// click sets the edge. Edit: drag the centre handle to move the circle, the edge handle to resize it.
import { haversineMeters } from '../../utils/geodesy'
import type { LonLat } from '../../utils/geodesy'

export interface CircleGeometry {
  readonly center: LonLat
  readonly meters: number
}

export type HandleKind = 'center' | 'edge'

export type DrawState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'armed' }
  | {
      readonly kind: 'sizing'
      readonly center: LonLat
      readonly edge: LonLat | null
      /** The button is still down from placing the centre. */
      readonly pressed: boolean
    }
  | { readonly kind: 'dragging'; readonly handle: HandleKind; readonly circle: CircleGeometry }

export type DrawInput =
  | { readonly type: 'arm' }
  | { readonly type: 'cancel' }
  /** A centre placed from outside the map (a picked place); the radius is still to be set. */
  | { readonly type: 'centre'; readonly at: LonLat }
  | {
      readonly type: 'down'
      readonly at: LonLat
      readonly handle: HandleKind | null
      readonly circle: CircleGeometry | null
    }
  /** `dragged`: the pointer is pressed and has left the press point by more than a few pixels. */
  | { readonly type: 'move'; readonly at: LonLat; readonly dragged: boolean }
  | { readonly type: 'up'; readonly at: LonLat; readonly dragged: boolean }

export interface DrawStep {
  readonly state: DrawState
  /** A finished circle, to be reported. */
  readonly commit?: CircleGeometry
  /** A centre the pointer has just placed, to be reported before its radius is set. */
  readonly placed?: LonLat
}

export const IDLE: DrawState = { kind: 'idle' }

/** Circles smaller than this are taken as a slip of the mouse, not a radius. */
export const MIN_RADIUS_METERS = 1

function finish(center: LonLat, edge: LonLat): DrawStep {
  const meters = haversineMeters(center, edge)
  return meters < MIN_RADIUS_METERS ? { state: IDLE } : { state: IDLE, commit: { center, meters } }
}

export function drawReducer(state: DrawState, input: DrawInput): DrawStep {
  if (input.type === 'cancel') return { state: IDLE }
  // A handle being dragged keeps its gesture; anything else starts sizing from the new centre.
  if (input.type === 'centre') {
    if (state.kind === 'dragging') return { state }
    return { state: { kind: 'sizing', center: input.at, edge: null, pressed: false } }
  }
  switch (state.kind) {
    case 'idle':
      if (input.type === 'arm') return { state: { kind: 'armed' } }
      if (input.type === 'down' && input.handle && input.circle)
        return { state: { kind: 'dragging', handle: input.handle, circle: input.circle } }
      return { state }
    case 'armed':
      if (input.type === 'down')
        return {
          state: { kind: 'sizing', center: input.at, edge: null, pressed: true },
          placed: input.at,
        }
      return { state }
    case 'sizing':
      if (input.type === 'move') return { state: { ...state, edge: input.at } }
      if (input.type === 'up' && state.pressed) {
        // A drag sets the edge where it ends; a plain click leaves the edge to the next click.
        return input.dragged
          ? finish(state.center, input.at)
          : { state: { ...state, pressed: false } }
      }
      if (input.type === 'down' && !state.pressed) return finish(state.center, input.at)
      return { state }
    case 'dragging': {
      if (input.type !== 'move' && input.type !== 'up') return { state }
      const circle =
        state.handle === 'center'
          ? { center: input.at, meters: state.circle.meters }
          : {
              center: state.circle.center,
              meters: Math.max(MIN_RADIUS_METERS, haversineMeters(state.circle.center, input.at)),
            }
      return input.type === 'up' ? { state: IDLE, commit: circle } : { state: { ...state, circle } }
    }
  }
}

/** The circle to draw while a gesture is under way, or null to draw the committed one. */
export function previewCircle(state: DrawState): CircleGeometry | null {
  if (state.kind === 'dragging') return state.circle
  if (state.kind === 'sizing' && state.edge) {
    return { center: state.center, meters: haversineMeters(state.center, state.edge) }
  }
  return null
}

/** Whether the map's own drag and double-click zoom must stand aside. */
export const capturesPointer = (state: DrawState): boolean => state.kind !== 'idle'
