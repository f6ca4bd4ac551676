// The page's own work in each task of its UI thread, from a Chromium trace. A task's time includes
// the compositor commits it waits on; with no GPU, Chromium's software WebGL (SwiftShader) and its
// software raster draw the frame inside that wait, on this machine's cores, not in the page's code.
// A `longtask` entry cannot tell the two apart (a 108 ms task may hold 5 ms of the page's work), so
// the sections report both: the task as the browser timed it, and its own work with commits left
// out, in wall time and in thread (CPU) time.
import type { Browser, Page } from 'playwright-core'

interface TraceEvent {
  readonly name: string
  readonly ph: string
  readonly ts: number
  readonly dur?: number
  /** Thread time, where the trace has it. */
  readonly tdur?: number
  readonly pid: number
  readonly tid: number
  readonly args?: { readonly name?: string }
}

export interface OwnTask {
  /** Page time (performance.now) the task started at; NaN when the trace could not be aligned. */
  readonly startMs: number
  /** The task as the browser timed it, commits included. */
  readonly allMs: number
  /** Its own work: its time less the commits inside it. */
  readonly ownMs: number
  /** Its own work in thread time: what the page computed, without waiting for a core. */
  readonly ownCpuMs: number
}

const SYNC_MARK = 'bench-trace-sync'

/** Each RunTask of the renderer's main thread, with its own work. */
function mainThreadTasks(events: readonly TraceEvent[], offsetMs = Number.NaN): OwnTask[] {
  const threads = events.filter(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  )
  const busiest = threads
    .map((t) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask'))
    .sort((a, b) => b.length - a.length)[0]
  if (!busiest?.[0]) return []
  const { pid, tid } = busiest[0]
  const commits = events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'Commit')
  return busiest.map((task) => {
    const end = task.ts + (task.dur ?? 0)
    const inside = commits.filter((c) => c.ts >= task.ts && c.ts < end)
    const commit = inside.reduce((sum, c) => sum + (c.dur ?? 0), 0)
    const commitCpu = inside.reduce((sum, c) => sum + (c.tdur ?? 0), 0)
    return {
      startMs: task.ts / 1000 - offsetMs,
      allMs: (task.dur ?? 0) / 1000,
      ownMs: ((task.dur ?? 0) - commit) / 1000,
      ownCpuMs: ((task.tdur ?? task.dur ?? 0) - commitCpu) / 1000,
    }
  })
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
]

/**
 * Runs `run` with the page traced, and gives each task of its UI thread in page time: a mark set
 * at the start ties the trace's clock to `performance.now()`.
 */
export async function traceOwnWork(
  browser: Browser,
  page: Page,
  run: () => Promise<void>,
): Promise<OwnTask[]> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES })
  let buffer: Buffer
  let markMs: number
  try {
    markMs = await page.evaluate<number>(`performance.mark(${JSON.stringify(SYNC_MARK)}).startTime`)
    await run()
  } finally {
    buffer = await browser.stopTracing()
  }
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }
  const mark = traceEvents.find((e) => e.name === SYNC_MARK)
  const offsetMs = mark ? mark.ts / 1000 - markMs : Number.NaN
  return mainThreadTasks(traceEvents, offsetMs)
}

/** The longest own work among tasks that started in [fromMs, toMs). */
export function longestOwnBetween(
  tasks: readonly OwnTask[],
  fromMs: number,
  toMs: number,
): { ownMs: number; ownCpuMs: number } {
  let ownMs = 0
  let ownCpuMs = 0
  for (const task of tasks) {
    if (task.startMs < fromMs || task.startMs >= toMs) continue
    ownMs = Math.max(ownMs, task.ownMs)
    ownCpuMs = Math.max(ownCpuMs, task.ownCpuMs)
  }
  return { ownMs, ownCpuMs }
}
