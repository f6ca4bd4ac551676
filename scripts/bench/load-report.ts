// Prints section E (load-section.ts): the load line, the write check and the server's memory,
// each goal marked `!` when missed.
import type { LoadSection } from './load-section'
import type { Latency } from './stats'
import { formatMb } from './timing'

/** docs: README "Benchmarks", section E. */
const READ_P99_GOAL_MS = 100
const MEMORY_GROWTH_GOAL = 0.1

const int = (n: number): string => Math.round(n).toLocaleString('en-US')
const ms = (n: number): string => (n < 10 ? n.toFixed(1) : int(n))
const percentiles = (l: Latency): string =>
  `p50 ${ms(l.p50Ms)} / p95 ${ms(l.p95Ms)} / p99 ${ms(l.p99Ms)} ms`
const mark = (missed: boolean): string => (missed ? ' !' : '')

function growth(label: string, start: number, end: number): { text: string; missed: boolean } {
  const change = (end - start) / start
  const missed = change > MEMORY_GROWTH_GOAL
  const sign = change >= 0 ? '+' : ''
  return {
    text: `${label} ${formatMb(start)} -> ${formatMb(end)} (${sign}${(change * 100).toFixed(1)}%)${mark(missed)}`,
    missed,
  }
}

/** Prints the section; returns its failures (errors other than 429, lost writes). */
export function printLoad(s: LoadSection): number {
  const { plan, counts: t, reads, writes, memory: m } = s
  const perSecond = (n: number) => int(n / (t.elapsedMs / 1000))
  const readsMissed = !(reads.p99Ms <= READ_P99_GOAL_MS)
  console.log(
    `  ${int(s.events)} events; ${String(plan.clients)} clients for ${String(plan.durationMs / 1000)} s, ` +
      `90% reads and 10% saved-location writes as demo-analyst, on 127.0.0.1 ` +
      `(goals: reads p99 ≤ ${String(READ_P99_GOAL_MS)} ms, memory after a full GC within ` +
      `${String(MEMORY_GROWTH_GOAL * 100)}% of its start; ! misses one)`,
  )
  console.log(
    `load: ${perSecond(t.answers)} answers/s (${perSecond(reads.count + writes.count)}/s served), ` +
      `reads ${percentiles(reads)}${mark(readsMissed)}, writes ${percentiles(writes)}, ` +
      `429s ${int(t.rateLimited)}, errors ${int(t.errors)}, ` +
      `peak memory ${formatMb(m.peak.rss)} RSS (heap ${formatMb(m.peak.heapUsed)})`,
  )
  for (const example of t.errorExamples) console.log(`  error: ${example}`)
  console.log(
    `  ${int(t.answers)} answers in ${(t.elapsedMs / 1000).toFixed(1)} s: ${int(reads.count)} reads and ` +
      `${int(writes.count)} writes served, ${int(t.rateLimited)} answered 429; ` +
      `at most ${int(t.peakInFlight)} requests in flight`,
  )
  const lost = s.writesLive.lost + s.writesAfterRestart.lost
  console.log(
    `  writes: the last acknowledged write of ${int(s.writesLive.checked)} locations checked on the ` +
      `running server and after a restart: ${int(s.writesLive.lost)} and ` +
      `${int(s.writesAfterRestart.lost)} lost${mark(lost > 0)}` +
      (s.writesLive.unacknowledged > 0
        ? `, ${int(s.writesLive.unacknowledged)} never acknowledged`
        : ''),
  )
  for (const example of [...s.writesLive.examples, ...s.writesAfterRestart.examples]) {
    console.log(`  lost: ${example}`)
  }
  const rss = growth('RSS', m.start.rss, m.end.rss)
  const heap = growth('heap', m.start.heapUsed, m.end.heapUsed)
  console.log(
    `  server memory after a full GC, before the load and after it and the check: ${rss.text}, ${heap.text}`,
  )
  if (readsMissed || rss.missed || heap.missed) console.log('  some load goals are missed')
  return t.errors + lost
}
