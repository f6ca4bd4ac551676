import { describe, expect, it } from 'vitest'
import type { StateStorage } from 'zustand/middleware'
import { CONNECTION_STORAGE_KEY, createConnectionStore } from './connection-store'
import type { Connection } from './page-connection'

function memoryStorage(
  initial: Record<string, string> = {},
): StateStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value)
    },
    removeItem: (key) => {
      data.delete(key)
    },
  }
}

const PROXY_DEFAULT: Connection = { mode: 'proxy', baseUrl: '', token: 'from-host' }
const state = ({ mode, baseUrl, token }: Connection) => ({ mode, baseUrl, token })

describe('connection store', () => {
  it('starts from the host defaults and saves nothing until a setting changes', () => {
    const storage = memoryStorage()
    const store = createConnectionStore(
      () => PROXY_DEFAULT,
      () => storage,
    )
    expect(state(store.getState())).toEqual(PROXY_DEFAULT)
    expect(storage.data.size).toBe(0)
  })

  it('persists changes, and a new page load reads them back over the defaults', () => {
    const storage = memoryStorage()
    const first = createConnectionStore(
      () => PROXY_DEFAULT,
      () => storage,
    )
    first.getState().setConnection({ baseUrl: 'https://api.example.com/', token: 'mine' })
    expect(state(first.getState())).toEqual({
      mode: 'proxy',
      baseUrl: 'https://api.example.com',
      token: 'mine',
    })
    const second = createConnectionStore(
      () => PROXY_DEFAULT,
      () => storage,
    )
    expect(state(second.getState())).toEqual(state(first.getState()))
  })

  it('clears the base URL when switching to the embedded service', () => {
    const store = createConnectionStore(
      () => PROXY_DEFAULT,
      () => memoryStorage(),
    )
    store.getState().setConnection({ baseUrl: 'https://api.example.com' })
    store.getState().setConnection({ mode: 'embedded' })
    expect(state(store.getState())).toEqual({ mode: 'embedded', baseUrl: '', token: 'from-host' })
  })

  it('ignores a stored value that does not fit the schema, and reset forgets saved settings', () => {
    const storage = memoryStorage({
      [CONNECTION_STORAGE_KEY]: JSON.stringify({ state: { mode: 'cloud' }, version: 1 }),
    })
    const store = createConnectionStore(
      () => PROXY_DEFAULT,
      () => storage,
    )
    expect(state(store.getState())).toEqual(PROXY_DEFAULT)
    store.getState().setConnection({ token: 'changed' })
    expect(storage.data.has(CONNECTION_STORAGE_KEY)).toBe(true)
    store.getState().resetConnection()
    expect(state(store.getState())).toEqual(PROXY_DEFAULT)
    expect(storage.data.has(CONNECTION_STORAGE_KEY)).toBe(false)
  })

  it('works without storage (private mode, tests)', () => {
    const store = createConnectionStore(
      () => PROXY_DEFAULT,
      () => undefined,
    )
    store.getState().setConnection({ token: 'x' })
    expect(store.getState().token).toBe('x')
  })
})
