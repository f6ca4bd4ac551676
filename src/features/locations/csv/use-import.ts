// Creates the valid rows of an import one request at a time through the client, whose 429
// backoff (api/retry.ts) waits out the rate limit; progress and failures per row; cancellable.
import { useRef, useState } from 'react'

import { useApiClient } from '../../../api/client-context'
import type { SavedLocationBodyInput } from '../../../contract/saved-location'
import { explainError } from '../../../components/states/error-message'
import { useRefreshLocations } from '../api/use-location-writes'

export interface ImportProgress {
  readonly running: boolean
  readonly done: number
  readonly total: number
  readonly failures: readonly { readonly line: number; readonly message: string }[]
  readonly cancelled: boolean
}

const IDLE: ImportProgress = { running: false, done: 0, total: 0, failures: [], cancelled: false }

export function useImport() {
  const client = useApiClient()
  const refresh = useRefreshLocations()
  const [progress, setProgress] = useState<ImportProgress>(IDLE)
  const controller = useRef<AbortController | null>(null)

  const run = async (rows: readonly { line: number; body: SavedLocationBodyInput }[]) => {
    const abort = new AbortController()
    controller.current = abort
    const failures: { line: number; message: string }[] = []
    setProgress({ running: true, done: 0, total: rows.length, failures, cancelled: false })
    let done = 0
    for (const row of rows) {
      if (abort.signal.aborted) break
      try {
        await client.createSavedLocation(row.body, { signal: abort.signal })
      } catch (error) {
        // A cancel while a request is in flight rejects it; that row is not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') break
        const { title, detail } = explainError(error)
        failures.push({ line: row.line, message: `${title}: ${detail}` })
      }
      done++
      setProgress({
        running: true,
        done,
        total: rows.length,
        failures: [...failures],
        cancelled: false,
      })
    }
    setProgress({
      running: false,
      done,
      total: rows.length,
      failures: [...failures],
      cancelled: abort.signal.aborted,
    })
    await refresh()
  }

  return {
    progress,
    run,
    cancel: () => controller.current?.abort(),
    reset: () => {
      setProgress(IDLE)
    },
  }
}
