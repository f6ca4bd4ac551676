// What the bench's load section (scripts/bench/load-server.ts) reads of a running `npm run api`:
// where it listens, and its memory, after a full garbage collection when asked. Both travel only
// over the IPC channel of a parent that started the process with one; `npm run api` from a shell
// or npm has no such channel, so this adds nothing to its HTTP surface or its normal run.

/** Parent -> server: report memory, after a full collection when `collect` (needs --expose-gc). */
export interface MemoryAsk {
  readonly kind: 'memory'
  readonly id: number
  readonly collect: boolean
}

/** Server -> parent. */
export type ProbeReport =
  | { readonly kind: 'ready'; readonly url: string }
  | {
      readonly kind: 'memory'
      readonly id: number
      /** False when a collection was asked but the process runs without --expose-gc. */
      readonly collected: boolean
      readonly rss: number
      readonly heapUsed: number
      readonly arrayBuffers: number
    }

const gc = (globalThis as { gc?: () => void }).gc

function isMemoryAsk(message: unknown): message is MemoryAsk {
  return (
    typeof message === 'object' &&
    message !== null &&
    'kind' in message &&
    message.kind === 'memory'
  )
}

/** Answers the parent's probes, when there is a parent with an IPC channel. */
export function answerProbes(url: string): void {
  const send = process.send?.bind(process)
  if (send === undefined) return
  process.on('message', (message: unknown) => {
    if (!isMemoryAsk(message)) return
    // Twice: the first pass may leave garbage that only finalisers of the first released.
    if (message.collect) {
      gc?.()
      gc?.()
    }
    const m = process.memoryUsage()
    const report: ProbeReport = {
      kind: 'memory',
      id: message.id,
      collected: !message.collect || gc !== undefined,
      rss: m.rss,
      heapUsed: m.heapUsed,
      arrayBuffers: m.arrayBuffers,
    }
    send(report)
  })
  // The channel must not keep the server alive once it is asked to stop.
  process.channel?.unref()
  send({ kind: 'ready', url } satisfies ProbeReport)
}
