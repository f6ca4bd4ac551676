// Saving and resetting the connection, and what each takes: a reload when the mode changes (the
// embedded service is set up only as a page starts, app/backend/start.ts), else dropping every
// cached answer so each view asks again with the new token or backend.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'

import { connectionStore, useConnection } from '../../api/connection/connection-store'
import type { ConnectionState } from '../../api/connection/connection-store'
import type { Connection } from '../../api/connection/page-connection'
import { queryKeys } from '../../api/query-options'
import { saveEffect } from './connection-draft'
import type { SaveEffect } from './connection-draft'

/** Survives the reload so the view can say what happened (sessionStorage: this tab only). */
const RELOAD_NOTE_KEY = 'eventscope.connection-note'

function pick({ mode, baseUrl, token }: ConnectionState): Connection {
  return { mode, baseUrl, token }
}

const MODE_NAMES: Record<Connection['mode'], string> = {
  embedded: 'the embedded service',
  proxy: 'the backend',
}

function reloadWithNote(next: Connection): void {
  try {
    sessionStorage.setItem(RELOAD_NOTE_KEY, `Now connected to ${MODE_NAMES[next.mode]}.`)
  } catch {
    // Without sessionStorage the reload simply happens without a note.
  }
  window.location.reload()
}

function readReloadNote(): string | undefined {
  try {
    const note = sessionStorage.getItem(RELOAD_NOTE_KEY)
    sessionStorage.removeItem(RELOAD_NOTE_KEY)
    return note ?? undefined
  } catch {
    return undefined
  }
}

/** Read as the page starts: the note is about this page load only. */
let reloadNote = typeof sessionStorage === 'undefined' ? undefined : readReloadNote()

/** The note left by a reload this view asked for; shown by the first view that asks. */
export function useReloadNote(): string | undefined {
  const [note] = useState(() => reloadNote)
  useEffect(() => {
    reloadNote = undefined
  }, [])
  return note
}

export interface ConnectionSettings {
  /** The connection in force (the page started in its mode: every mode change reloads). */
  readonly current: Connection
  /** Applies and persists `next`; says what that took. */
  save(next: Connection): SaveResult
  /** Forgets the saved settings and returns to the host's defaults; says what that took. */
  reset(): SaveResult
}

export interface SaveResult {
  readonly effect: SaveEffect
  /** The connection in force afterwards. */
  readonly connection: Connection
}

export function useConnectionSettings(): ConnectionSettings {
  const queryClient = useQueryClient()
  const mode = useConnection((s) => s.mode)
  const baseUrl = useConnection((s) => s.baseUrl)
  const token = useConnection((s) => s.token)

  const apply = (before: Connection, change: () => void): SaveResult => {
    change()
    const after = pick(connectionStore.getState())
    const effect = saveEffect(before, after)
    if (effect === 'reload') reloadWithNote(after)
    // Cached answers were fetched with the old token or from the old backend, under the same
    // keys: drop them all so every view refetches (query-options.ts queryKeys.all).
    if (effect === 'refetch') queryClient.removeQueries({ queryKey: queryKeys.all })
    return { effect, connection: after }
  }

  return {
    current: { mode, baseUrl, token },
    save: (next) => {
      const before = pick(connectionStore.getState())
      if (saveEffect(before, next) === 'none') return { effect: 'none', connection: before }
      return apply(before, () => {
        connectionStore.getState().setConnection(next)
      })
    },
    reset: () =>
      apply(pick(connectionStore.getState()), () => {
        connectionStore.getState().resetConnection()
      }),
  }
}
