import { describe, expect, it } from 'vitest'
import { embeddedServiceEnv, SERVICE_ENV_STORAGE_KEY } from './embedded-env'

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === SERVICE_ENV_STORAGE_KEY ? value : null),
})

describe('embeddedServiceEnv', () => {
  it('uses the settings the app was built with', () => {
    expect(embeddedServiceEnv(storage(null), { SERVICE_SEED: '3' })).toEqual({ SERVICE_SEED: '3' })
  })

  it('lets a stored object override them, numbers included', () => {
    const stored = JSON.stringify({ SERVICE_EVENTS: 40000, SERVICE_NOW: '2026-01-01T00:00:00Z' })
    expect(embeddedServiceEnv(storage(stored), { SERVICE_EVENTS: '9', SERVICE_SEED: '3' })).toEqual(
      {
        SERVICE_EVENTS: '40000',
        SERVICE_NOW: '2026-01-01T00:00:00Z',
        SERVICE_SEED: '3',
      },
    )
  })

  it('ignores a stored value that is not an object', () => {
    expect(embeddedServiceEnv(storage('[oops'), {})).toEqual({})
    expect(embeddedServiceEnv(storage('42'), {})).toEqual({})
  })
})
