// A cancellable CSV export with progress, as UI state.
import { useCallback, useEffect, useRef, useState } from 'react'

import { useApiClient } from '../../api/client-context'
import { isAbortError } from '../../api/errors'
import { downloadBlob } from '../../components/export/download'
import type { BroadcastsQueryInput } from './build-query'
import { exportBroadcastsCsv, exportFileName } from './broadcasts-csv'

export type ExportState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly done: number; readonly total: number | undefined }
  | { readonly kind: 'done'; readonly rows: number; readonly overflow: boolean }
  | { readonly kind: 'failed'; readonly error: unknown }

export function useBroadcastsCsvExport(query: BroadcastsQueryInput) {
  const client = useApiClient()
  const [state, setState] = useState<ExportState>({ kind: 'idle' })
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(() => {
    controller.current?.abort()
    const own = new AbortController()
    controller.current = own
    setState({ kind: 'running', done: 0, total: undefined })
    const startedAt = new Date()
    exportBroadcastsCsv(client, query, {
      signal: own.signal,
      onProgress: ({ fetched, total }) => {
        setState({ kind: 'running', done: fetched, total })
      },
    }).then(
      (result) => {
        downloadBlob(
          new Blob([result.text], { type: 'text/csv;charset=utf-8' }),
          exportFileName(query, startedAt),
        )
        setState({ kind: 'done', rows: result.rows, overflow: result.overflow })
      },
      (error: unknown) => {
        setState(isAbortError(error) ? { kind: 'idle' } : { kind: 'failed', error })
      },
    )
  }, [client, query])

  const cancel = useCallback(() => controller.current?.abort(), [])
  return { state, start, cancel }
}
