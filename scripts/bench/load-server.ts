// `npm run api` (scripts/api.ts) as a child process of the load section, so that its memory is
// measured apart from the load generator's. It runs with --expose-gc and an IPC channel, over
// which it says where it listens and reports its memory (scripts/api-probe.ts).
import { spawn } from 'node:child_process'
import type { MemoryAsk, ProbeReport } from '../api-probe'

export interface ServerMemory {
  /** False when a collection was asked but the server runs without --expose-gc. */
  readonly collected: boolean
  readonly rss: number
  readonly heapUsed: number
  readonly arrayBuffers: number
}

export interface ApiChild {
  readonly url: string
  /** Memory now; after a full garbage collection when `collect`. */
  memory(collect: boolean): Promise<ServerMemory>
  stop(): Promise<void>
}

export async function startApiChild(
  root: string,
  env: Readonly<Record<string, string>>,
  timeoutMs: number,
): Promise<ApiChild> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/api.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve()
    }),
  )
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  // A bench that ends early must not leave the server behind.
  const kill = () => child.kill('SIGKILL')
  process.once('exit', kill)
  void exited.then(() => process.off('exit', kill))

  const waiting = new Map<number, (memory: ServerMemory) => void>()
  let lastId = 0
  let ready: ((url: string) => void) | undefined
  child.on('message', (message: ProbeReport) => {
    if (message.kind === 'ready') {
      ready?.(message.url)
      return
    }
    waiting.get(message.id)?.(message)
    waiting.delete(message.id)
  })
  const url = await new Promise<string>((resolve, reject) => {
    ready = resolve
    setTimeout(() => {
      reject(new Error(`npm run api did not start within ${String(timeoutMs)} ms\n${stderr}`))
    }, timeoutMs).unref()
    void exited.then(() => {
      reject(new Error(`npm run api stopped before it listened\n${stderr}`))
    })
  }).catch(async (error: unknown) => {
    await stop()
    throw error
  })
  return {
    url,
    stop,
    memory: (collect) =>
      new Promise((resolve) => {
        const ask: MemoryAsk = { kind: 'memory', id: ++lastId, collect }
        waiting.set(ask.id, resolve)
        child.send(ask)
      }),
  }
}
