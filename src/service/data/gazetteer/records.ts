// Decodes the columnar places file into PlaceRecords. Rows come parents first, so one pass
// can inherit country, region and county names from the parent.
import { GAZETTEER_FORMAT_VERSION, type PlacesFile } from './format'
import { PLACE_TYPES, type PlaceRecord, type PlaceType } from './types'

export interface DecodedPlaces {
  readonly records: readonly PlaceRecord[]
  /** Row index of each record's parent, -1 for the planet. */
  readonly parents: Int32Array
  readonly indexById: ReadonlyMap<string, number>
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] }

export function decodePlaces(file: PlacesFile): DecodedPlaces {
  if (file.version !== GAZETTEER_FORMAT_VERSION) {
    throw new Error(
      `places file version ${String(file.version)}, expected ${String(GAZETTEER_FORMAT_VERSION)}`,
    )
  }
  const n = file.id.length
  const codes = new Map(file.countryCodes.map(([row, a2, a3]) => [row, [a2, a3] as const]))
  const records: PlaceRecord[] = []
  const parents = new Int32Array(n)
  const indexById = new Map<string, number>()
  for (let i = 0; i < n; i++) {
    const type: PlaceType = PLACE_TYPES[file.type[i] ?? -1] ?? 'locality'
    const parentRow = file.parent[i] ?? -1
    const parent = parentRow >= 0 ? records[parentRow] : undefined
    if (parentRow >= i) throw new Error(`place row ${String(i)} comes before its parent`)
    const tz = file.tz[i] ?? -1
    const id = String(file.id[i])
    const name = file.name[i] ?? ''
    const record: Mutable<PlaceRecord> = {
      id,
      type,
      name,
      lon: file.lon[i] ?? 0,
      lat: file.lat[i] ?? 0,
      population: file.population[i] ?? 0,
      parentId: parent ? parent.id : null,
      countryAlpha2: parent?.countryAlpha2 ?? null,
      countryAlpha3: parent?.countryAlpha3 ?? null,
      countryName: parent?.countryName ?? null,
      regionName: parent?.regionName ?? null,
      countyName: parent?.countyName ?? null,
      timezone: tz >= 0 ? (file.timezones[tz] ?? null) : null,
    }
    const own = codes.get(i)
    if (type === 'country') {
      record.countryAlpha2 = own?.[0] ?? null
      record.countryAlpha3 = own?.[1] ?? null
      record.countryName = name
    } else if (type === 'region') record.regionName = name
    else if (type === 'county') record.countyName = name
    records.push(Object.freeze(record))
    parents[i] = parentRow
    indexById.set(id, i)
  }
  return { records, parents, indexById }
}
