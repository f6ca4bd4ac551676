import { describe, expect, it } from 'vitest'
import { holdEvents } from './held-events'

describe('held events', () => {
  it('hands what came before the first listener to it, in order, then passes events on', () => {
    const events = holdEvents<string>()
    events.push('loading')
    events.push('building')
    const heard: string[] = []
    events.listen((event) => heard.push(event))
    expect(heard).toEqual(['loading', 'building'])
    events.push('ready')
    expect(heard).toEqual(['loading', 'building', 'ready'])
  })

  it('gives held events to the first listener only; later listeners hear what comes next', () => {
    const events = holdEvents<number>()
    events.push(1)
    const first: number[] = []
    const second: number[] = []
    events.listen((event) => first.push(event))
    events.listen((event) => second.push(event))
    events.push(2)
    expect(first).toEqual([1, 2])
    expect(second).toEqual([2])
  })

  it('holds nothing once listened to, even before any event', () => {
    const events = holdEvents<number>()
    const heard: number[] = []
    events.listen((event) => heard.push(event))
    events.push(7)
    expect(heard).toEqual([7])
  })
})
