// Settings of the embedded service's dataset: SERVICE_* given when the app was built or served
// (vite.config.ts envPrefix), overridden by a JSON object in localStorage under
// SERVICE_ENV_STORAGE_KEY, which lets a journey or a demo pin the clock or shrink the dataset
// without a rebuild.
import type { Env } from '../../service/boot/config'

export const SERVICE_ENV_STORAGE_KEY = 'eventscope.service-env'

function storedEnv(storage: Pick<Storage, 'getItem'> | undefined): Env {
  const text = storage?.getItem(SERVICE_ENV_STORAGE_KEY)
  if (!text) return {}
  try {
    const value = JSON.parse(text) as unknown
    if (typeof value !== 'object' || value === null) return {}
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, v]) =>
        typeof v === 'string' || typeof v === 'number' ? [[key, String(v)]] : [],
      ),
    )
  } catch {
    return {}
  }
}

export function embeddedServiceEnv(
  storage: Pick<Storage, 'getItem'> | undefined = typeof localStorage === 'undefined'
    ? undefined
    : localStorage,
  built: Env = {
    SERVICE_NOW: import.meta.env.SERVICE_NOW,
    SERVICE_SEED: import.meta.env.SERVICE_SEED,
    SERVICE_EVENTS: import.meta.env.SERVICE_EVENTS,
    SERVICE_BROADCASTS: import.meta.env.SERVICE_BROADCASTS,
  },
): Env {
  return { ...built, ...storedEnv(storage) }
}
