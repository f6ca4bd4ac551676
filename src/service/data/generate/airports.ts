// Busy airports whose delays are reported (docs/api.md "Event": airport-delays), under their real
// names, with the city the gazetteer knows them by. unscheduled.ts generates from this table and
// checks/ reads it back.

export interface Airport {
  readonly code: string
  readonly name: string
  readonly city: string
  readonly country: string
}

export const AIRPORTS: readonly Airport[] = [
  'ATL|Hartsfield-Jackson Atlanta International Airport|Atlanta|US',
  'LAX|Los Angeles International Airport|Los Angeles|US',
  "ORD|O'Hare International Airport|Chicago|US",
  'DFW|Dallas/Fort Worth International Airport|Dallas|US',
  'DEN|Denver International Airport|Denver|US',
  'JFK|John F. Kennedy International Airport|New York City|US',
  'SFO|San Francisco International Airport|San Francisco|US',
  'SEA|Seattle-Tacoma International Airport|Seattle|US',
  'LAS|Harry Reid International Airport|Las Vegas|US',
  'MCO|Orlando International Airport|Orlando|US',
  'MIA|Miami International Airport|Miami|US',
  'CLT|Charlotte Douglas International Airport|Charlotte|US',
  'PHX|Phoenix Sky Harbor International Airport|Phoenix|US',
  'IAH|George Bush Intercontinental Airport|Houston|US',
  'BOS|Boston Logan International Airport|Boston|US',
  'MSP|Minneapolis-Saint Paul International Airport|Minneapolis|US',
  'DTW|Detroit Metropolitan Wayne County Airport|Detroit|US',
  'PHL|Philadelphia International Airport|Philadelphia|US',
  'EWR|Newark Liberty International Airport|Newark|US',
  'SLC|Salt Lake City International Airport|Salt Lake City|US',
  'LHR|London Heathrow Airport|London|GB',
  'MAN|Manchester Airport|Manchester|GB',
  'CDG|Paris Charles de Gaulle Airport|Paris|FR',
  'FRA|Frankfurt Airport|Frankfurt am Main|DE',
  'MUC|Munich Airport|Munich|DE',
  'AMS|Amsterdam Airport Schiphol|Amsterdam|NL',
  'MAD|Adolfo Suárez Madrid-Barajas Airport|Madrid|ES',
  'BCN|Josep Tarradellas Barcelona-El Prat Airport|Barcelona|ES',
  'FCO|Rome Fiumicino Airport|Rome|IT',
  'DUB|Dublin Airport|Dublin|IE',
  'YYZ|Toronto Pearson International Airport|Toronto|CA',
  'YVR|Vancouver International Airport|Vancouver|CA',
  'SYD|Sydney Kingsford Smith Airport|Sydney|AU',
  'MEL|Melbourne Airport|Melbourne|AU',
  'HND|Tokyo Haneda Airport|Tokyo|JP',
  'SIN|Singapore Changi Airport|Singapore|SG',
  'DXB|Dubai International Airport|Dubai|AE',
  'HKG|Hong Kong International Airport|Hong Kong|HK',
  'ICN|Incheon International Airport|Incheon|KR',
  'MEX|Mexico City International Airport|Mexico City|MX',
  'GRU|São Paulo/Guarulhos International Airport|São Paulo|BR',
  'AKL|Auckland Airport|Auckland|NZ',
].map((entry) => {
  const [code = '', name = '', city = '', country = ''] = entry.split('|')
  return { code, name, city, country }
})

/** Reported causes; weather is the commonest, hence listed twice. */
export const DELAY_CAUSES = ['weather', 'congestion', 'staffing', 'technical', 'weather'] as const

export function delayTitle(airport: Airport): string {
  return `Delays at ${airport.name} (${airport.code})`
}

/** The airport entity's name. */
export function airportEntityName(airport: Airport): string {
  return `${airport.name} (${airport.code})`
}
