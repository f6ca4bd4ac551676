// The list area: loading skeleton, error with retry, empty state naming what to change (with a
// reset), or the table.
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { noResultsText } from '../../../components/states/no-results'
import { EmptyState, ErrorState, Skeleton } from '../../../components/states/states'
import type { EventsListResponse } from '../../../contract/event'
import { EventsList } from './events-list'
import type { PeriodStart } from './ongoing'
import type { EventsSearch } from '../search-schema'
import type { SortValue } from '../sort-options'

export function EventsResults({
  list,
  search,
  highlightedId,
  onSort,
  onPage,
  onSelect,
  onHover,
  onReset,
  period,
  toolbar,
}: {
  readonly list: UseQueryResult<EventsListResponse>
  readonly search: EventsSearch
  readonly highlightedId: string | undefined
  readonly onSort: (sort: SortValue) => void
  readonly onPage: (page: number) => void
  readonly onSelect: (id: string) => void
  readonly onHover: (id: string | undefined) => void
  readonly onReset: () => void
  readonly period: PeriodStart | undefined
  /** A control kept in sight over the table and the empty state alike. */
  readonly toolbar?: ReactNode
}) {
  if (list.isError && !list.isFetching) {
    return <ErrorState error={list.error} onRetry={() => void list.refetch()} />
  }
  if (!list.data) return <Skeleton lines={10} label="Loading events" />
  if (list.data.count === 0) {
    const empty = noResultsText({
      noun: 'events',
      q: search.q,
      context: search,
      otherAdvice:
        'Widen the dates, clear some categories or rank levels, or remove the radius area.',
    })
    return (
      <>
        {toolbar ? <div className="events-list__bar">{toolbar}</div> : null}
        <EmptyState
          title={empty.title}
          action={
            <button type="button" className="button" onClick={onReset}>
              Reset filters
            </button>
          }
        >
          {empty.advice}
        </EmptyState>
      </>
    )
  }
  return (
    <EventsList
      events={list.data.results}
      total={list.data.count}
      overflow={list.data.overflow}
      page={search.page}
      sort={search.sort}
      selectedId={search.event}
      highlightedId={highlightedId}
      onSort={onSort}
      onPage={onPage}
      onSelect={onSelect}
      onHover={onHover}
      period={period}
      barStart={toolbar}
    />
  )
}
