import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ServiceStatusView } from './service-status'
import type { ServiceStatus } from './service-status-store'

const shown = (status: ServiceStatus) => renderToStaticMarkup(<ServiceStatusView status={status} />)
const fetching = {
  phase: 'loading',
  message: 'Fetching places and events',
  step: 1,
  steps: 4,
} as const

describe('ServiceStatusView', () => {
  it('numbers the start-up steps while nothing answers yet', () => {
    const html = shown(fetching)
    expect(html).toContain('Preparing embedded data…')
    expect(html).toContain('Step 1 of 4: Fetching places and events')
  })

  it('says whose steps they are once the weeks around today answer', () => {
    const html = shown({ ...fetching, near: true })
    expect(html).toContain('Weeks around today ready')
    expect(html).toContain('Rest of the dataset, step 1 of 4: Fetching places and events')
    expect(html).not.toContain('Step 1 of 4')
  })

  it('shows an unnumbered message as it is, and only a spoken line once ready', () => {
    const rest = shown({ phase: 'loading', message: 'Loading the rest of the dataset', near: true })
    expect(rest).toContain('>Loading the rest of the dataset<')
    const ready = shown({ phase: 'ready', message: 'Ready: events and broadcasts kept' })
    expect(ready).not.toContain('service-status__card')
    expect(ready).toContain('<p class="visually-hidden">Ready: events and broadcasts kept</p>')
  })
})
