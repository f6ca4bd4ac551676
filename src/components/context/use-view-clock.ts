import { useState } from 'react'

import { useApiConnection } from '../../api/client-context'
import { serverNow } from '../../api/server-clock'

/**
 * "Now" for the period presets: the backend's clock as far as the page knows it (a pinned
 * embedded clock, or a server's `Date` headers; src/api/server-clock.ts), so that "next 90 days"
 * is the data's, not this machine's. Fixed while a view is open: a preset that slid forward at
 * midnight would silently change the numbers an analyst is reading.
 */
export function useViewClock(): number {
  const { baseUrl } = useApiConnection()
  const [now] = useState(() => serverNow(baseUrl))
  return now
}
