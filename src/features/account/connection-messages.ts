// What the connection form tells a person after each action, in words.
import type { Account } from '../../contract/account'
import type { Connection, ConnectionMode } from '../../api/connection/page-connection'
import type { SaveEffect } from './connection-draft'
import { explainConnectionError } from './connection-error'

export interface FormStatus {
  readonly tone: 'info' | 'success' | 'error'
  readonly title: string
  readonly detail?: string
}

const MODE_LABELS: Record<ConnectionMode, string> = {
  embedded: 'the embedded service',
  proxy: 'the backend',
}

/** Where a connection's requests go, in a few words. */
export function describeConnection(connection: Connection, pageOrigin: string): string {
  if (connection.mode === 'embedded') return `Embedded service, token ${connection.token}`
  const where =
    connection.baseUrl === '' ? `${pageOrigin}/v1 (this server’s proxy)` : connection.baseUrl
  return `Backend at ${where}`
}

export function testSucceeded(account: Account, serviceUrl: string): FormStatus {
  return {
    tone: 'success',
    title: `Connected: the token belongs to “${account.name}”`,
    detail: `${serviceUrl} answered with account ${account.id}. Save to use these settings.`,
  }
}

export function testFailed(error: unknown, serviceUrl: string): FormStatus {
  const { title, detail } = explainConnectionError(error, serviceUrl)
  return { tone: 'error', title: `Test failed: ${title}`, detail }
}

export function saved(effect: SaveEffect, connection: Connection): FormStatus {
  switch (effect) {
    case 'none':
      return { tone: 'info', title: 'Nothing to save: these settings are already in use.' }
    case 'reload':
      return {
        tone: 'info',
        title: `Saved. Reloading the page to switch to ${MODE_LABELS[connection.mode]}…`,
      }
    case 'refetch':
      return {
        tone: 'success',
        title: 'Saved.',
        detail: 'Every view now loads its data again with the new settings.',
      }
  }
}

export function wasReset(effect: SaveEffect, connection: Connection): FormStatus {
  switch (effect) {
    case 'none':
      return { tone: 'info', title: 'Back to this server’s defaults.' }
    case 'reload':
      return {
        tone: 'info',
        title: `Back to the defaults. Reloading the page to switch to ${MODE_LABELS[connection.mode]}…`,
      }
    case 'refetch':
      return {
        tone: 'success',
        title: 'Back to this server’s defaults.',
        detail: 'Every view now loads its data again with the default settings.',
      }
  }
}

export const INVALID: FormStatus = {
  tone: 'error',
  title: 'Check the highlighted fields.',
}

export function modeChangeNote(mode: ConnectionMode): string {
  return `Saving switches to ${MODE_LABELS[mode]} and reloads the page: the embedded service starts or stops only when the page loads.`
}
