import { useState } from 'react'

/**
 * "Now" for the period presets, fixed while a view is open: a preset that slid forward at
 * midnight would silently change the numbers an analyst is reading.
 */
export function useViewClock(): number {
  const [now] = useState(() => Date.now())
  return now
}
