// What names a kept dataset: everything it depends on (docs/dataset-cache.md "The key"). Apart
// from the file's reader and writer (kept-file.ts) so that the service's worker can start reading
// its copy before it has loaded the code that decodes and serves it.
/** Everything a kept dataset depends on; any change makes a different key. */
export interface DatasetKey {
  /** Digest of the sources that generate the data (the generator, its inputs, this layout). */
  readonly digest: string
  readonly seed: number
  readonly events: number
  readonly broadcasts: number
  /** The instant the dataset was generated for (epoch ms): see boot/clock.ts datasetInstant. */
  readonly now: number
}

export function keyName(key: DatasetKey): string {
  const when = new Date(key.now).toISOString().replace(/[:.]/g, '-')
  return `${key.digest.slice(0, 16)}-${String(key.seed)}-${String(key.events)}-${String(key.broadcasts)}-${when}`
}

/**
 * A dataset file holds the whole dataset, or one of the two parts a first visit downloads: the
 * near part, the rows of the weeks around the dataset's day, then the rest (docs/dataset-cache.md
 * "Parts").
 */
export type KeptPart = 'whole' | 'near' | 'rest'

/** Name of the prebuilt file `npm run data` writes for `key`, beside the other data files. */
export function keptFileName(key: DatasetKey, part: KeptPart = 'whole'): string {
  return `dataset-${keyName(key)}${part === 'whole' ? '' : `-${part}`}.bin`
}

export const KEPT_FILE_PATTERN = /^dataset-.*\.bin$/

export function sameKey(a: unknown, b: DatasetKey): boolean {
  if (typeof a !== 'object' || a === null) return false
  const k = a as Record<string, unknown>
  return (
    k.digest === b.digest &&
    k.seed === b.seed &&
    k.events === b.events &&
    k.broadcasts === b.broadcasts &&
    k.now === b.now
  )
}
