// Answers a build gives ahead of time (docs/dataset-cache.md "A first visit"): `npm run data` asks
// the service the events view's first requests at their defaults for today's dataset and writes
// what it answers next to the prebuilt dataset. A first visit serves them as if the service had
// answered, so its first view is drawn before the service has read its data; the view's queries
// then keep what they got like any other (kept-answers.ts). They are served only for the scope
// they were made for, and each is checked against its digest first.

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

/** An answer as the build gives it: its body and content type, its expiry, and its SHA-256. */
interface KeptAnswer {
  /** Epoch ms: the service's max-age from the moment the answer arrived. */
  readonly until: number
  /** SHA-256 of the body's UTF-8 bytes, hex. */
  readonly digest: string
  readonly type: string
  readonly body: string
}

async function keptAnswerOf(response: Response, now: number): Promise<KeptAnswer | undefined> {
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

async function isSoundAnswer(answer: KeptAnswer, now: number): Promise<boolean> {
  return answer.until > now && (await digestOfText(answer.body)) === answer.digest
}

/** An answer with the request's URL, as the page's client writes it. */
export interface PrebuiltAnswer extends KeptAnswer {
  readonly url: string
}

export interface PrebuiltAnswers {
  /** The scope they were made for (answers-scope.ts). */
  readonly scope: string
  readonly answers: readonly PrebuiltAnswer[]
}

const isAnswer = (value: unknown): value is PrebuiltAnswer => {
  if (typeof value !== 'object' || value === null) return false
  const { url, type, until, digest, body } = value as Record<string, unknown>
  return (
    typeof url === 'string' &&
    typeof type === 'string' &&
    typeof until === 'number' &&
    typeof digest === 'string' &&
    typeof body === 'string'
  )
}

/** The file's answers when it is one; undefined for anything else (a dev server's HTML page). */
export function parsePrebuiltAnswers(json: unknown): PrebuiltAnswers | undefined {
  if (typeof json !== 'object' || json === null) return undefined
  const { scope, answers } = json as Record<string, unknown>
  if (typeof scope !== 'string' || !Array.isArray(answers)) return undefined
  return { scope, answers: answers.filter(isAnswer) }
}

/** The answer to keep for a service's response to `url`; undefined when it may not be kept. */
export async function prebuiltAnswer(
  url: string,
  response: Response,
  now: number,
): Promise<PrebuiltAnswer | undefined> {
  const kept = await keptAnswerOf(response, now)
  return kept && { url, ...kept }
}

/**
 * The answers of `file` made for `scope` that are still valid at `now` and match their digest,
 * by URL.
 */
export async function soundPrebuiltAnswers(
  file: PrebuiltAnswers,
  scope: string,
  now: number,
): Promise<Map<string, PrebuiltAnswer>> {
  if (file.scope !== scope) return new Map()
  const checked = await Promise.all(
    file.answers.map(async (answer) => ((await isSoundAnswer(answer, now)) ? answer : undefined)),
  )
  return new Map(checked.flatMap((answer) => (answer ? [[answer.url, answer] as const] : [])))
}

/** The response a kept `answer` stands for. */
export function prebuiltResponse(answer: PrebuiltAnswer, now: number): Response {
  const seconds = Math.max(0, Math.floor((answer.until - now) / 1000))
  return new Response(answer.body, {
    headers: {
      'content-type': answer.type,
      'cache-control': `private, max-age=${String(seconds)}`,
    },
  })
}
