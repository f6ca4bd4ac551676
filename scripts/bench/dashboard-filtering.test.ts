import { describe, expect, it } from 'vitest'
import type { FilteringSummary, LongTask, StepStart } from './dashboard-filtering'
import {
  FILTERING_STEPS,
  appParam,
  filteringReport,
  medianRun,
  summarizeLongTasks,
} from './dashboard-filtering'

const task = (startMs: number, durationMs: number): LongTask => ({ startMs, durationMs })
const step = (
  name: string,
  startMs: number,
  settledMs: number,
  mapCompleteMs = settledMs,
): StepStart => ({ name, startMs, settledMs, mapCompleteMs })

describe('summarizeLongTasks', () => {
  it('gives each task to the last step started before it and leaves out earlier ones', () => {
    const steps = [step('b', 2000, 2600, 3100), step('a', 1000, 1400)]
    const tasks = [task(500, 300), task(1000, 60), task(1500, 120), task(2100, 80), task(9000, 51)]
    const summary = summarizeLongTasks(tasks, steps)
    const untraced = { longestOwnMs: NaN, longestOwnCpuMs: NaN }
    expect(summary.steps).toEqual([
      { name: 'a', count: 2, longestMs: 120, totalMs: 180, settleMs: 400, mapMs: 400, ...untraced },
      { name: 'b', count: 2, longestMs: 80, totalMs: 131, settleMs: 600, mapMs: 1100, ...untraced },
    ])
    expect(summary.longestMapMs).toBe(1100)
    expect(summary.count).toBe(4)
    expect(summary.longestMs).toBe(120)
    expect(summary.totalMs).toBe(311)
  })

  it('times a typed step from its last key, and still gives it the tasks of its typing', () => {
    const typed: StepStart = { ...step('q', 1000, 2200, 2500), inputEndMs: 1600 }
    const summary = summarizeLongTasks([task(1200, 70)], [typed])
    expect(summary.steps[0]).toMatchObject({ count: 1, settleMs: 600, mapMs: 900 })
  })

  it('reports zeros for a session without long tasks', () => {
    const summary = summarizeLongTasks([], [step('a', 10, 5)])
    expect(summary).toEqual({
      count: 0,
      longestMs: 0,
      longestOwnMs: NaN,
      longestOwnCpuMs: NaN,
      totalMs: 0,
      longestMapMs: 0,
      steps: [
        {
          name: 'a',
          count: 0,
          longestMs: 0,
          totalMs: 0,
          settleMs: 0,
          mapMs: 0,
          longestOwnMs: NaN,
          longestOwnCpuMs: NaN,
        },
      ],
    })
  })

  it('gives each step the longest own work of the traced tasks that started in it', () => {
    const steps = [step('a', 1000, 1400), step('b', 2000, 2600)]
    const own = (startMs: number, ownMs: number, ownCpuMs: number) => ({
      startMs,
      allMs: ownMs + 50,
      ownMs,
      ownCpuMs,
    })
    const traced = [own(900, 90, 80), own(1200, 30, 12), own(1900, 18, 17), own(2500, 22, 9)]
    const summary = summarizeLongTasks([task(1200, 80)], steps, traced)
    expect(summary.steps.map((s) => [s.longestOwnMs, s.longestOwnCpuMs])).toEqual([
      [30, 17],
      [22, 9],
    ])
    expect(summary.longestOwnMs).toBe(30)
    expect(summary.longestOwnCpuMs).toBe(17)
  })
})

const run = (longestMs: number, count: number): FilteringSummary => ({
  count,
  longestMs,
  longestOwnMs: longestMs / 2,
  longestOwnCpuMs: longestMs / 3,
  totalMs: longestMs * count,
  longestMapMs: 0,
  steps: [],
})

describe('medianRun and filteringReport', () => {
  it('keeps the whole session with the median longest task', () => {
    const runs = [run(300, 1), run(90, 7), run(120, 2)]
    expect(medianRun(runs)).toBe(runs[2])
    expect(medianRun([run(90, 1), run(60, 4)])?.longestMs).toBe(60)
    expect(medianRun([])).toBeUndefined()
  })

  it('reports the median session with every run kept', () => {
    const runs = [run(300, 1), run(90, 7), run(120, 2)]
    const report = filteringReport(runs)
    expect(report?.longestMs).toBe(120)
    expect(report?.count).toBe(2)
    expect(report?.medianLongestMs).toBe(120)
    expect(report?.runs).toBe(3)
    expect(report?.perRun).toEqual(runs)
    expect(filteringReport([])).toBeUndefined()
  })
})

describe('appParam and the steps', () => {
  it('reads values the router quotes as well as plain ones', () => {
    const url = new URL('http://x/events?rank=%224,5%22&category=concerts,sports&q=tour')
    expect(appParam(url, 'rank')).toBe('4,5')
    expect(appParam(url, 'category')).toBe('concerts,sports')
    expect(appParam(url, 'range')).toBe('')
  })

  it('recognises each step once the view URL carries it, not before', () => {
    const urls = [
      'range=next30',
      'range=next30&category=concerts',
      'range=next30&category=concerts,sports',
      'range=next30&category=concerts,sports&rank=4',
      'range=next30&category=concerts,sports&rank=%224,5%22',
      'range=next30&category=concerts,sports&rank=%224,5%22&q=tour',
      'range=next90&category=concerts,sports&rank=%224,5%22&q=tour',
      'range=next90&category=concerts,sports&rank=%224,5%22',
    ].map((query) => new URL(`http://x/events?${query}`))
    expect(FILTERING_STEPS).toHaveLength(urls.length - 1)
    FILTERING_STEPS.forEach((s, i) => {
      expect(s.applied(urls[i] ?? new URL('http://x/')), s.name).toBe(false)
      expect(s.applied(urls[i + 1] ?? new URL('http://x/')), s.name).toBe(true)
    })
    const typed = FILTERING_STEPS.find((s) => s.name === 'type "tour"')
    expect(typed?.applied(new URL('http://x/events?q=to'))).toBe(false)
  })
})
