// Prints the start-up table (startup.ts): per link kind, each target's cold and warm time to its
// data, the ratio to the bare map on the same link, and the bytes received.
import type { StartupRow, StartupTable } from './startup'
import { BARE_TARGET_NAME } from './startup'
import { formatBytes, formatRatio, ratio } from './dashboard-stats'
import { formatMs } from './stats'

/** The goals of a view against the bare map: loopback, then the shaped link. */
export const STARTUP_GOALS = {
  loopback: { cold: 1.5, warm: 1.2 },
  linked: { cold: 2, warm: 1.2 },
} as const

const NAME_WIDTH = 28

/** A cell's ratio to the bare map, with `!` when it misses the goal; a control row has none. */
function cell(ms: number, bareMs: number, goal: number | null, isBare: boolean): string {
  if (isBare) return formatMs(ms).padStart(16)
  const r = ratio(ms, bareMs)
  const mark = goal === null || r <= goal ? ' ' : '!'
  return `${formatMs(ms)} ${formatRatio(r)}${mark}`.padStart(16)
}

function printRows(
  title: string,
  rows: readonly StartupRow[],
  goal: { cold: number; warm: number },
): number {
  const bare = rows.find((r) => r.name === BARE_TARGET_NAME)
  if (bare === undefined) return 0
  let misses = 0
  console.log(
    `  ${title} (goal: cold ≤ ${formatRatio(goal.cold)}, warm ≤ ${formatRatio(goal.warm)} the bare map; ! misses it)`,
  )
  console.log(
    `    ${'page'.padEnd(NAME_WIDTH)} ${'cold'.padStart(16)} ${'warm'.padStart(16)} ${'bytes by data'.padStart(14)} ${'first visit'.padStart(12)} ${'warm bytes'.padStart(11)}`,
  )
  for (const r of rows) {
    const isBare = r === bare
    const held = !isBare && !r.control
    if (held && ratio(r.cold.ms, bare.cold.ms) > goal.cold) misses++
    if (held && ratio(r.warm.ms, bare.warm.ms) > goal.warm) misses++
    const cold = cell(r.cold.ms, bare.cold.ms, r.control ? null : goal.cold, isBare)
    const warm = cell(r.warm.ms, bare.warm.ms, r.control ? null : goal.warm, isBare)
    console.log(
      `    ${r.name.padEnd(NAME_WIDTH)} ${cold} ${warm} ${formatBytes(r.cold.bytesBefore).padStart(14)} ${formatBytes(r.cold.bytesSettled).padStart(12)} ${formatBytes(r.warm.bytesBefore).padStart(11)}`,
    )
  }
  return misses
}

/** Prints the table; returns how many ratios miss their goal. */
export function printStartup(t: StartupTable): number {
  console.log(
    `\n  start-up: time to each page's data, cold (new profile) and warm (reload), median of ${String(t.runs)}; bytes received by then, and by the end of the first visit`,
  )
  const missed =
    printRows('loopback', t.loopback, STARTUP_GOALS.loopback) +
    printRows(
      `${String(t.shaped.mbit)} Mbit/s, ${String(t.shaped.rttMs)} ms round trips`,
      t.linked,
      STARTUP_GOALS.linked,
    )
  for (const r of [...t.loopback])
    if (r.name !== BARE_TARGET_NAME) console.log(`    ${r.name}: ${r.path}`)
  return missed
}
