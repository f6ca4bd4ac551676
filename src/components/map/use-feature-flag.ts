import { useEffect } from 'react'

import { isMapRemoved, useMapInstance } from './map-context'

/**
 * Sets a boolean feature-state (e.g. `highlighted`) on one feature of a source and clears it when
 * the id changes. Re-applied when `dataVersion` changes, since new data may bring the feature in.
 */
export function useFeatureFlag(
  source: string,
  key: string,
  id: string | null | undefined,
  dataVersion: unknown,
): void {
  const map = useMapInstance()
  useEffect(() => {
    if (id == null || !map.getSource(source)) return
    map.setFeatureState({ source, id }, { [key]: true })
    return () => {
      if (!isMapRemoved(map) && map.getSource(source)) map.removeFeatureState({ source, id }, key)
    }
  }, [map, source, key, id, dataVersion])
}
