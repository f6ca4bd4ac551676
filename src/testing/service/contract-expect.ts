// Assertions that a response is exactly what the contract promises.
import { expect } from 'vitest'
import { errorBodies } from '../../contract/errors'
import type { ErrorStatus } from '../../contract/errors'
import { routes } from '../../contract/routes'
import type { OperationId, ResponseOf, RouteDef } from '../../contract/routes'

/** Validates a success body against the route's zod response schema and returns it typed. */
export function expectContract<Op extends OperationId>(op: Op, body: unknown): ResponseOf<Op> {
  const route: RouteDef = routes[op]
  if (!route.response) throw new Error(`${op} has no response body`)
  const parsed = route.response.safeParse(body)
  if (!parsed.success) {
    expect.fail(
      `${op} response breaks the contract: ${JSON.stringify(parsed.error.issues.slice(0, 5))}`,
    )
  }
  return parsed.data as ResponseOf<Op>
}

/** Validates an error body against the contract's schema for its status. */
export function expectErrorBody(status: ErrorStatus, body: unknown): void {
  const parsed = errorBodies[status].safeParse(body)
  if (!parsed.success) expect.fail(`${status} body breaks the contract: ${JSON.stringify(body)}`)
}
