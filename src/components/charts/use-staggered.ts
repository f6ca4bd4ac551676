// Charts that change together would redraw in one long task and freeze the page for its length.
// Each takes a new value `slot` frames after it arrives, in a task of its own, so the page answers
// input between them (docs/view-habits.md "Responsive to input").
import { useEffect, useState } from 'react'

/** One frame apart: timers due in the same task would render together. */
export const STAGGER_MS = 16

export function useStaggered<T>(value: T, slot: number): T {
  const [shown, setShown] = useState(value)
  useEffect(() => {
    if (Object.is(shown, value)) return
    const timer = setTimeout(() => {
      setShown(value)
    }, slot * STAGGER_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [value, slot, shown])
  return shown
}
