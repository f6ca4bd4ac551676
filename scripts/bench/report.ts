// Printing of the benchmark tables and the JSON record written under bench/.

import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { QualityReport } from './dataset-quality'
import { DENSITY_TARGET } from './metros'
import type { MixResult } from './mix-run'
import type { ServiceResult } from './service-bench'
import { formatMs } from './stats'
import type { MemorySnapshot } from './timing'
import { formatMb } from './timing'

export interface SizeReport {
  readonly label: string
  readonly requestedEvents: number
  readonly events: number
  readonly broadcasts: number
  readonly build: { readonly generateMs: number; readonly indexesMs: number }
  readonly memory: MemorySnapshot
  readonly service: readonly ServiceResult[]
  readonly duckdb: { readonly loadMs: number; readonly rows: Readonly<Record<string, number>> }
  readonly mix: readonly MixResult[]
  readonly geomeanEngineOverDuckdb: number
  /** Density near big metros, plausibility and rows and bytes of this dataset (dataset-quality.ts). */
  readonly quality: QualityReport
}

const int = (n: number): string => n.toLocaleString('en-US')

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length)
}

function lpad(s: string, n: number): string {
  return s.length >= n ? s : ' '.repeat(n - s.length) + s
}

export function printHeader(
  r: Pick<SizeReport, 'label' | 'events' | 'broadcasts' | 'build' | 'memory'>,
  gcAvailable: boolean,
): void {
  console.log(`\n== ${r.label}: ${int(r.events)} events, ${int(r.broadcasts)} broadcasts ==`)
  console.log(
    `build: generate ${formatMs(r.build.generateMs)}, indexes ${formatMs(r.build.indexesMs)}`,
  )
  const m = r.memory
  const note = gcAvailable ? 'after full gc' : 'without --expose-gc, includes garbage'
  console.log(
    `memory of dataset + indexes: heapUsed +${formatMb(m.heapUsed)}, typed arrays +${formatMb(m.arrayBuffers)}, rss +${formatMb(m.rss)} (${note})`,
  )
}

export function printService(results: readonly ServiceResult[]): void {
  console.log('A. service.fetch, demo-analyst          median      p95   runs    bytes')
  for (const s of results) {
    if (!s.timing) {
      console.log(`  ${pad(s.key, 20)} FAILED: HTTP ${s.status} ${s.error ?? ''}`)
      continue
    }
    const t = s.timing
    console.log(
      `  ${pad(s.key, 34)} ${lpad(formatMs(t.medianMs), 9)} ${lpad(formatMs(t.p95Ms), 9)} ${lpad(String(t.runs), 5)} ${lpad(int(s.bytes), 8)}`,
    )
  }
}

export function printDuckLoad(loadMs: number, rows: Readonly<Record<string, number>>): void {
  const counts = Object.entries(rows)
    .map(([k, v]) => `${k} ${int(v)}`)
    .join(', ')
  console.log(`B. DuckDB load (appenders): ${formatMs(loadMs)} for ${counts}`)
}

export function printMixHeader(): void {
  const cols = ['engine med/p95', 'duckdb med/p95', 'full scan med/p95', 'eng/duck', 'speedup']
  console.log(`  ${pad('query', 14)} ${cols.map((c, i) => lpad(c, i < 3 ? 20 : 9)).join(' ')}`)
}

export function printMix(m: MixResult): void {
  const pair = (s: { medianMs: number; p95Ms: number }): string =>
    lpad(`${formatMs(s.medianMs)} / ${formatMs(s.p95Ms)}`, 20)
  const ratio = lpad(m.engineOverDuckdb.toFixed(3), 9)
  const speedup = lpad(`${m.indexSpeedup.toFixed(0)}x`, 9)
  console.log(
    `  ${pad(m.key, 14)} ${pair(m.engine)} ${pair(m.duckdb)} ${pair(m.scan)} ${ratio} ${speedup}`,
  )
  console.log(`  ${' '.repeat(14)} ${m.title}; ${m.note}`)
}

export function printQuality(r: QualityReport, label: string): void {
  const d = r.density
  const t = DENSITY_TARGET
  console.log(
    `Dataset at ${label}: attended events active in the next ${String(d.days)} days within ${d.radius} of the centre`,
  )
  console.log(
    `  ${'metro'.padEnd(14)} ${lpad('attended', 9)} ${lpad('concerts', 9)} ${lpad('perf-arts', 9)} ${lpad('sports', 7)}`,
  )
  for (const m of d.metros) {
    console.log(
      `  ${m.name.padEnd(14)} ${lpad(int(m.attended), 9)} ${lpad(int(m.concerts), 9)} ${lpad(int(m.performingArts), 9)} ${lpad(int(m.sports), 7)}`,
    )
  }
  console.log(
    `  ${'target'.padEnd(14)} ${lpad(`>= ${String(t.attended)}`, 9)} ${lpad(`>= ${String(t.concerts)}`, 9)} ${lpad(`>= ${String(t.performingArts)}`, 9)} ${lpad(`>= ${String(t.sports)}`, 7)}`,
  )
  console.log(
    `  spearman(metro population, attended within ${d.radius}) over ${String(d.us.length)} US metros: ${d.spearman.toFixed(3)} (target >= ${String(t.spearman)})`,
  )
  console.log(
    `  US metros, most populous first: ${d.us.map((m) => `${m.name} ${int(m.attended)}`).join(', ')}`,
  )
  console.log(
    d.shortfalls.length === 0
      ? '  density check: pass'
      : `  density check: FAIL, ${String(d.shortfalls.length)} below target: ${d.shortfalls.join(', ')}`,
  )
  const w = r.towns
  console.log(
    `  towns of 15,000 to 100,000 people with an attended event in the past year: ${int(w.reached)} of ${int(w.towns)} (US ${int(w.usReached)} of ${int(w.usTowns)})`,
  )
  const p = r.plausibility
  const rules = p.violations.map((v) => `${v.rule} ${int(v.count)}`).join(', ')
  console.log(
    `  plausibility: ${int(p.failed)} of ${int(p.checked)} generated events break a rule (${((100 * p.failed) / Math.max(1, p.checked)).toFixed(3)}%)${rules ? `: ${rules}` : ''}`,
  )
  const s = r.size
  console.log(
    `  rows: ${int(s.eventRows)} events, ${int(s.broadcastRows)} broadcasts; prebuilt dataset file ${(s.keptBytes / 1e6).toFixed(1)} MB (${int(s.keptBytes)} bytes)`,
  )
}

export function writeResults(dir: string, record: unknown): string {
  mkdirSync(dir, { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const file = join(dir, `results-${stamp}.json`)
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`)
  return file
}
