// Answers kept between page loads, in the page's localStorage (docs/answer-cache.md). Only what
// the service marks as keepable is kept (`Cache-Control: private, max-age=N`), for as long as it
// says, under a scope naming everything the answers depend on (the dataset and the account). A
// kept answer is checked against the digest it was kept with: a damaged one is dropped and the
// request goes to the service, never served.
//
// localStorage rather than Cache Storage: it is read synchronously, so a reload has its kept
// answers for the first render, while a Cache Storage body arrives only after the page's start-up
// work has yielded. It holds little, so it keeps the answers used last: those a reload asks first.

/** Keys of the kept answers start with this; the index of a scope's answers is ANSWER_INDEX_KEY. */
export const ANSWER_KEY_PREFIX = 'eventscope.answer:'
/** The scope and its answers' URLs, least recently used first. */
export const ANSWER_INDEX_KEY = 'eventscope.answers'
/** Larger answers (a map's pages of a thousand rows) are asked for again: a reload needs them later. */
export const MAX_KEPT_CHARS = 512 * 1024
/** All kept answers together; the least recently used go first. Well within a browser's quota. */
export const MAX_TOTAL_CHARS = 2 * 1024 * 1024

/** The part of the Web Storage interface the cache uses. */
export type AnswerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

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

const digestOfText = (text: string) => digestOf(new TextEncoder().encode(text))

/** An answer as it is kept: its body and content type, when it expires, and its SHA-256. */
export interface KeptAnswer {
  /** Epoch ms: the service's max-age from the moment the answer arrived. */
  readonly until: number
  /** SHA-256 of the body's UTF-8 bytes, hex. */
  readonly digest: string
  readonly type: string
  readonly body: string
}

/** What an entry says of its body, on the entry's first line. */
type EntryHead = Omit<KeptAnswer, 'body'>

/** The answer to keep of `response`, arrived at `now`; undefined when it may not be kept. */
export async function keptAnswerOf(
  response: Response,
  now: number,
): Promise<KeptAnswer | undefined> {
  const seconds = keepSeconds(response.headers.get('cache-control'))
  if (response.status !== 200 || seconds === undefined) return undefined
  const body = await response.text()
  return {
    until: now + seconds * 1000,
    digest: await digestOfText(body),
    type: response.headers.get('content-type') ?? 'application/json',
    body,
  }
}

/** Whether a kept answer may be served at `now`: it has not expired and its bytes are its own. */
export async function isSoundAnswer(answer: KeptAnswer, now: number): Promise<boolean> {
  return answer.until > now && (await digestOfText(answer.body)) === answer.digest
}

interface Index {
  readonly scope: string
  /** URLs, least recently used first, with the size of their entries. */
  readonly entries: { url: string; chars: number }[]
}

/** The page's localStorage; none where storage is blocked, nor in Node. */
function pageStorage(): AnswerStorage | undefined {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage
  } catch {
    return undefined
  }
}

function readIndex(storage: AnswerStorage, scope: string): Index | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ANSWER_INDEX_KEY) ?? 'null')
    if (typeof parsed !== 'object' || parsed === null) return undefined
    const { scope: kept, entries } = parsed as { scope?: unknown; entries?: unknown }
    if (kept !== scope || !Array.isArray(entries)) return undefined
    const sound = (entries as unknown[]).filter((e): e is Index['entries'][number] => {
      const { url, chars } = (typeof e === 'object' && e !== null ? e : {}) as {
        url?: unknown
        chars?: unknown
      }
      return (
        typeof url === 'string' && typeof chars === 'number' && Number.isInteger(chars) && chars > 0
      )
    })
    return { scope, entries: sound }
  } catch {
    return undefined
  }
}

function readHead(line: string): EntryHead | undefined {
  try {
    const head = JSON.parse(line) as Partial<EntryHead> | null
    if (
      typeof head?.until !== 'number' ||
      typeof head.digest !== 'string' ||
      typeof head.type !== 'string'
    ) {
      return undefined
    }
    return { until: head.until, digest: head.digest, type: head.type }
  } catch {
    return undefined
  }
}

/** Every key of a kept answer, whatever its scope: those no index lists are strays. */
function answerKeys(storage: AnswerStorage): string[] {
  const keys: string[] = []
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (key?.startsWith(ANSWER_KEY_PREFIX)) keys.push(key)
  }
  return keys
}

/**
 * The kept answers of `scope`. The answers of any other scope (another day's dataset, another
 * build, another account) are removed. Undefined where the page has no localStorage: requests
 * then all go to the service.
 */
export function openAnswerCache(
  scope: string,
  now: () => number = Date.now,
  storage: AnswerStorage | undefined = pageStorage(),
): AnswerCache | undefined {
  if (storage === undefined) return undefined
  // The index is read again before each change: another tab of the page may have changed it.
  const current = (): Index => readIndex(storage, scope) ?? { scope, entries: [] }
  const save = (index: Index) => {
    try {
      storage.setItem(ANSWER_INDEX_KEY, JSON.stringify(index))
      return true
    } catch {
      return false
    }
  }
  const without = (index: Index, url: string): Index => {
    storage.removeItem(ANSWER_KEY_PREFIX + url)
    return { scope, entries: index.entries.filter((e) => e.url !== url) }
  }
  /** Removes the least recently used answers until `chars` more fit. */
  const withRoomFor = (index: Index, chars: number): Index => {
    let room = index
    let total = room.entries.reduce((sum, e) => sum + e.chars, 0) + chars
    for (const oldest of index.entries) {
      if (total <= MAX_TOTAL_CHARS) break
      total -= oldest.chars
      room = without(room, oldest.url)
    }
    return room
  }

  const opened = current()
  const listed = new Set(opened.entries.map((e) => ANSWER_KEY_PREFIX + e.url))
  for (const key of answerKeys(storage)) if (!listed.has(key)) storage.removeItem(key)
  save(opened)

  return {
    async answer(url) {
      const entry = storage.getItem(ANSWER_KEY_PREFIX + url)
      if (entry === null) return undefined
      const newline = entry.indexOf('\n')
      const head = newline < 0 ? undefined : readHead(entry.slice(0, newline))
      const kept = head && { ...head, body: entry.slice(newline + 1) }
      if (kept === undefined || !(await isSoundAnswer(kept, now()))) {
        save(without(current(), url))
        return undefined
      }
      // Used last, removed last.
      const index = current()
      const used = index.entries.find((e) => e.url === url)
      if (used) save({ scope, entries: [...index.entries.filter((e) => e !== used), used] })
      return new Response(kept.body, { status: 200, headers: { 'content-type': kept.type } })
    },

    async keep(url, response) {
      const declared = Number(response.headers.get('content-length'))
      if (declared > MAX_KEPT_CHARS) return false
      try {
        const kept = await keptAnswerOf(response, now())
        if (kept === undefined || kept.body.length > MAX_KEPT_CHARS) return false
        const { body, ...head } = kept
        const entry = `${JSON.stringify(head)}\n${body}`
        const index = withRoomFor(without(current(), url), entry.length)
        storage.setItem(ANSWER_KEY_PREFIX + url, entry)
        if (save({ scope, entries: [...index.entries, { url, chars: entry.length }] })) return true
        // No room for the index: the answer it would list goes too.
        storage.removeItem(ANSWER_KEY_PREFIX + url)
        return false
      } catch {
        // A full storage or a closed page: the answer is simply not kept.
        storage.removeItem(ANSWER_KEY_PREFIX + url)
        return false
      }
    },
  }
}
