// Account and connection settings (docs/architecture.md "The dashboard"): who the API says the caller is,
// and where the dashboard's requests go.
import { useState } from 'react'
import type { ReactNode } from 'react'

import { pageConnection } from '../../api/connection/page-connection'
import { PageHeader } from '../../components/layout/page-header'
import { hostBasemap } from '../../components/map/basemap-source'
import { AccountDetails } from './account-details'
import { BasemapForm } from './basemap-form'
import { ConnectionForm } from './connection-form'
import { describeConnection } from './connection-messages'
import { StorageDetails } from './storage-details'
import { useConnectionSettings } from './use-connection-settings'
import './account.css'

export function AccountView() {
  const { current } = useConnectionSettings()
  const embedded = current.mode === 'embedded'
  const [defaults] = useState(pageConnection)
  const [serverBasemap] = useState(hostBasemap)
  const origin = window.location.origin
  return (
    <div className="page account-page">
      <PageHeader title="Account" summary="Your account, access token and connection settings." />
      <div className="account-layout">
        <AccountCard
          id="account-heading"
          title="Account"
          summary={describeConnection(current, origin)}
        >
          <AccountDetails />
        </AccountCard>
        <AccountCard
          id="connection-heading"
          title="Connection"
          summary={`Settings are kept in this browser and override this server’s defaults (${
            defaults.mode === 'embedded'
              ? `embedded service, token ${defaults.token}`
              : 'backend through this server’s proxy, with its token'
          }).`}
        >
          <ConnectionForm labelledBy="connection-heading" />
        </AccountCard>
        <AccountCard
          id="basemap-heading"
          title="Map"
          summary={`The basemap under every map${
            serverBasemap.kind === 'offline'
              ? ''
              : ` (this server’s default: ${new URL(serverBasemap.url).host})`
          }. A source you name is kept in this browser; if it cannot load, maps use the offline basemap and say why.`}
        >
          <BasemapForm labelledBy="basemap-heading" />
        </AccountCard>
        <AccountCard
          id="storage-heading"
          title="Storage"
          summary={
            embedded
              ? 'Saved locations are kept in this browser (IndexedDB), beside the dataset and answers it downloaded. A save the browser has no room for is refused and says so; nothing saved before is lost.'
              : 'Saved locations are kept by the backend. This browser keeps only the settings above and the answers it downloaded.'
          }
        >
          <StorageDetails />
        </AccountCard>
      </div>
    </div>
  )
}

function AccountCard({
  id,
  title,
  summary,
  children,
}: {
  /** The heading's id, which names the card and its form. */
  readonly id: string
  readonly title: string
  readonly summary: string
  readonly children: ReactNode
}) {
  return (
    <section className="account-card" aria-labelledby={id}>
      <div className="account-card__head">
        <h2 id={id} className="account-card__title">
          {title}
        </h2>
        <p className="account-card__summary">{summary}</p>
      </div>
      {children}
    </section>
  )
}
