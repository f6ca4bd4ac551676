// `npm run api`: the embedded Event Intelligence API as a standalone HTTP server on the loopback
// interface, for SDKs, curl, contract tests and the dashboard's proxy mode (docs/architecture.md "Data flow").
//   PORT (8787; 0 picks a free one), SERVICE_NOW, SERVICE_SEED, SERVICE_EVENTS, SERVICE_BROADCASTS,
//   SERVICE_DATA_DIR (saved locations, default .data/)
import { resolve } from 'node:path'
import { DEMO_TOKENS } from '../src/service/auth/accounts'
import { bootService, configuredBoot, OPENAPI_PATH } from '../src/service/boot/boot-service'
import { readServiceConfig } from '../src/service/boot/config'
import { loadGazetteerFromFile } from '../src/service/data/gazetteer/node'
import { readHolidayCalendarsFile } from '../src/service/data/holidays/node'
import { FileSavedLocationStore } from '../src/service/store/file-store'
import { serveHttp } from '../src/service/transport/node-http'
import { answerProbes } from './api-probe'
import { readKeptFile, todaysKey } from './data/kept-dataset'

const root = resolve(import.meta.dirname, '..')
const config = readServiceConfig(process.env)
const port = Number(process.env.PORT ?? 8787)
const host = process.env.HOST ?? '127.0.0.1'
const dataDir = resolve(root, process.env.SERVICE_DATA_DIR ?? '.data')
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

const loadStarted = performance.now()
const publicData = resolve(root, 'public', 'data')
const gazetteer = await loadGazetteerFromFile(publicData)
// The same key as the page's (docs/dataset-cache.md), so curl and the dashboard see the same data;
// the prebuilt file of `npm run data` spares the generation when it matches.
const key = todaysKey(root, process.env)
const kept = readKeptFile(publicData, key)
const holidays = kept ? undefined : readHolidayCalendarsFile(publicData)
const loadMs = performance.now() - loadStarted
const service = await bootService({
  gazetteer,
  ...(kept ? { kept } : holidays && { holidays }),
  ...configuredBoot(config, key.now),
  store: new FileSavedLocationStore(dataDir),
  onProgress: ({ step, message }) => {
    if (step !== 'ready') console.log(`${message}…`)
  },
})
const server = await serveHttp(service, { port, host, shedWhenBusy: true })
const { dataset } = service.deps
const { timings } = service

console.log(
  [
    `Event Intelligence API on ${server.url}/v1/  (OpenAPI: ${server.url}${OPENAPI_PATH})`,
    `  dataset: ${dataset.events.size} events, ${dataset.broadcasts.size} broadcasts; seed ${config.seed}; ` +
      `clock ${config.now === undefined ? 'real time' : `from ${new Date(config.now).toISOString()}`}`,
    `  ${kept ? 'read from the prebuilt file' : 'built'} in ${seconds(loadMs + timings.dataset + timings.indexes)} ` +
      `(places${kept ? ' and file' : ''} ${seconds(loadMs)}, dataset ${seconds(timings.dataset)}, indexes ${seconds(timings.indexes)})`,
    `  saved locations in ${dataDir}`,
    `  tokens (Authorization: Bearer <token>): ${DEMO_TOKENS.join(', ')}`,
    `  try: curl -H 'Authorization: Bearer demo-analyst' '${server.url}/v1/events/?limit=3'`,
  ].join('\n'),
)
answerProbes(server.url)

let stopping = false
function stop(signal: string): void {
  if (stopping) return
  stopping = true
  console.log(`${signal}: shutting down`)
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
process.on('SIGINT', () => {
  stop('SIGINT')
})
process.on('SIGTERM', () => {
  stop('SIGTERM')
})
