// OpenAPI 3.1 document generated from the route table. JSON Schemas come from zod's own
// z.toJSONSchema (bodies as input, responses as output); query parameters are listed one by
// one from the parameter shapes and their documentation.
import type { OpenAPIV3_1 } from 'openapi-types'
import { z } from 'zod'

import { accountSchema } from './account'
import { activeBroadcast, deletedBroadcast, duplicateBroadcast } from './broadcast'
import { calendarDay, eventSchema } from './event'
import {
  bodyValidationErrorBody,
  ERROR_DESCRIPTIONS,
  errorMessageBody,
  notFoundBody,
  queryValidationErrorBody,
} from './errors'
import type { ErrorStatus } from './errors'
import { MAX_BODY_BYTES } from './limits'
import { placeSchema } from './place'
import { queryShape } from './query/define'
import { paramDocs } from './query/param'
import type { ParamDoc } from './query/param'
import { OPERATION_IDS, routes } from './routes'
import type { RouteDef } from './routes'
import { savedLocationSchema } from './saved-location'

const ref = (id: string): OpenAPIV3_1.ReferenceObject => ({ $ref: `#/components/schemas/${id}` })
const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1)

/** Converts every schema of a registry, with references between them as component refs. */
function componentSchemas(
  entries: readonly (readonly [string, z.ZodType])[],
  io: 'input' | 'output',
) {
  const registry = z.registry<{ id: string }>()
  for (const [id, schema] of entries) registry.add(schema, { id })
  const { schemas } = z.toJSONSchema(registry, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  })
  return Object.fromEntries(
    Object.entries(schemas).map(([id, json]) => {
      // Component ids become $ref targets; $schema and $id do not belong inside an OpenAPI document.
      const rest: Record<string, unknown> = { ...json }
      delete rest.$schema
      delete rest.$id
      return [id, rest]
    }),
  )
}

const NAMED_RESOURCES = [
  ['Event', eventSchema],
  ['CalendarDay', calendarDay],
  ['ActiveBroadcast', activeBroadcast],
  ['DeletedBroadcast', deletedBroadcast],
  ['DuplicateBroadcast', duplicateBroadcast],
  ['Place', placeSchema],
  ['SavedLocation', savedLocationSchema],
  ['Account', accountSchema],
  ['ErrorMessage', errorMessageBody],
  ['BodyValidationError', bodyValidationErrorBody],
  ['QueryValidationError', queryValidationErrorBody],
  ['NotFoundError', notFoundBody],
] as const

const ERROR_COMPONENTS: Record<ErrorStatus, string[]> = {
  400: ['QueryValidationError', 'BodyValidationError', 'ErrorMessage'],
  401: ['ErrorMessage'],
  402: ['ErrorMessage'],
  403: ['ErrorMessage'],
  404: ['NotFoundError'],
  413: ['ErrorMessage'],
  429: ['ErrorMessage'],
}

type ParamSchema = NonNullable<OpenAPIV3_1.ParameterObject['schema']>

function paramSchema(doc: ParamDoc): ParamSchema {
  if (doc.list === true && doc.enum) {
    const alt = doc.enum.map((v) => v.replace(/[.*+?^$()|[\]\\-]/g, '\\$&')).join('|')
    return { type: 'string', pattern: `^(?:${alt})(?:,(?:${alt}))*$` }
  }
  return {
    type: doc.type ?? 'string',
    ...(doc.pattern !== undefined && { pattern: doc.pattern }),
    ...(doc.enum !== undefined && { enum: [...doc.enum] }),
    ...(doc.default !== undefined && {
      default: doc.type === 'integer' ? Number(doc.default) : doc.default,
    }),
  }
}

function queryParameters(route: RouteDef): OpenAPIV3_1.ParameterObject[] {
  const shape = route.query ? queryShape(route.query) : undefined
  return Object.entries(shape ?? {}).map(([name, field]) => {
    const doc = paramDocs.get(field) ?? { description: name }
    return {
      name,
      in: 'query' as const,
      required: doc.required ?? false,
      description: doc.description,
      schema: paramSchema(doc),
    }
  })
}

function pathParameters(route: RouteDef): OpenAPIV3_1.ParameterObject[] {
  return Object.keys(route.pathParams?.shape ?? {}).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }))
}

function errorResponses(route: RouteDef): OpenAPIV3_1.ResponsesObject {
  return Object.fromEntries(
    route.errors.map((status) => {
      const ids = ERROR_COMPONENTS[status as ErrorStatus]
      const schema = ids.length === 1 ? ref(ids[0] ?? 'ErrorMessage') : { oneOf: ids.map(ref) }
      return [
        String(status),
        {
          description: ERROR_DESCRIPTIONS[status as ErrorStatus],
          content: { 'application/json': { schema } },
        },
      ]
    }),
  )
}

/** Builds the whole document. */
export function buildOpenApiDocument(): OpenAPIV3_1.Document {
  const list = OPERATION_IDS.map((id) => routes[id] as RouteDef)
  const responses = list.flatMap((r) =>
    r.response ? [[`${pascal(r.operationId)}Response`, r.response] as const] : [],
  )
  const bodies = [...new Set(list.flatMap((r) => (r.body ? [r.body] : [])))].map(
    (body) =>
      [`${pascal(list.find((r) => r.body === body)?.operationId ?? 'unknown')}Body`, body] as const,
  )
  const schemas = {
    ...componentSchemas(
      [
        ...NAMED_RESOURCES,
        ...responses.filter(([, s]) => !NAMED_RESOURCES.some(([, n]) => n === s)),
      ],
      'output',
    ),
    ...componentSchemas(bodies, 'input'),
  }
  const paths: OpenAPIV3_1.PathsObject = {}
  for (const route of list) {
    const bodyId = bodies.find(([, s]) => s === route.body)?.[0]
    const responseId = responses.find(([, s]) => s === route.response)?.[0]
    const named = NAMED_RESOURCES.find(([, s]) => s === route.response)?.[0]
    const operation: OpenAPIV3_1.OperationObject = {
      operationId: route.operationId,
      summary: route.summary,
      tags: [route.tag],
      ...(route.beta === true && { description: 'Beta: filters and response data may change.' }),
      parameters: [...pathParameters(route), ...queryParameters(route)],
      ...(bodyId !== undefined && {
        requestBody: {
          required: true,
          description: `JSON, at most ${MAX_BODY_BYTES} bytes (a larger body is answered 413).`,
          content: { 'application/json': { schema: ref(bodyId) } },
        },
      }),
      responses: {
        [String(route.successStatus)]:
          route.response === null
            ? { description: 'No content' }
            : {
                description: 'Success',
                content: { 'application/json': { schema: ref(named ?? responseId ?? '') } },
              },
        ...errorResponses(route),
      },
    }
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'
    paths[route.path] = { ...paths[route.path], [method]: operation }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Event Intelligence API',
      version: 'v1',
      description:
        'Events, broadcasts, places, saved locations, features, demand surge, suggested radius and account.',
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(list.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'API key used as a bearer token.',
        },
      },
    },
  }
}
