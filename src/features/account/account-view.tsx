// Account and connection settings (docs/architecture.md "The dashboard"): who the API says the caller is,
// and where the dashboard's requests go.
import { useState } from 'react'

import { pageConnection } from '../../api/connection/page-connection'
import { PageHeader } from '../../components/layout/page-header'
import { AccountDetails } from './account-details'
import { BasemapForm } from './basemap-form'
import { ConnectionForm } from './connection-form'
import { describeConnection } from './connection-messages'
import { useConnectionSettings } from './use-connection-settings'
import './account.css'

export function AccountView() {
  const { current } = useConnectionSettings()
  const [defaults] = useState(pageConnection)
  const origin = window.location.origin
  return (
    <div className="page account-page">
      <PageHeader title="Account" summary="Your account, access token and connection settings." />
      <div className="account-layout">
        <section className="account-card" aria-labelledby="account-heading">
          <div className="account-card__head">
            <h2 id="account-heading" className="account-card__title">
              Account
            </h2>
            <p className="account-card__summary">{describeConnection(current, origin)}</p>
          </div>
          <AccountDetails />
        </section>
        <section className="account-card" aria-labelledby="connection-heading">
          <div className="account-card__head">
            <h2 id="connection-heading" className="account-card__title">
              Connection
            </h2>
            <p className="account-card__summary">
              Settings are kept in this browser and override this server’s defaults (
              {defaults.mode === 'embedded'
                ? `embedded service, token ${defaults.token}`
                : 'backend through this server’s proxy, with its token'}
              ).
            </p>
          </div>
          <ConnectionForm labelledBy="connection-heading" />
        </section>
        <section className="account-card" aria-labelledby="basemap-heading">
          <div className="account-card__head">
            <h2 id="basemap-heading" className="account-card__title">
              Map
            </h2>
            <p className="account-card__summary">
              The basemap under every map. A source you name is kept in this browser; if it cannot
              load, maps use the offline basemap and say why.
            </p>
          </div>
          <BasemapForm labelledBy="basemap-heading" />
        </section>
      </div>
    </div>
  )
}
