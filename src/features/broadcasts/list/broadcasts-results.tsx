// The list area: loading skeleton, error in words, empty state with what to change, or the
// table of the current page with its sort and pager.
import type { UseQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { ReactNode } from 'react'

import { SelectField } from '../../../components/filters/select-field'
import { EmptyState, ErrorState, Skeleton } from '../../../components/states/states'
import { Pager } from '../../../components/table/pager'
import { VirtualTable } from '../../../components/table/virtual-table'
import type { BroadcastsListResponse } from '../../../contract/broadcast'
import { broadcastColumns } from './broadcast-columns'
import { PAGE_SIZE } from '../build-query'
import type { BroadcastsSearch } from '../search-schema'
import { SORT_OPTIONS, isSortValue } from './sort-options'
import type { SortValue } from './sort-options'

export function BroadcastsResults({
  list,
  search,
  emptyArea,
  onSort,
  onPage,
  onSelect,
  onReset,
  toolbar,
}: {
  readonly list: UseQueryResult<BroadcastsListResponse>
  readonly search: BroadcastsSearch
  /** The radius touches no US county. */
  readonly emptyArea: boolean
  readonly onSort: (sort: SortValue) => void
  readonly onPage: (page: number) => void
  readonly onSelect: (id: string) => void
  readonly onReset: () => void
  /** Shown before the sort, and above an empty list (the list's choice of following the window). */
  readonly toolbar?: ReactNode
}) {
  const columns = useMemo(() => broadcastColumns(onSelect), [onSelect])
  const reset = (
    <button type="button" className="button" onClick={onReset}>
      Reset filters
    </button>
  )
  if (emptyArea) {
    return (
      <EmptyState title="The radius touches no US county" action={reset}>
        Broadcasts are televised in US counties: draw the radius over the United States.
      </EmptyState>
    )
  }
  if (list.isError && !list.isFetching) {
    return <ErrorState error={list.error} onRetry={() => void list.refetch()} />
  }
  if (!list.data) return <Skeleton lines={10} label="Loading broadcasts" />
  const bar = toolbar ? <div className="broadcasts-list__bar">{toolbar}</div> : null
  if (list.data.count === 0) {
    return (
      <div className="broadcasts-list">
        {bar}
        {search.list === 'window' ? (
          <EmptyState title="No broadcast starts in this window">
            Move the window to a busier hour, or untick the box to list the whole period.
          </EmptyState>
        ) : (
          <EmptyState title="No broadcasts match these filters" action={reset}>
            Widen the dates, clear the statuses or the viewership range, or pick another place.
          </EmptyState>
        )}
      </div>
    )
  }
  return (
    <div className="broadcasts-list">
      <div className="broadcasts-list__bar">
        {toolbar}
        <SelectField label="Sort by" value={search.sort} options={SORT_OPTIONS} onChange={onSort} />
      </div>
      <VirtualTable
        caption="Broadcasts on this page"
        columns={columns}
        rows={list.data.results}
        rowId={(b) => b.broadcast_id}
        selectedId={search.broadcast}
        sort={search.sort}
        onSort={(value) => {
          if (isSortValue(value)) onSort(value)
        }}
        onSelect={onSelect}
      />
      <Pager
        label="Result pages"
        page={search.page}
        pageSize={PAGE_SIZE}
        total={list.data.count}
        overflow={list.data.overflow}
        onPage={onPage}
      />
    </div>
  )
}
