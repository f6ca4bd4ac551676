// Type-level checks of the derived method signatures (tsc verifies them; the runtime part is trivial).
import { describe, expectTypeOf, it } from 'vitest'
import type { z } from 'zod'

import type { PathParams, QueryInput, ResponseOf, Route } from '../contract/routes'
import type { ApiClient } from './client'
import type { CallOptions } from './operation-types'
import { apiQueryOptions } from './query-options'

/** What a caller sends as the body of `op`, read off the route's schema. */
type BodyInput<Op extends 'createSavedLocation' | 'updateSavedLocation'> = z.input<
  Route<Op>['body']
>

describe('ApiClient method types', () => {
  it('reads inputs and outputs off the contract', () => {
    expectTypeOf<Parameters<ApiClient['searchEvents']>>().toEqualTypeOf<
      [input?: QueryInput<'searchEvents'>, options?: CallOptions]
    >()
    expectTypeOf<ReturnType<ApiClient['searchEvents']>>().toEqualTypeOf<
      Promise<ResponseOf<'searchEvents'>>
    >()
    expectTypeOf<Parameters<ApiClient['createSavedLocation']>[0]>().toEqualTypeOf<
      BodyInput<'createSavedLocation'>
    >()
    expectTypeOf<Parameters<ApiClient['getSavedLocation']>[0]>().toEqualTypeOf<
      PathParams<'getSavedLocation'>
    >()
    expectTypeOf<Parameters<ApiClient['updateSavedLocation']>[0]>().toExtend<
      PathParams<'updateSavedLocation'> & BodyInput<'updateSavedLocation'>
    >()
    expectTypeOf<ReturnType<ApiClient['deleteSavedLocation']>>().toEqualTypeOf<Promise<undefined>>()
    expectTypeOf<Parameters<ApiClient['accountSelf']>>().toEqualTypeOf<
      [input?: undefined, options?: CallOptions]
    >()
  })

  it('rejects unknown parameters and missing required input', () => {
    const client = {} as ApiClient
    const never = () => {
      // @ts-expect-error a misspelt parameter is not part of the events query
      void client.searchEvents({ catgory: 'concerts' })
      // @ts-expect-error the features body is required
      void client.features()
      // @ts-expect-error the path parameter is required
      void client.getSavedLocation({})
      // @ts-expect-error the operation takes no input
      void apiQueryOptions(client, 'accountSelf', { a: 1 })
    }
    expectTypeOf(never).toBeFunction()
  })
})
