// Airport and UN/LOCODE codes in `place.scope` / `place.exact` (docs/api.md "Search events": place
// ids and/or airport codes, IATA 3 characters, ICAO 4 characters, UN/LOCODE 5 characters). A code
// stands for the locality the airport serves. The table covers the major airports of the big
// cities; each city is found in the gazetteer by name and country (so ids are never copied by
// hand), and an unknown code matches nothing.
import type { Gazetteer } from '../data/gazetteer/types'

/** [IATA, ICAO, UN/LOCODE, city name as in GeoNames, ISO alpha-2]. */
const AIRPORTS: readonly (readonly [string, string, string, string, string])[] = [
  ['JFK', 'KJFK', 'USNYC', 'New York City', 'US'],
  ['LGA', 'KLGA', 'USNYC', 'New York City', 'US'],
  ['EWR', 'KEWR', 'USEWR', 'Newark', 'US'],
  ['LAX', 'KLAX', 'USLAX', 'Los Angeles', 'US'],
  ['ORD', 'KORD', 'USCHI', 'Chicago', 'US'],
  ['MDW', 'KMDW', 'USCHI', 'Chicago', 'US'],
  ['SFO', 'KSFO', 'USSFO', 'San Francisco', 'US'],
  ['SEA', 'KSEA', 'USSEA', 'Seattle', 'US'],
  ['BOS', 'KBOS', 'USBOS', 'Boston', 'US'],
  ['MIA', 'KMIA', 'USMIA', 'Miami', 'US'],
  ['ATL', 'KATL', 'USATL', 'Atlanta', 'US'],
  ['DFW', 'KDFW', 'USDFW', 'Dallas', 'US'],
  ['IAH', 'KIAH', 'USHOU', 'Houston', 'US'],
  ['DEN', 'KDEN', 'USDEN', 'Denver', 'US'],
  ['PHX', 'KPHX', 'USPHX', 'Phoenix', 'US'],
  ['LAS', 'KLAS', 'USLAS', 'Las Vegas', 'US'],
  ['MSP', 'KMSP', 'USMSP', 'Minneapolis', 'US'],
  ['DTW', 'KDTW', 'USDTT', 'Detroit', 'US'],
  ['PHL', 'KPHL', 'USPHL', 'Philadelphia', 'US'],
  ['IAD', 'KIAD', 'USWAS', 'Washington', 'US'],
  ['SAN', 'KSAN', 'USSAN', 'San Diego', 'US'],
  ['YYZ', 'CYYZ', 'CATOR', 'Toronto', 'CA'],
  ['YVR', 'CYVR', 'CAVAN', 'Vancouver', 'CA'],
  ['YUL', 'CYUL', 'CAMTR', 'Montréal', 'CA'],
  ['MEX', 'MMMX', 'MXMEX', 'Mexico City', 'MX'],
  ['GRU', 'SBGR', 'BRSAO', 'São Paulo', 'BR'],
  ['GIG', 'SBGL', 'BRRIO', 'Rio de Janeiro', 'BR'],
  ['EZE', 'SAEZ', 'ARBUE', 'Buenos Aires', 'AR'],
  ['LHR', 'EGLL', 'GBLON', 'London', 'GB'],
  ['LGW', 'EGKK', 'GBLGW', 'London', 'GB'],
  ['MAN', 'EGCC', 'GBMNC', 'Manchester', 'GB'],
  ['DUB', 'EIDW', 'IEDUB', 'Dublin', 'IE'],
  ['CDG', 'LFPG', 'FRPAR', 'Paris', 'FR'],
  ['ORY', 'LFPO', 'FRORY', 'Paris', 'FR'],
  ['FRA', 'EDDF', 'DEFRA', 'Frankfurt am Main', 'DE'],
  ['MUC', 'EDDM', 'DEMUC', 'Munich', 'DE'],
  ['BER', 'EDDB', 'DEBER', 'Berlin', 'DE'],
  ['AMS', 'EHAM', 'NLAMS', 'Amsterdam', 'NL'],
  ['MAD', 'LEMD', 'ESMAD', 'Madrid', 'ES'],
  ['BCN', 'LEBL', 'ESBCN', 'Barcelona', 'ES'],
  ['FCO', 'LIRF', 'ITROM', 'Rome', 'IT'],
  ['MXP', 'LIMC', 'ITMIL', 'Milan', 'IT'],
  ['ZRH', 'LSZH', 'CHZRH', 'Zürich', 'CH'],
  ['VIE', 'LOWW', 'ATVIE', 'Vienna', 'AT'],
  ['CPH', 'EKCH', 'DKCPH', 'Copenhagen', 'DK'],
  ['ARN', 'ESSA', 'SESTO', 'Stockholm', 'SE'],
  ['IST', 'LTFM', 'TRIST', 'Istanbul', 'TR'],
  ['DXB', 'OMDB', 'AEDXB', 'Dubai', 'AE'],
  ['DEL', 'VIDP', 'INDEL', 'New Delhi', 'IN'],
  ['BOM', 'VABB', 'INBOM', 'Mumbai', 'IN'],
  ['SIN', 'WSSS', 'SGSIN', 'Singapore', 'SG'],
  ['HKG', 'VHHH', 'HKHKG', 'Hong Kong', 'HK'],
  ['PEK', 'ZBAA', 'CNBJS', 'Beijing', 'CN'],
  ['PVG', 'ZSPD', 'CNSHA', 'Shanghai', 'CN'],
  ['HND', 'RJTT', 'JPTYO', 'Tokyo', 'JP'],
  ['NRT', 'RJAA', 'JPNRT', 'Tokyo', 'JP'],
  ['ICN', 'RKSI', 'KRSEL', 'Seoul', 'KR'],
  ['BKK', 'VTBS', 'THBKK', 'Bangkok', 'TH'],
  ['SYD', 'YSSY', 'AUSYD', 'Sydney', 'AU'],
  ['MEL', 'YMML', 'AUMEL', 'Melbourne', 'AU'],
  ['AKL', 'NZAA', 'NZAKL', 'Auckland', 'NZ'],
  ['JNB', 'FAOR', 'ZAJNB', 'Johannesburg', 'ZA'],
  ['CAI', 'HECA', 'EGCAI', 'Cairo', 'EG'],
]

/** A value that is written as a code rather than a place id (place ids are numeric). */
const CODE_RE = /^(?:[A-Za-z]{3}|[A-Za-z0-9]{4}|[A-Za-z]{2}[A-Za-z0-9]{3})$/

export function isAirportCode(value: string): boolean {
  return CODE_RE.test(value) && /[A-Za-z]/.test(value)
}

const cities = new WeakMap<Gazetteer, ReadonlyMap<string, string>>()

function codeTable(gazetteer: Gazetteer): ReadonlyMap<string, string> {
  let table = cities.get(gazetteer)
  if (table) return table
  const map = new Map<string, string>()
  for (const [iata, icao, locode, name, country] of AIRPORTS) {
    const city = gazetteer.search(name, { types: ['locality'], countries: [country], limit: 1 })[0]
    if (!city) continue
    for (const code of [iata, icao, locode]) if (!map.has(code)) map.set(code, city.id)
  }
  table = map
  cities.set(gazetteer, table)
  return table
}

/** The locality id an airport or UN/LOCODE code stands for; undefined when the code is unknown. */
export function resolveAirportCode(gazetteer: Gazetteer, code: string): string | undefined {
  return codeTable(gazetteer).get(code.toUpperCase())
}

/**
 * Place ids of a `place.*` list: ids pass through, codes become their city, unknown codes are
 * dropped. An all-unknown list keeps one id no place has, so the filter matches nothing rather
 * than being lifted.
 */
export function resolvePlaceList(gazetteer: Gazetteer, values: readonly string[]): string[] {
  const out = new Set<string>()
  for (const value of values) {
    if (gazetteer.get(value) !== undefined || !isAirportCode(value)) {
      out.add(value)
      continue
    }
    const city = resolveAirportCode(gazetteer, value)
    if (city !== undefined) out.add(city)
  }
  return out.size > 0 ? [...out] : ['unknown-place']
}
