// Prints build time, memory and per-category counts of the embedded dataset at a given size:
//   npx tsx scripts/dataset-stats.ts 1000000
import { join } from 'node:path'
import { EVENT_CATEGORIES } from '../src/contract/enums'
import { buildDataset } from '../src/service/data/build-dataset'
import { loadGazetteerFromFile } from '../src/service/data/gazetteer/node'
import { datasetWindow } from '../src/service/data/clock'
import { loadHolidayCalendars } from '../src/service/data/holidays/node'
import { textsOf } from '../src/service/data/text-column'

const eventCount = Number(process.argv[2] ?? 250_000)
const broadcastCount = Number(process.argv[3] ?? 100_000)
const seed = Number(process.env.SERVICE_SEED ?? 42)
const now = process.env.SERVICE_NOW ? Date.parse(process.env.SERVICE_NOW) : Date.now()

const dataDir = join(import.meta.dirname, '..', 'public', 'data')
const gazetteer = await loadGazetteerFromFile(dataDir)
const holidays = await loadHolidayCalendars(dataDir, datasetWindow(now).years)
const heapBefore = process.memoryUsage().heapUsed
const started = performance.now()
const cpuBefore = process.cpuUsage()
const dataset = buildDataset({ seed, now, gazetteer, holidays, eventCount, broadcastCount })
const seconds = (performance.now() - started) / 1000
const cpu = process.cpuUsage(cpuBefore)
globalThis.gc?.()
const heapAfter = process.memoryUsage().heapUsed

const { events, broadcasts } = dataset
const perCategory = new Map<string, number>()
for (let i = 0; i < events.size; i++) {
  const name = EVENT_CATEGORIES[events.category[i] ?? 0] ?? '?'
  perCategory.set(name, (perCategory.get(name) ?? 0) + 1)
}
const states = [0, 0, 0]
for (let i = 0; i < events.size; i++)
  states[events.state[i] ?? 0] = (states[events.state[i] ?? 0] ?? 0) + 1

console.log(`eventCount ${eventCount}, seed ${seed}, now ${new Date(now).toISOString()}`)
const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MB`
const memory = process.memoryUsage()
console.log(
  `build ${seconds.toFixed(2)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s cpu`,
)
console.log(
  `heapUsed ${mb(heapAfter)} (dataset ~${mb(heapAfter - heapBefore)}), typed arrays ${mb(memory.arrayBuffers)}, rss ${mb(memory.rss)}`,
)
console.log(
  `events ${events.size} (active ${states[0]}, deleted ${states[1]}, predicted ${states[2]}), unique titles ${new Set(textsOf(events.title)).size}, venues ${events.venues.size}, entities ${events.entityTable.id.length}`,
)
console.log(`broadcasts ${broadcasts.size}, leagues ${broadcasts.leagues.values.join(' ')}`)
for (const category of EVENT_CATEGORIES)
  console.log(`  ${category.padEnd(18)} ${perCategory.get(category) ?? 0}`)
