// Saved locations (docs/api.md "Saved locations (beta)", "States and transitions";
// docs/architecture.md facts: POST 201 `{location_id}`, PUT full replacement 204, DELETE 204, list
// `{count, locations}`, unknown id 404 `{error: "not found"}`). Each organisation sees only its own
// locations.
import type { SavedLocationBody } from '../../contract/saved-location'
import type { Gazetteer } from '../data/gazetteer/types'
import { unknownPlaceIds } from '../enrich/geocode'
import type { SavedLocationRegistry } from '../enrich/registry'
import { httpError, invalidBody, notFound } from '../http/respond'
import type { ServiceError } from '../http/respond'
import { StorageRefusedError } from '../store/types'
import { selectLocations } from './saved-locations-list'
import type { HandlerTable } from './types'

export type SavedLocationCrud = Pick<
  HandlerTable,
  | 'createSavedLocation'
  | 'listSavedLocations'
  | 'getSavedLocation'
  | 'updateSavedLocation'
  | 'deleteSavedLocation'
>

/** 400 in the body-validation shape when a place id is not a known place. */
function checkPlaces(gazetteer: Gazetteer, body: SavedLocationBody): void {
  const unknown = unknownPlaceIds(gazetteer, body)
  if (unknown.length === 0) return
  throw invalidBody(
    unknown.map((id) => ({
      field: 'place_ids',
      msg: `unknown place id ${id}`,
      type: 'invalid_place',
    })),
  )
}

/**
 * A store's refusal as an answer: 507 Insufficient Storage when no room is left, 503 when the store
 * cannot be used at all. A write's message says that nothing stored before was lost.
 */
export function storageRefusal(error: StorageRefusedError, writing: boolean): ServiceError {
  const status = error.reason === 'full' ? 507 : 503
  return httpError(
    status,
    writing
      ? `Not saved: ${error.message}. Locations saved before are kept.`
      : `Saved locations cannot be read: ${error.message}.`,
  )
}

/** `run`, with a store's refusal answered as storageRefusal says. */
async function answeringRefusals<T>(run: () => Promise<T>, writing = true): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw error instanceof StorageRefusedError ? storageRefusal(error, writing) : error
  }
}

/** `sources.gazetteer` is read by the writes alone, when they come (boot/stored-service.ts). */
export function savedLocationCrud(
  sources: { readonly gazetteer: Gazetteer },
  registry: SavedLocationRegistry,
): SavedLocationCrud {
  return {
    async createSavedLocation({ body }, ctx) {
      checkPlaces(sources.gazetteer, body)
      const id = await answeringRefusals(() => registry.create(ctx.organisation, body, ctx.now))
      return { location_id: id }
    },

    async listSavedLocations({ query }, ctx) {
      const locations = await answeringRefusals(
        () => registry.list(ctx.organisation, ctx.now),
        false,
      )
      return selectLocations(locations, query)
    },

    async getSavedLocation({ params }, ctx) {
      const location = await answeringRefusals(
        () => registry.get(ctx.organisation, params.location_id, ctx.now),
        false,
      )
      if (!location) throw notFound()
      return location
    },

    async updateSavedLocation({ params, body }, ctx) {
      checkPlaces(sources.gazetteer, body)
      const replaced = await answeringRefusals(() =>
        registry.replace(ctx.organisation, params.location_id, body, ctx.now),
      )
      if (!replaced) throw notFound()
      return undefined
    },

    async deleteSavedLocation({ params }, ctx) {
      const removed = await answeringRefusals(() =>
        registry.remove(ctx.organisation.id, params.location_id),
      )
      if (!removed) throw notFound()
      return undefined
    },
  }
}
