// Assembles the operation table from the handler groups. An operation no group implements
// answers 501 instead of leaving a hole the compiler cannot see, so a partial build still
// serves every other operation.
import { OPERATION_IDS } from '../../contract/routes'
import type { OperationId } from '../../contract/routes'
import { ServiceError } from '../http/respond'
import type { Handler, HandlerTable } from '../handlers/types'

function unavailable<Op extends OperationId>(operationId: Op): Handler<Op> {
  return () => {
    throw new ServiceError(501, { error: `${operationId} is not implemented by this service` })
  }
}

/** Later groups win; every operation none of them covers answers 501. */
export function composeHandlers(...groups: readonly Partial<HandlerTable>[]): HandlerTable {
  const fallback = Object.fromEntries(OPERATION_IDS.map((op) => [op, unavailable(op)]))
  // Each entry of `fallback` is `unavailable(op)` for its own key, i.e. a Handler<op>.
  let table = fallback as unknown as HandlerTable
  for (const group of groups) table = { ...table, ...group }
  return table
}
