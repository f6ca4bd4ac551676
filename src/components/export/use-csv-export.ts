// A cancellable CSV export with progress, as UI state; the view says what to fetch and how to
// name the file (csv-export.ts writes it).
import { useCallback, useEffect, useRef, useState } from 'react'

import { isAbortError } from '../../api/errors'
import type { PageProgress } from '../../api/paginate'
import type { CsvExportResult } from './csv-export'
import { downloadBlob } from './download'

export type ExportState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly done: number; readonly total: number | undefined }
  | { readonly kind: 'done'; readonly rows: number; readonly overflow: boolean }
  | { readonly kind: 'failed'; readonly error: unknown }

export interface ExportRunOptions {
  readonly signal: AbortSignal
  readonly onProgress: (progress: PageProgress) => void
}

export interface CsvExport {
  readonly state: ExportState
  readonly start: () => void
  readonly cancel: () => void
}

/**
 * `run` fetches and writes the CSV (memoise it on its query); `fileName` names the file for the
 * moment the export started, when the query was read.
 */
export function useCsvExport(
  run: (options: ExportRunOptions) => Promise<CsvExportResult>,
  fileName: (startedAt: Date) => string,
): CsvExport {
  const [state, setState] = useState<ExportState>({ kind: 'idle' })
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(() => {
    controller.current?.abort()
    const own = new AbortController()
    controller.current = own
    setState({ kind: 'running', done: 0, total: undefined })
    const startedAt = new Date()
    run({
      signal: own.signal,
      onProgress: ({ fetched, total }) => {
        setState({ kind: 'running', done: fetched, total })
      },
    }).then(
      (result) => {
        downloadBlob(
          new Blob([result.text], { type: 'text/csv;charset=utf-8' }),
          fileName(startedAt),
        )
        setState({ kind: 'done', rows: result.rows, overflow: result.overflow })
      },
      (error: unknown) => {
        setState(isAbortError(error) ? { kind: 'idle' } : { kind: 'failed', error })
      },
    )
  }, [run, fileName])

  const cancel = useCallback(() => controller.current?.abort(), [])
  return { state, start, cancel }
}
