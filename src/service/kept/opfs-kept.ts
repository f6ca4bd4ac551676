// The page's copy of the kept dataset, as one file per key name in the origin private file system
// (folder "eventscope-dataset"), separate from the saved locations (IndexedDB) so that dropping it
// never touches them. A file reads faster than the same bytes from IndexedDB at start-up, and in
// pieces (kept-bundle.ts readKeptCopy). Only the newest key is kept: writing one removes the others
// (yesterday's data, another size or seed). A copy takes its key's name only once it is whole.

export const KEPT_FOLDER = 'eventscope-dataset'
/** Where earlier versions kept the copy; removed so that its bytes do not linger. */
const OLD_KEPT_DB = 'eventscope-dataset'
/**
 * The end of the name a copy is written under before it takes its key's name. Opening a file
 * creates it empty, and a load that closes the page before the write does would leave it so: under
 * the key's name the next load would find an empty copy, drop it and download the parts again.
 */
const WRITING_SUFFIX = '.writing'
/**
 * The ends of the names in the folder of a copy still being written: its own, and the browser's
 * swap file (.crswap), which a writable stream writes through until it closes. Any other file is a
 * whole copy.
 */
export const BEING_WRITTEN: readonly string[] = [WRITING_SUFFIX, '.crswap']

/** `FileSystemHandle.move`, which TypeScript's DOM types do not have yet. */
interface MovableHandle {
  move(name: string): Promise<void>
}

/** Whether this browser's file handles move; one without writes a copy in place. */
const movesFiles = () =>
  typeof FileSystemHandle === 'function' && 'move' in FileSystemHandle.prototype

function isNotFound(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'NotFoundError'
}

export class OpfsKeptStore {
  private folder: Promise<FileSystemDirectoryHandle> | undefined

  private open(): Promise<FileSystemDirectoryHandle> {
    this.folder ??= navigator.storage
      .getDirectory()
      .then((root) => root.getDirectoryHandle(KEPT_FOLDER, { create: true }))
    return this.folder
  }

  /**
   * The file `name`, undefined when there is none or it is empty (left so by a write of an earlier
   * version that the page's close cut short); its bytes are read from it in pieces.
   */
  async file(name: string): Promise<File | undefined> {
    try {
      const file = await (await (await this.open()).getFileHandle(name)).getFile()
      return file.size > 0 ? file : undefined
    } catch (error) {
      if (isNotFound(error)) return undefined
      throw error
    }
  }

  async remove(name: string): Promise<void> {
    try {
      await (await this.open()).removeEntry(name)
    } catch (error) {
      if (!isNotFound(error)) throw error
    }
  }

  async write(name: string, bytes: ArrayBuffer): Promise<void> {
    const folder = await this.open()
    // A writable stream changes its file only when it closes, so a reader never sees half a copy;
    // the file is written under another name, so it never sees an empty one either.
    const moves = movesFiles()
    const file = await folder.getFileHandle(moves ? `${name}${WRITING_SUFFIX}` : name, {
      create: true,
    })
    const writable = await file.createWritable()
    await writable.write(bytes)
    await writable.close()
    if (moves) await (file as FileSystemFileHandle & MovableHandle).move(name)
    for await (const entry of folder.keys()) {
      if (entry !== name) await folder.removeEntry(entry)
    }
    indexedDB.deleteDatabase(OLD_KEPT_DB)
  }
}
