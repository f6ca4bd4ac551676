// Answers a build gives ahead of time (docs/answer-cache.md "A first visit"): `npm run data` asks
// the service the events view's first requests at their defaults for today's dataset and writes
// what it answers next to the prebuilt dataset. A first visit keeps them as if it had asked them
// itself, so its first view is drawn before the service has started. They are kept only for the
// scope they were made for, and each is checked against its digest first.
import { isSoundAnswer, keptAnswerOf } from '../../api/answer-cache'
import type { KeptAnswer } from '../../api/answer-cache'

/** A kept answer (api/answer-cache.ts) with the request's URL, as the page's client writes it. */
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
