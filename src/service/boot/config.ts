// Start-up settings of the service, read from SERVICE_* variables (README: npm run api). Invalid
// values fail loudly at start rather than silently producing a different dataset.

/** Seed of the generated dataset when SERVICE_SEED is not given. */
export const DEFAULT_SEED = 20260101

export interface ServiceConfig {
  readonly seed: number
  /** Epoch ms the clock starts at (SERVICE_NOW); undefined = the real clock. */
  readonly now: number | undefined
  /** Generated events (SERVICE_EVENTS); undefined = the dataset's default. */
  readonly eventCount: number | undefined
  /** Target broadcasts (SERVICE_BROADCASTS); undefined = the dataset's default. */
  readonly broadcastCount: number | undefined
  /**
   * How long a written saved location stays pending before it is active (SERVICE_ENRICH_MS);
   * undefined = the registry's default, a second and a half.
   */
  readonly enrichDelayMs: number | undefined
}

export type Env = Readonly<Record<string, string | undefined>>

/** Every variable readServiceConfig reads; whatever carries settings to a service carries these. */
export const SERVICE_SETTINGS = [
  'SERVICE_NOW',
  'SERVICE_SEED',
  'SERVICE_EVENTS',
  'SERVICE_BROADCASTS',
  'SERVICE_ENRICH_MS',
] as const

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed === undefined || trimmed === '' ? undefined : trimmed
}

function count(name: string, value: string | undefined): number | undefined {
  const text = present(value)
  if (text === undefined) return undefined
  const n = Number(text)
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${text}"`)
  }
  return n
}

/**
 * Parses SERVICE_NOW (ISO 8601 date or date-time), SERVICE_SEED, SERVICE_EVENTS,
 * SERVICE_BROADCASTS and SERVICE_ENRICH_MS.
 */
export function readServiceConfig(env: Env): ServiceConfig {
  const nowText = present(env.SERVICE_NOW)
  const now = nowText === undefined ? undefined : Date.parse(nowText)
  if (now !== undefined && Number.isNaN(now)) {
    throw new Error(`SERVICE_NOW must be an ISO 8601 date-time, got "${nowText ?? ''}"`)
  }
  return {
    seed: count('SERVICE_SEED', env.SERVICE_SEED) ?? DEFAULT_SEED,
    now,
    eventCount: count('SERVICE_EVENTS', env.SERVICE_EVENTS),
    broadcastCount: count('SERVICE_BROADCASTS', env.SERVICE_BROADCASTS),
    enrichDelayMs: count('SERVICE_ENRICH_MS', env.SERVICE_ENRICH_MS),
  }
}
