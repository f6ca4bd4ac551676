// Answers kept between page loads, in the browser's Cache Storage (docs/answer-cache.md). Only
// what the service marks as keepable is kept (`Cache-Control: private, max-age=N`), for as long as
// it says, under a scope naming everything the answers depend on (the dataset and the account).
// A kept answer is checked against the digest it was kept with: a damaged one is dropped and the
// request goes to the service, never served.

/** Every cache of kept answers is named with this, then its scope. */
export const ANSWER_CACHE_PREFIX = 'eventscope-answers:'
/** Larger answers (a map's pages of a thousand rows) are asked for again: a reload needs them later. */
export const MAX_KEPT_BYTES = 512 * 1024
/** The most answers kept in one scope; the oldest go first. */
export const MAX_KEPT_ANSWERS = 300

const KEPT_UNTIL = 'x-eventscope-kept-until'
const KEPT_DIGEST = 'x-eventscope-kept-digest'

export interface AnswerCache {
  /** The kept answer to a GET of `url`, if there is a sound one that has not expired. */
  answer(url: string): Promise<Response | undefined>
  /** Keeps the answer to a GET of `url` when its Cache-Control allows; true if kept. Never throws. */
  keep(url: string, response: Response): Promise<boolean>
}

/** Seconds an answer may be kept, from its Cache-Control; undefined when it may not be. */
export function keepSeconds(cacheControl: string | null): number | undefined {
  if (cacheControl === null) return undefined
  const directives = cacheControl.split(',').map((d) => d.trim().toLowerCase())
  if (directives.some((d) => d === 'no-store' || d === 'no-cache')) return undefined
  const maxAge = directives.find((d) => d.startsWith('max-age='))
  const seconds = maxAge === undefined ? NaN : Number(maxAge.slice('max-age='.length))
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined
}

/** The SHA-256 of `bytes`, in hex. */
export async function digestOf(bytes: BufferSource): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The page's Cache Storage; none outside secure contexts, nor in Node. */
function pageCaches(): CacheStorage | undefined {
  return (globalThis as { caches?: CacheStorage }).caches
}

/** The name of the cache of `scope`. */
export function answerCacheName(scope: string): string {
  return `${ANSWER_CACHE_PREFIX}${scope}`
}

/**
 * The kept answers of `scope`; the caches of every other scope (another day's dataset, another
 * build, another account) are deleted. Undefined where the page has no Cache Storage (an insecure
 * context): requests then all go to the service.
 */
export async function openAnswerCache(
  scope: string,
  now: () => number = Date.now,
  storage: CacheStorage | undefined = pageCaches(),
): Promise<AnswerCache | undefined> {
  if (storage === undefined) return undefined
  const name = answerCacheName(scope)
  const cache = await storage.open(name).catch(() => undefined)
  if (cache === undefined) return undefined
  void dropOtherScopes(storage, name)

  const drop = (url: string) => cache.delete(url).catch(() => false)

  return {
    async answer(url) {
      const kept = await cache.match(url).catch(() => undefined)
      if (kept === undefined) return undefined
      const until = Number(kept.headers.get(KEPT_UNTIL))
      if (!Number.isFinite(until) || until <= now()) {
        await drop(url)
        return undefined
      }
      const bytes = await kept.arrayBuffer().catch(() => undefined)
      if (bytes === undefined || (await digestOf(bytes)) !== kept.headers.get(KEPT_DIGEST)) {
        await drop(url)
        return undefined
      }
      const type = kept.headers.get('content-type') ?? 'application/json'
      return new Response(bytes, { status: 200, headers: { 'content-type': type } })
    },

    async keep(url, response) {
      const seconds = keepSeconds(response.headers.get('cache-control'))
      if (response.status !== 200 || seconds === undefined) return false
      const declared = Number(response.headers.get('content-length'))
      if (declared > MAX_KEPT_BYTES) return false
      try {
        const bytes = await response.arrayBuffer()
        if (bytes.byteLength > MAX_KEPT_BYTES) return false
        const headers = {
          'content-type': response.headers.get('content-type') ?? 'application/json',
          [KEPT_UNTIL]: String(now() + seconds * 1000),
          [KEPT_DIGEST]: await digestOf(bytes),
        }
        await cache.put(url, new Response(bytes, { status: 200, headers }))
        await trim(cache)
        return true
      } catch {
        // A full disk or a closed page: the answer is simply not kept.
        return false
      }
    },
  }
}

async function dropOtherScopes(storage: CacheStorage, keep: string): Promise<void> {
  const names = await storage.keys().catch(() => [])
  await Promise.all(
    names
      .filter((n) => n.startsWith(ANSWER_CACHE_PREFIX) && n !== keep)
      .map((n) => storage.delete(n).catch(() => false)),
  )
}

async function trim(cache: Cache): Promise<void> {
  const requests = await cache.keys()
  // Cache Storage lists requests in the order they were put (a put replaces): the oldest first.
  const excess = requests.slice(0, Math.max(0, requests.length - MAX_KEPT_ANSWERS))
  await Promise.all(excess.map((request) => cache.delete(request)))
}
