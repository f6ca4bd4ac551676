// Repeated timing with a run budget, and memory snapshots. The first call of each measured
// function is a warm-up (its result is the one checked for equality); the timed runs follow
// until either the run count or the time budget is reached, whichever comes first.

import type { Summary } from './stats'
import { summarize } from './stats'

export interface RunPlan {
  /** Most timed runs. */
  readonly maxRuns: number
  /** Fewest timed runs, even past the budget. */
  readonly minRuns: number
  /** Stop adding runs once this much time went into the timed runs, ms. */
  readonly budgetMs: number
}

export async function timeRuns(run: () => unknown, plan: RunPlan): Promise<Summary> {
  const samples: number[] = []
  let spent = 0
  while (
    samples.length < plan.maxRuns &&
    (samples.length < plan.minRuns || spent < plan.budgetMs)
  ) {
    const t0 = performance.now()
    await run()
    const ms = performance.now() - t0
    samples.push(ms)
    spent += ms
  }
  return summarize(samples)
}

/** Calls `run` once and returns its result with the time it took. */
export async function timed<T>(run: () => T | Promise<T>): Promise<{ value: T; ms: number }> {
  const t0 = performance.now()
  const value = await run()
  return { value, ms: performance.now() - t0 }
}

export interface MemorySnapshot {
  readonly heapUsed: number
  readonly rss: number
  readonly arrayBuffers: number
}

const gc = (globalThis as { gc?: () => void }).gc

/** True when node runs with --expose-gc, so snapshots are taken after a full collection. */
export const canCollect = typeof gc === 'function'

export function memory(): MemorySnapshot {
  gc?.()
  gc?.()
  const m = process.memoryUsage()
  return { heapUsed: m.heapUsed, rss: m.rss, arrayBuffers: m.arrayBuffers }
}

export function memoryDelta(before: MemorySnapshot, after: MemorySnapshot): MemorySnapshot {
  return {
    heapUsed: after.heapUsed - before.heapUsed,
    rss: after.rss - before.rss,
    arrayBuffers: after.arrayBuffers - before.arrayBuffers,
  }
}

export function formatMb(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(0)} MB`
}
