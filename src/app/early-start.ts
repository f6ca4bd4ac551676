// The page's first script: in embedded mode it starts the service's worker at once, so that the
// dataset is on its way while the app's scripts, several times larger, download and run
// (docs/dataset-cache.md "The service starts with the page"), and opens the database of the kept
// answers, which a reload's first queries read (backend/answers-store.ts). The app adopts the
// worker when it starts its service (backend/start.ts). It imports little, so it runs early.
import { connectionStore } from '../api/connection/connection-store'
import { readServiceConfig } from '../service/boot/config'
import { startServiceThreadEarly } from '../service/transport/service-thread'
import { keepsAnswers, openAnswersStore } from './backend/answers-store'
import { embeddedServiceEnv } from './backend/embedded-env'

if (connectionStore.getState().mode === 'embedded') {
  if (keepsAnswers()) void openAnswersStore()
  try {
    const env = embeddedServiceEnv()
    readServiceConfig(env)
    startServiceThreadEarly(env)
  } catch {
    // Settings the service refuses, or no worker: the app starts its own and says what failed.
  }
}
