// Node-only loader: reads the built files (npm run data) and creates the gazetteer.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createGazetteer } from './create-gazetteer'
import { BOUNDARIES_FILE, PLACES_FILE } from '../../../utils/data-files'
import type { BoundariesFile, PlacesFile } from './format'
import type { Gazetteer } from './types'

export async function loadGazetteerFromFile(dir: string): Promise<Gazetteer> {
  const [places, boundaries] = await Promise.all([
    readFile(join(dir, PLACES_FILE), 'utf8'),
    readFile(join(dir, BOUNDARIES_FILE), 'utf8'),
  ])
  return createGazetteer({
    places: JSON.parse(places) as PlacesFile,
    boundaries: JSON.parse(boundaries) as BoundariesFile,
  })
}
