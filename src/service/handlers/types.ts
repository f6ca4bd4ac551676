import type {
  BodyOutput,
  OperationId,
  PathParams,
  QueryOutput,
  ResponseOf,
} from '../../contract/routes'
import type { Organisation } from '../auth/accounts'

/** What a handler knows of the request beyond its validated input. */
export interface RequestContext {
  readonly organisation: Organisation
  /** The service clock at the time of the request (epoch ms). */
  readonly now: number
  /** The request URL, for `next` / `previous` links. */
  readonly url: URL
}

type Defined<T, Fallback> = [T] extends [never] ? Fallback : T

/** Validated input of an operation; members without a schema are `undefined`. */
export interface HandlerInput<Op extends OperationId> {
  readonly query: Defined<QueryOutput<Op>, undefined>
  readonly body: Defined<BodyOutput<Op>, undefined>
  readonly params: Defined<PathParams<Op>, undefined>
}

export type Handler<Op extends OperationId> = (
  input: HandlerInput<Op>,
  ctx: RequestContext,
) => ResponseOf<Op> | Promise<ResponseOf<Op>>

/** One handler per operation: the compiler rejects a handler whose input or output is off-contract. */
export type HandlerTable = { readonly [Op in OperationId]: Handler<Op> }
