import { createLocationHandlers } from './location-handlers'
import type { ServiceDeps } from './deps'
import { createReadHandlers } from './read-handlers'
import type { HandlerTable } from './types'

/** Every operation of the contract, each with its handler. */
export function createHandlerTable(deps: ServiceDeps): HandlerTable {
  return { ...createReadHandlers(deps), ...createLocationHandlers(deps) }
}
