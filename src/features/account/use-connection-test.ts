// "Test connection": asks for the account with the entered settings through a client of their
// own, so nothing the views use changes until the settings are saved.
import { useMutation } from '@tanstack/react-query'

import { createClient } from '../../api/client'
import type { Connection } from '../../api/connection/page-connection'
import { TEST_TIMEOUT_MS } from './connection-error'

export function useConnectionTest() {
  return useMutation({
    mutationFn: ({ baseUrl, token }: Connection) => {
      // One attempt: a person is waiting, and a 429 is worth reporting rather than hiding.
      const client = createClient({ baseUrl, token, retry: { retries: 0 } })
      return client.accountSelf(undefined, { signal: AbortSignal.timeout(TEST_TIMEOUT_MS) })
    },
  })
}
