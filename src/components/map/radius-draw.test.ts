import { describe, expect, it } from 'vitest'

import { destination, haversineMeters } from '../../utils/geodesy'
import { drawReducer, IDLE, previewCircle } from './radius-draw'
import type { DrawInput, DrawState, DrawStep } from './radius-draw'

const CENTER = { lon: -87.63, lat: 41.88 }
const EDGE = destination(CENTER, 5_000, 90)

function run(inputs: DrawInput[], start: DrawState = IDLE): DrawStep[] {
  const steps: DrawStep[] = []
  let state = start
  for (const input of inputs) {
    const step = drawReducer(state, input)
    steps.push(step)
    state = step.state
  }
  return steps
}

describe('drawing a radius', () => {
  it('sets the centre with one click and the edge with a second', () => {
    const steps = run([
      { type: 'arm' },
      { type: 'down', at: CENTER, handle: null, circle: null },
      { type: 'up', at: CENTER, dragged: false },
      { type: 'move', at: EDGE, dragged: false },
      { type: 'down', at: EDGE, handle: null, circle: null },
    ])
    expect(previewCircle(steps[3]?.state ?? IDLE)?.meters).toBeCloseTo(5_000, 3)
    const last = steps.at(-1)
    expect(last?.state).toEqual(IDLE)
    expect(last?.commit?.center).toEqual(CENTER)
    expect(last?.commit?.meters).toBeCloseTo(5_000, 3)
  })

  it('sets centre and edge in one press-drag-release', () => {
    const steps = run([
      { type: 'arm' },
      { type: 'down', at: CENTER, handle: null, circle: null },
      { type: 'move', at: EDGE, dragged: true },
      { type: 'up', at: EDGE, dragged: true },
    ])
    expect(steps.at(-1)?.commit?.meters).toBeCloseTo(5_000, 3)
  })

  it('commits nothing before the tool is armed, or after cancelling', () => {
    const down: DrawInput = { type: 'down', at: CENTER, handle: null, circle: null }
    expect(run([down, { type: 'up', at: EDGE, dragged: true }]).some((s) => s.commit)).toBe(false)
    const cancelled = run([
      { type: 'arm' },
      down,
      { type: 'cancel' },
      { type: 'down', at: EDGE, handle: null, circle: null },
    ])
    expect(cancelled.some((s) => s.commit)).toBe(false)
    expect(cancelled.at(-1)?.state).toEqual(IDLE)
  })

  it('reports the centre a press places, before its radius is set', () => {
    const steps = run([{ type: 'arm' }, { type: 'down', at: CENTER, handle: null, circle: null }])
    expect(steps[0]?.placed).toBeUndefined()
    expect(steps[1]?.placed).toEqual(CENTER)
    expect(steps[1]?.commit).toBeUndefined()
  })

  it('sizes from a centre placed from outside the map: the next click sets the edge', () => {
    const steps = run([
      { type: 'centre', at: CENTER },
      { type: 'move', at: EDGE, dragged: false },
      { type: 'down', at: EDGE, handle: null, circle: null },
    ])
    expect(steps[0]?.state).toEqual({ kind: 'sizing', center: CENTER, edge: null, pressed: false })
    // Not reported back: the centre came from outside.
    expect(steps.some((s) => s.placed)).toBe(false)
    expect(previewCircle(steps[1]?.state ?? IDLE)?.meters).toBeCloseTo(5_000, 3)
    expect(steps.at(-1)?.commit?.center).toEqual(CENTER)
    expect(steps.at(-1)?.commit?.meters).toBeCloseTo(5_000, 3)
  })

  it('moves a centre being sized to a newly placed one, but never under a dragged handle', () => {
    const to = { lon: -87.5, lat: 42 }
    const [, moved] = run([{ type: 'arm' }, { type: 'centre', at: to }])
    expect(moved?.state).toEqual({ kind: 'sizing', center: to, edge: null, pressed: false })
    const dragging: DrawState = {
      kind: 'dragging',
      handle: 'edge',
      circle: { center: CENTER, meters: 5_000 },
    }
    expect(drawReducer(dragging, { type: 'centre', at: to }).state).toBe(dragging)
  })

  it('ignores a zero radius', () => {
    const steps = run([
      { type: 'arm' },
      { type: 'down', at: CENTER, handle: null, circle: null },
      { type: 'up', at: CENTER, dragged: false },
      { type: 'down', at: CENTER, handle: null, circle: null },
    ])
    expect(steps.at(-1)).toEqual({ state: IDLE })
  })
})

describe('editing a radius', () => {
  const circle = { center: CENTER, meters: 5_000 }

  it('moves the circle by its centre handle, keeping the radius', () => {
    const to = { lon: -87.5, lat: 42 }
    const steps = run([
      { type: 'down', at: CENTER, handle: 'center', circle },
      { type: 'move', at: to, dragged: true },
      { type: 'up', at: to, dragged: true },
    ])
    expect(steps.at(-1)?.commit).toEqual({ center: to, meters: 5_000 })
  })

  it('resizes the circle by its edge handle, keeping the centre', () => {
    const to = destination(CENTER, 12_000, 200)
    const steps = run([
      { type: 'down', at: EDGE, handle: 'edge', circle },
      { type: 'move', at: to, dragged: true },
      { type: 'up', at: to, dragged: true },
    ])
    const commit = steps.at(-1)?.commit
    expect(commit?.center).toEqual(CENTER)
    expect(commit?.meters).toBeCloseTo(haversineMeters(CENTER, to), 6)
    expect(commit?.meters).toBeCloseTo(12_000, 3)
  })
})
