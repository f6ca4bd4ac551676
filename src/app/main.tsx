// First, so that `npm run dev`, which serves each module on its own, asks for MapLibre (its
// largest) with the entry's own imports rather than five imports deep, behind the route that
// draws the first map (docs/architecture.md "This machine"). A build already loads it at once.
import '../components/map/setup-maplibre'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createQueryClient } from '../lib/query-client'
import { App } from './app'
import { ConnectedApiProvider } from './backend/connected-api-provider'
import { ServiceStatusIndicator } from './backend/service-status'
import { startService } from './backend/start'
import { servedDatasetName } from './backend/first-answers'
import { keepsAnswers } from './backend/answers-store'
import { keptAnswers } from './backend/kept-answers'
import { startTheme } from '../components/theme/theme'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')
// Before the first render, so a dark page is never drawn light first.
startTheme()
// The embedded service's answers of today's dataset are kept between loads (docs/dataset-cache.md).
const dataset = keepsAnswers() ? servedDatasetName() : undefined
const kept = dataset === undefined ? undefined : keptAnswers(dataset)
const queryClient = createQueryClient(kept?.persisterFn)
kept?.watch(queryClient.getQueryCache())
// The shell renders at once; the client's requests wait until /v1 is routed (MSW registered in
// embedded mode) and then until the embedded dataset is built.
void startService({
  // Cached answers belong to the previous backend or account: drop them and refetch.
  onConnectionChange: () => void queryClient.resetQueries(),
})
createRoot(root).render(
  <StrictMode>
    <ConnectedApiProvider>
      <App queryClient={queryClient} />
    </ConnectedApiProvider>
    <ServiceStatusIndicator />
  </StrictMode>,
)
