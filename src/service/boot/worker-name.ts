// The embedded service's settings travel to its Web Worker in the worker's name: it is there
// before the worker's first line runs, so the build can start at once, without a handshake
// message on the channel that carries requests.
import { SERVICE_SETTINGS } from './config'
import type { Env } from './config'

const PREFIX = 'eventscope-service'

/** A readable worker name (it shows in devtools) that carries the SERVICE_* settings. */
export function workerNameFor(env: Env): string {
  const settings = Object.fromEntries(
    SERVICE_SETTINGS.flatMap((key) => {
      const value = env[key]?.trim()
      return value ? [[key, value]] : []
    }),
  )
  return Object.keys(settings).length === 0 ? PREFIX : `${PREFIX} ${JSON.stringify(settings)}`
}

/** The settings of `workerNameFor`; anything else yields none. */
export function envFromWorkerName(name: string): Env {
  if (!name.startsWith(`${PREFIX} `)) return {}
  try {
    const parsed = JSON.parse(name.slice(PREFIX.length + 1)) as unknown
    if (typeof parsed !== 'object' || parsed === null) return {}
    return Object.fromEntries(
      SERVICE_SETTINGS.flatMap((key) => {
        const value = (parsed as Record<string, unknown>)[key]
        return typeof value === 'string' ? [[key, value]] : []
      }),
    )
  } catch {
    return {}
  }
}
