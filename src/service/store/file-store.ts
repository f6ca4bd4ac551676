// Node saved-location store: one JSON file per organisation under a data directory
// (SERVICE_DATA_DIR). A write goes to a temporary file that is fsynced and then renamed over the
// real one, so a crash mid-write leaves the previous complete file (rename is atomic on POSIX);
// leftover temporary files are never read, and removed at start-up once their writer is dead
// (temp-files.ts). Writes are serialised per organisation.
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises'
import { join } from 'node:path'

import { parseStoredLocations } from './stored-schema'
import { removeStaleTempFiles, tempFileName } from './temp-files'
import type { PutOptions, SavedLocationStore, StoredLocation } from './types'
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

export class FileSavedLocationStore implements SavedLocationStore {
  private readonly cache = new Map<string, Map<string, StoredLocation>>()
  private readonly queues = new Map<string, Promise<unknown>>()
  /** The start-up sweep of stale temporary files; every first task waits for it. */
  readonly swept: Promise<readonly string[]>

  constructor(private readonly dir: string) {
    this.swept = removeStaleTempFiles(dir)
  }

  /** Runs `task` after every earlier task of the organisation (reads and writes alike). */
  private serial<T>(orgId: string, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(orgId) ?? this.swept
    const next = previous.then(task, task)
    this.queues.set(
      orgId,
      next.catch(() => undefined),
    )
    return next
  }

  private async load(orgId: string): Promise<Map<string, StoredLocation>> {
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
    return this.serial(orgId, async () => [...(await this.load(orgId)).values()])
  }

  put(record: StoredLocation, options?: PutOptions): Promise<boolean> {
    return this.serial(record.orgId, async () => {
      const map = await this.load(record.orgId)
      const id = record.location.location_id
      if (!revisionMatches(map.get(id), options)) return false
      const next = new Map(map).set(id, record)
      await this.save(record.orgId, next)
      this.cache.set(record.orgId, next)
      return true
    })
  }

  delete(orgId: string, locationId: string): Promise<boolean> {
    return this.serial(orgId, async () => {
      const map = await this.load(orgId)
      if (!map.has(locationId)) return false
      const next = new Map(map)
      next.delete(locationId)
      await this.save(orgId, next)
      this.cache.set(orgId, next)
      return true
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
