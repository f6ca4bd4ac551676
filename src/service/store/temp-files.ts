// Temporary files of the file store (file-store.ts): `<organisation file>.<pid>.<n>.tmp`, written,
// fsynced, then renamed over the organisation file. A process killed between the two leaves its
// temporary file behind; the next start removes the ones whose writer is gone.
import { readdir, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'

const TEMP_NAME = /^saved-locations-[A-Za-z0-9_-]+\.json\.(\d+)\.\d+\.tmp$/

let counter = 0

/** A new temporary name next to `target`, unique within this process and across processes. */
export function tempFileName(target: string): string {
  return `${target}.${process.pid}.${++counter}.tmp`
}

/** The writer's pid of a temporary file name; undefined for any other file. */
export function tempFilePid(name: string): number | undefined {
  const pid = Number(TEMP_NAME.exec(name)?.[1])
  // 0 or a huge number is no process: signalling 0 would reach the whole process group.
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined
}

/** ESRCH is the only sure sign of a dead process; EPERM means alive under another user. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return !(error instanceof Error && 'code' in error && error.code === 'ESRCH')
  }
}

/**
 * Whether the temporary file's writer may still rename it. A live pid keeps its files (a write in
 * progress in another process sharing the folder), except this process's own pid on a file older
 * than this process: a previous run got the same pid (common in containers) and is gone.
 */
async function mayBeInUse(dir: string, name: string, pid: number): Promise<boolean> {
  if (pid !== process.pid) return isAlive(pid)
  const startedAt = Date.now() - process.uptime() * 1000
  const { mtimeMs } = await stat(join(dir, name))
  return mtimeMs >= startedAt
}

/** Removes the temporary files whose writer is dead; returns their names. Never throws. */
export async function removeStaleTempFiles(dir: string): Promise<string[]> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return [] // No folder yet: nothing was ever written.
  }
  const removed: string[] = []
  for (const name of names) {
    const pid = tempFilePid(name)
    if (pid === undefined) continue
    try {
      if (await mayBeInUse(dir, name, pid)) continue
      await unlink(join(dir, name))
      removed.push(name)
    } catch {
      // Renamed or removed meanwhile, or not ours to remove: either way, leave it.
    }
  }
  return removed
}
