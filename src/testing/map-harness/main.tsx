// A page with nothing but the map components, for the Playwright spec e2e/map.spec.ts. It is
// a separate build entry (map-harness.html) and exposes the map as `window.__map` so the spec can
// ask MapLibre what it rendered.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { HarnessApp } from './harness-app'
import './harness.css'

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')
createRoot(root).render(
  <StrictMode>
    <HarnessApp />
  </StrictMode>,
)
