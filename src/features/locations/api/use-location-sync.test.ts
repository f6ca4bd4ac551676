import { afterEach, describe, expect, it } from 'vitest'
import { announceLocationWrites } from './use-location-sync'

// The channel every tab of the dashboard listens on: a second object stands for another tab.
const otherTabs: BroadcastChannel[] = []
function otherTab(): BroadcastChannel {
  const tab = new BroadcastChannel('eventscope-saved-locations')
  otherTabs.push(tab)
  return tab
}

afterEach(() => {
  for (const tab of otherTabs.splice(0)) tab.close()
})

describe('announceLocationWrites', () => {
  it('reaches the other tabs', async () => {
    const heard = new Promise<unknown>((resolve) => {
      otherTab().onmessage = (event: MessageEvent) => {
        resolve(event.data)
      }
    })
    announceLocationWrites()
    expect(await heard).toBe('saved-locations-written')
  })
})
