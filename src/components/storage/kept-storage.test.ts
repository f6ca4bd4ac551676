import { describe, expect, it } from 'vitest'

import { ASKED_KEY, keepStorageOnFirstSave, readKeptStorage } from './kept-storage'
import type { StorageLike } from './kept-storage'

function browser(persisted: boolean, grants: boolean) {
  const asked: string[] = []
  const storage: StorageLike = {
    persisted: () => Promise.resolve(persisted),
    persist: () => {
      asked.push('persist')
      return Promise.resolve(grants)
    },
    estimate: () => Promise.resolve({ usage: 1200, quota: 5_000_000 }),
  }
  return { storage, asked }
}

function notes() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      map.set(key, value)
    },
  }
}

describe('keepStorageOnFirstSave', () => {
  it('asks once, on the first save, and never again', async () => {
    const { storage, asked } = browser(false, false)
    const kept = notes()
    await keepStorageOnFirstSave(storage, kept)
    await keepStorageOnFirstSave(storage, kept)
    expect(asked).toEqual(['persist'])
    expect(kept.getItem(ASKED_KEY)).not.toBeNull()
  })

  it('does not ask a browser that keeps the data already', async () => {
    const { storage, asked } = browser(true, true)
    await keepStorageOnFirstSave(storage, notes())
    expect(asked).toEqual([])
  })

  it('does nothing where the browser has no storage manager', async () => {
    await expect(keepStorageOnFirstSave(undefined, notes())).resolves.toBeUndefined()
  })
})

describe('readKeptStorage', () => {
  it('reads the answer and the room in use', async () => {
    expect(await readKeptStorage(browser(false, false).storage)).toEqual({
      persisted: false,
      usage: 1200,
      quota: 5_000_000,
    })
    expect(await readKeptStorage(undefined)).toEqual({
      persisted: undefined,
      usage: undefined,
      quota: undefined,
    })
  })
})
