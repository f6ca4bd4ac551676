// Saved locations (docs/api.md "Saved locations (beta)", "States and transitions";
// docs/architecture.md facts: POST 201 `{location_id}`, PUT full replacement 204, DELETE 204, list
// `{count, locations}`, unknown id 404 `{error: "not found"}`). Each organisation sees only its own
// locations.
import type { SavedLocationBody } from '../../contract/saved-location'
import type { Gazetteer } from '../data/gazetteer/types'
import { unknownPlaceIds } from '../enrich/geocode'
import type { SavedLocationRegistry } from '../enrich/registry'
import { invalidBody, notFound } from '../http/respond'
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

export function savedLocationCrud(
  gazetteer: Gazetteer,
  registry: SavedLocationRegistry,
): SavedLocationCrud {
  return {
    async createSavedLocation({ body }, ctx) {
      checkPlaces(gazetteer, body)
      return { location_id: await registry.create(ctx.organisation, body, ctx.now) }
    },

    async listSavedLocations({ query }, ctx) {
      return selectLocations(await registry.list(ctx.organisation, ctx.now), query)
    },

    async getSavedLocation({ params }, ctx) {
      const location = await registry.get(ctx.organisation, params.location_id, ctx.now)
      if (!location) throw notFound()
      return location
    },

    async updateSavedLocation({ params, body }, ctx) {
      checkPlaces(gazetteer, body)
      const replaced = await registry.replace(ctx.organisation, params.location_id, body, ctx.now)
      if (!replaced) throw notFound()
      return undefined
    },

    async deleteSavedLocation({ params }, ctx) {
      if (!(await registry.remove(ctx.organisation.id, params.location_id))) throw notFound()
      return undefined
    },
  }
}
