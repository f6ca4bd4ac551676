// The page's copy of the kept dataset, as one file per key name in the origin private file system
// (folder "eventscope-dataset"), separate from the saved locations (IndexedDB) so that dropping it
// never touches them. A file reads faster than the same bytes from IndexedDB at start-up, and in
// pieces (kept-bundle.ts readKeptCopy). Only the newest key is kept: writing one removes the others
// (yesterday's data, another size or seed).

export const KEPT_FOLDER = 'eventscope-dataset'
/** Where earlier versions kept the copy; removed so that its bytes do not linger. */
const OLD_KEPT_DB = 'eventscope-dataset'

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

  /** The file `name`, undefined when there is none; its bytes are read from it in pieces. */
  async file(name: string): Promise<File | undefined> {
    try {
      return await (await (await this.open()).getFileHandle(name)).getFile()
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
    // A writable stream changes the file only when it closes: a reader never sees half of it.
    const writable = await (await folder.getFileHandle(name, { create: true })).createWritable()
    await writable.write(bytes)
    await writable.close()
    for await (const entry of folder.keys()) {
      if (entry !== name) await folder.removeEntry(entry)
    }
    indexedDB.deleteDatabase(OLD_KEPT_DB)
  }
}
