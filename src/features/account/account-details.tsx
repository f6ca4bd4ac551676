// The caller's account (docs/api.md "Account": GET /v1/accounts/self/), read with the connection
// in force.
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'

import { useApiConnection } from '../../api/client-context'
import { apiQueryOptions } from '../../api/query-options'
import { Skeleton } from '../../components/states/states'
import { formatDateTime, localTimeZone } from '../../utils/dates'
import { markView } from '../../utils/page-marks'
import { explainConnectionError, serviceUrlOf } from './connection-error'

/** Dates in the analyst's own time zone: these are facts about the account, not about a place. */
const LOCAL_ZONE = localTimeZone()

export function AccountDetails() {
  const { client, baseUrl } = useApiConnection()
  const account = useQuery(apiQueryOptions(client, 'accountSelf'))
  const shown = account.data !== undefined
  useEffect(() => {
    if (shown) markView('accountDetails')
  }, [shown])

  if (account.isPending) return <Skeleton lines={6} label="Loading the account" />
  if (account.isError) {
    const { title, detail } = explainConnectionError(
      account.error,
      serviceUrlOf(baseUrl, window.location.origin),
    )
    return (
      <div className="state state--error state--compact" role="alert">
        <p className="state__title">{title}</p>
        <p className="state__detail">{detail}</p>
        <div className="state__action">
          <button
            type="button"
            className="button"
            onClick={() => void account.refetch()}
            disabled={account.isFetching}
          >
            Try again
          </button>
        </div>
      </div>
    )
  }

  const { name, id, description, industry, created_at, updated_at } = account.data
  return (
    <dl className="account-facts">
      <div className="account-facts__row">
        <dt>Name</dt>
        <dd>{name}</dd>
      </div>
      <div className="account-facts__row">
        <dt>Account ID</dt>
        <dd>
          <code>{id}</code>
        </dd>
      </div>
      <div className="account-facts__row">
        <dt>Description</dt>
        <dd>{description === '' ? '—' : description}</dd>
      </div>
      <div className="account-facts__row">
        <dt>Industry</dt>
        <dd>{industry.name}</dd>
      </div>
      <div className="account-facts__row">
        <dt>Created</dt>
        <dd>
          <time dateTime={created_at}>{formatDateTime(created_at, LOCAL_ZONE)}</time>
        </dd>
      </div>
      <div className="account-facts__row">
        <dt>Last updated</dt>
        <dd>
          <time dateTime={updated_at}>{formatDateTime(updated_at, LOCAL_ZONE)}</time>
        </dd>
      </div>
    </dl>
  )
}
