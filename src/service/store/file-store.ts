// Node saved-location store: one JSON file per organisation under a data directory
// (SERVICE_DATA_DIR). A write goes to a temporary file that is fsynced and then renamed over the
// real one, so a crash mid-write leaves the previous complete file (rename is atomic on POSIX);
// leftover temporary files are never read, and removed at start-up once their writer is dead
// (temp-files.ts). An organisation's tasks run in turn, in batches: every task that arrives while a
// file is being written joins the next batch, which is applied in order and written once, and each
// of its tasks settles when that write is durable. Under many concurrent writes a write then waits
// for at most two file writes, not for one per write queued before it.
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises'
import { join } from 'node:path'

import { parseStoredLocations } from './stored-schema'
import { removeStaleTempFiles, tempFileName } from './temp-files'
import type { PutOptions, PutRequest, SavedLocationStore, StoredLocation } from './types'
import { revisionMatches, StorageRefusedError } from './types'

const FILE_VERSION = 1

interface OrgFile {
  readonly version: number
  readonly locations: readonly unknown[]
}

/** File name of an organisation: ids are plain, but anything unusual is hex-encoded. */
export function orgFileName(orgId: string): string {
  const safe = /^[A-Za-z0-9_-]{1,100}$/.test(orgId)
    ? orgId
    : `x-${Buffer.from(orgId, 'utf8').toString('hex')}`
  return `saved-locations-${safe}.json`
}

type Locations = Map<string, StoredLocation>

interface Task {
  /** Applies the task to the organisation's locations; true when it changed them. */
  readonly apply: (map: Locations) => boolean
  readonly settle: (error?: Error) => void
}

export class FileSavedLocationStore implements SavedLocationStore {
  /** Each organisation's locations as last written. */
  private readonly cache = new Map<string, Locations>()
  /** Tasks waiting for the next batch, per organisation with a batch under way. */
  private readonly waiting = new Map<string, Task[]>()
  /** The start-up sweep of stale temporary files; every first task waits for it. */
  readonly swept: Promise<readonly string[]>

  constructor(private readonly dir: string) {
    this.swept = removeStaleTempFiles(dir)
  }

  /** Runs `apply` in the organisation's next batch; resolves once the batch is written. */
  private submit<T>(
    orgId: string,
    apply: (map: Locations) => { result: T; changed: boolean },
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let result: T
      const task: Task = {
        apply: (map) => {
          const outcome = apply(map)
          result = outcome.result
          return outcome.changed
        },
        settle: (error) => {
          if (error === undefined) resolve(result)
          else reject(error)
        },
      }
      const queue = this.waiting.get(orgId)
      if (queue) queue.push(task)
      else {
        this.waiting.set(orgId, [task])
        void this.drain(orgId)
      }
    })
  }

  /** Runs batches until no task waits; new tasks queue behind the batch under way. */
  private async drain(orgId: string): Promise<void> {
    await this.swept.catch(() => undefined)
    for (;;) {
      const batch = this.waiting.get(orgId) ?? []
      if (batch.length === 0) {
        this.waiting.delete(orgId)
        return
      }
      this.waiting.set(orgId, [])
      const error = await this.runBatch(orgId, batch)
      for (const task of batch) task.settle(error)
    }
  }

  /** Applies a batch to a copy of the written locations and writes it when it changed; the error, if any. */
  private async runBatch(orgId: string, batch: readonly Task[]): Promise<Error | undefined> {
    try {
      const next = new Map(await this.load(orgId))
      let changed = false
      for (const task of batch) changed = task.apply(next) || changed
      if (changed) {
        await this.save(orgId, next)
        this.cache.set(orgId, next)
      }
      return undefined
    } catch (error) {
      // Nothing of the batch was written: its tasks fail, the written locations stay as they were.
      return error instanceof Error
        ? error
        : new Error('saved locations could not be written', { cause: error })
    }
  }

  private async load(orgId: string): Promise<Locations> {
    const cached = this.cache.get(orgId)
    if (cached) return cached
    const map = new Map<string, StoredLocation>()
    let text: string | undefined
    try {
      text = await readFile(join(this.dir, orgFileName(orgId)), 'utf8')
    } catch (error) {
      if (!isMissing(error)) throw error
    }
    if (text !== undefined) {
      const parsed = await this.parse(orgId, text)
      const values = Array.isArray(parsed?.locations) ? parsed.locations : []
      for (const record of parseStoredLocations(values)) {
        if (record.orgId === orgId) map.set(record.location.location_id, record)
      }
    }
    this.cache.set(orgId, map)
    return map
  }

  /**
   * A file that is not JSON cannot come from this store (writes are atomic); it was edited by
   * hand. It is set aside under a new name rather than overwritten by the next write.
   */
  private async parse(orgId: string, text: string): Promise<Partial<OrgFile> | null> {
    try {
      return JSON.parse(text) as Partial<OrgFile> | null
    } catch {
      const file = join(this.dir, orgFileName(orgId))
      await rename(file, `${file}.corrupt-${Date.now()}`)
      return null
    }
  }

  private async save(orgId: string, map: ReadonlyMap<string, StoredLocation>): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    const target = join(this.dir, orgFileName(orgId))
    const temp = tempFileName(target)
    const body: OrgFile = { version: FILE_VERSION, locations: [...map.values()] }
    try {
      const handle = await open(temp, 'w')
      try {
        await handle.writeFile(JSON.stringify(body), 'utf8')
        await handle.sync()
      } finally {
        await handle.close()
      }
      await rename(temp, target)
    } catch (error) {
      // The previous file is untouched: the write never replaced it.
      await unlink(temp).catch(() => undefined)
      throw isDiskFull(error)
        ? new StorageRefusedError('full', 'the server’s disk is full', { cause: error })
        : error
    }
    await syncDir(this.dir)
  }

  list(orgId: string): Promise<StoredLocation[]> {
    return this.submit(orgId, (map) => ({ result: [...map.values()], changed: false }))
  }

  put(record: StoredLocation, options?: PutOptions): Promise<boolean> {
    return this.submit(record.orgId, (map) => {
      const id = record.location.location_id
      if (!revisionMatches(map.get(id), options)) return { result: false, changed: false }
      map.set(id, record)
      return { result: true, changed: true }
    })
  }

  /** Writes submitted together land in the same batch, one write of the organisation's file. */
  putAll(requests: readonly PutRequest[]): Promise<boolean[]> {
    return Promise.all(requests.map(({ record, options }) => this.put(record, options)))
  }

  delete(orgId: string, locationId: string): Promise<boolean> {
    return this.submit(orgId, (map) => {
      const deleted = map.delete(locationId)
      return { result: deleted, changed: deleted }
    })
  }
}

function isDiskFull(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    (error.code === 'ENOSPC' || error.code === 'EDQUOT')
  )
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT'
}

/** Makes the rename durable; directories cannot be fsynced on every platform, so best effort. */
async function syncDir(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  } catch {
    // Not supported here (e.g. Windows); the file itself was synced before the rename.
  }
}
