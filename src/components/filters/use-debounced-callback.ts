import { useCallback, useEffect, useRef } from 'react'

export interface Debounced<A extends unknown[]> {
  /** Schedules the callback with these arguments, replacing any pending call. */
  readonly call: (...args: A) => void
  /** Runs a pending call now (Enter, blur). */
  readonly flush: () => void
}

/**
 * `callback` delayed until calls pause for `delayMs`, so typing does not fire one request per key.
 * A pending call is dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): Debounced<A> {
  const latest = useRef(callback)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const pending = useRef<A | undefined>(undefined)
  useEffect(() => {
    latest.current = callback
  }, [callback])
  useEffect(
    () => () => {
      clearTimeout(timer.current)
    },
    [],
  )
  const flush = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = undefined
    const args = pending.current
    pending.current = undefined
    if (args !== undefined) latest.current(...args)
  }, [])
  const call = useCallback(
    (...args: A) => {
      pending.current = args
      clearTimeout(timer.current)
      timer.current = setTimeout(flush, delayMs)
    },
    [delayMs, flush],
  )
  return { call, flush }
}
