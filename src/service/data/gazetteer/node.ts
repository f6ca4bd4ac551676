// Node-only loader: reads the built files (npm run data) and creates the gazetteer.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createGazetteer } from './create-gazetteer'
import { BOUNDARIES_FILE, PLACES_FILE } from '../../../utils/data-files'
import type { BoundariesFile, GazetteerData, PlacesFile } from './format'
import type { Gazetteer } from './types'

/** The places files of `dir`, parsed, as the service's worker reads them from the network. */
export async function readGazetteerData(dir: string): Promise<GazetteerData> {
  const [places, boundaries] = await Promise.all([
    readFile(join(dir, PLACES_FILE), 'utf8'),
    readFile(join(dir, BOUNDARIES_FILE), 'utf8'),
  ])
  return {
    places: JSON.parse(places) as PlacesFile,
    boundaries: JSON.parse(boundaries) as BoundariesFile,
  }
}

export async function loadGazetteerFromFile(dir: string): Promise<Gazetteer> {
  return createGazetteer(await readGazetteerData(dir))
}
