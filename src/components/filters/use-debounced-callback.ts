import { useEffect, useMemo, useRef } from 'react'

/**
 * `callback` delayed until calls pause for `delayMs`, so typing does not fire one request per key.
 * A pending call is dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): { (...args: A): void; flush: () => void } {
  const latest = useRef(callback)
  useEffect(() => {
    latest.current = callback
  }, [callback])
  const debounced = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let pending: A | undefined
    const run = () => {
      timer = undefined
      if (pending === undefined) return
      const args = pending
      pending = undefined
      latest.current(...args)
    }
    const fn = (...args: A) => {
      pending = args
      if (timer !== undefined) clearTimeout(timer)
      timer = setTimeout(run, delayMs)
    }
    const flush = () => {
      if (timer !== undefined) clearTimeout(timer)
      run()
    }
    const cancel = () => {
      if (timer !== undefined) clearTimeout(timer)
      pending = undefined
    }
    return Object.assign(fn, { flush, cancel })
  }, [delayMs])
  useEffect(() => debounced.cancel, [debounced])
  return debounced
}
