// Method types derived from a route table: one input object and one output per operation, both
// read off the route's zod schemas (z.input for what is sent, z.output for what comes back).
import type { z } from 'zod'

/** The parts of a contract route the client reads. */
export interface RouteLike {
  readonly operationId: string
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** `/v1/saved-locations/{location_id}/` style. */
  readonly path: string
  readonly pathParams?: z.ZodType
  readonly query?: z.ZodType
  readonly body?: z.ZodType
  readonly successStatus: 200 | 201 | 204
  readonly response: z.ZodType | null
}

export type RouteTable = Readonly<Record<string, RouteLike>>

export interface CallOptions {
  readonly signal?: AbortSignal | undefined
  /** 'low' for work nobody waits on (a map's later pages): the browser schedules it after the rest. */
  readonly priority?: RequestPriority | undefined
}

type Part<R, K extends 'pathParams' | 'query' | 'body'> = R extends {
  readonly [P in K]: infer S extends z.ZodType
}
  ? z.input<S>
  : unknown

// A strict query with no parameters (`noQuery`) has the input `{[x: string]: never}`; merged with
// path parameters that would forbid them, so such a query contributes nothing.
type QueryPart<R> = string extends keyof Part<R, 'query'> ? unknown : Part<R, 'query'>

type Flatten<T> = T extends object ? { [K in keyof T]: T[K] } : T

/**
 * Everything one call needs, in one object: path parameters next to the query (GET) or the body
 * (POST/PUT). Path parameter names never collide with query or body members
 * (src/contract/routes.ts).
 */
export type InputOf<R> = Flatten<Part<R, 'pathParams'> & QueryPart<R> & Part<R, 'body'>>

/** The parsed response; undefined (no body) for 204 routes (PUT and DELETE of saved locations). */
export type OutputOf<R> = R extends { readonly response: infer S extends z.ZodType }
  ? z.output<S>
  : undefined

type HasNoInput<R> = unknown extends InputOf<R> ? true : false

// `{}` extends an object type exactly when all of its members are optional.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type AllOptional<T> = {} extends T ? true : false

/** The input part of a call's arguments: optional when nothing in it is required. */
export type InputArgs<R> =
  HasNoInput<R> extends true
    ? [input?: undefined]
    : AllOptional<InputOf<R>> extends true
      ? [input?: InputOf<R>]
      : [input: InputOf<R>]

/** A client method: its input (see InputArgs), then an optional `{signal}`. */
export type OperationMethod<R> = (
  ...args: [...InputArgs<R>, options?: CallOptions]
) => Promise<OutputOf<R>>

/** What every method carries besides being callable. */
export interface MethodExtras<R> {
  readonly operationId: string
  /** Fetches a `next`/`previous` link of a list envelope with this operation's response schema. */
  follow(link: string, options?: CallOptions): Promise<OutputOf<R>>
  /**
   * The URL a call with `input` is sent to, built as the call builds it (the same serialisation
   * and order): a path for a same-origin client. What a view shows as the request behind it.
   */
  url(...args: InputArgs<R>): string
  /**
   * The same call with its answer checked against `schema`, a narrower shape of the same response
   * (src/contract/event.ts `mapEventsPage`): a reader of a few fields of large pages, a map,
   * checks those fields alone and gets only them.
   */
  reading<S extends z.ZodType>(
    schema: S,
  ): (...args: [...InputArgs<R>, options?: CallOptions]) => Promise<z.output<S>>
}

export type ClientMethod<R> = OperationMethod<R> & MethodExtras<R>

export type ClientOf<T extends RouteTable> = { readonly [Op in keyof T]: ClientMethod<T[Op]> }
