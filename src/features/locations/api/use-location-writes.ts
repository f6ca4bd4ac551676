// Create, replace and delete, each followed by a refetch of every saved-location query, here and
// in the other tabs (use-location-sync.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { useApiClient } from '../../../api/client-context'
import { useConnection } from '../../../api/connection/connection-store'
import { keepStorageOnFirstSave } from '../../../components/storage/kept-storage'
import { queryKeys } from '../../../api/query-options'
import type { SavedLocation, SavedLocationBodyInput } from '../../../contract/saved-location'
import { fieldsOf, mergeEdit } from './merge-edit'
import type { EditableFields, Merged } from './merge-edit'
import { SAVED_LOCATION_OPERATIONS, announceLocationWrites } from './use-location-sync'

/** After a write: refetches this page's saved-location queries and tells the other tabs to. */
export function useRefreshLocations() {
  const queryClient = useQueryClient()
  return () => {
    announceLocationWrites()
    return Promise.all(
      SAVED_LOCATION_OPERATIONS.map((op) =>
        queryClient.invalidateQueries({ queryKey: queryKeys.operation(op) }),
      ),
    )
  }
}

/**
 * A new location. On the embedded service it lives in this browser's storage, which the first
 * save asks the browser to keep (components/storage/kept-storage.ts).
 */
export function useCreateLocation() {
  const client = useApiClient()
  const refresh = useRefreshLocations()
  const embedded = useConnection((state) => state.mode === 'embedded')
  return useMutation({
    mutationFn: (body: SavedLocationBodyInput) => client.createSavedLocation(body),
    onSuccess: () => {
      if (embedded) void keepStorageOnFirstSave()
      return refresh()
    },
  })
}

/** PUT of an edit started from `base`, merged onto the current copy first (merge-edit.ts). */
export function useUpdateLocation() {
  const client = useApiClient()
  const refresh = useRefreshLocations()
  return useMutation({
    mutationFn: async ({
      base,
      edit,
    }: {
      base: SavedLocation
      edit: EditableFields
    }): Promise<Merged> => {
      const current = await client.getSavedLocation({ location_id: base.location_id })
      const merged =
        current.update_dt === base.update_dt
          ? { body: edit, kept: [], overwritten: [] }
          : mergeEdit(fieldsOf(base), edit, fieldsOf(current))
      await client.updateSavedLocation({ location_id: base.location_id, ...merged.body })
      return merged
    },
    onSuccess: () => refresh(),
  })
}

export function useDeleteLocation() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const refresh = useRefreshLocations()
  return useMutation({
    mutationFn: (id: string) => client.deleteSavedLocation({ location_id: id }),
    onSuccess: (_, id) => {
      // Its own queries would only answer 404 now: drop them rather than refetch them.
      queryClient.removeQueries({
        queryKey: queryKeys.request('getSavedLocation', { location_id: id }),
      })
      return refresh()
    },
  })
}
