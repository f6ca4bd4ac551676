// Continents with their GeoNames ids, and the continent of every ISO 3166-1 alpha-2 code as
// GeoNames' countryInfo assigns it (i18n-iso-countries has no continents). Transcontinental
// countries follow GeoNames: Russia in Europe; Turkey, Georgia, Armenia, Azerbaijan and
// Kazakhstan in Asia; Cyprus in Europe.

export interface Continent {
  readonly code: string
  readonly id: number
  readonly name: string
  /** Representative point (GeoNames' coordinates of the continent). */
  readonly lon: number
  readonly lat: number
}

export const CONTINENTS: readonly Continent[] = [
  { code: 'AF', id: 6255146, name: 'Africa', lon: 21.09375, lat: 7.1881 },
  { code: 'AN', id: 6255152, name: 'Antarctica', lon: 16.40625, lat: -78.15856 },
  { code: 'AS', id: 6255147, name: 'Asia', lon: 89.29688, lat: 29.84064 },
  { code: 'EU', id: 6255148, name: 'Europe', lon: 9.14062, lat: 48.69096 },
  { code: 'NA', id: 6255149, name: 'North America', lon: -100.54688, lat: 46.07323 },
  { code: 'OC', id: 6255151, name: 'Oceania', lon: 138.51562, lat: -18.31281 },
  { code: 'SA', id: 6255150, name: 'South America', lon: -56.25, lat: -14.60485 },
]

const MEMBERS: Readonly<Record<string, string>> = {
  AF:
    'AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA ' +
    'MG ML MR MU MW MZ NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TD TG TN TZ UG YT ZA ZM ZW',
  AN: 'AQ BV GS HM TF',
  AS:
    'AE AF AM AZ BD BH BN BT CC CN CX GE HK ID IL IN IO IQ IR JO JP KG KH KP KR KW KZ LA LB ' +
    'LK MM MN MO MV MY NP OM PH PK PS QA SA SG SY TH TJ TM TR TW UZ VN YE',
  EU:
    'AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE ' +
    'LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM UA VA XK',
  NA:
    'AG AI AW BB BL BM BQ BS BZ CA CR CU CW DM DO GD GL GP GT HN HT JM KN KY LC MF MQ MS MX ' +
    'NI PA PM PR SV SX TC TT US VC VG VI',
  OC: 'AS AU CK FJ FM GU KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TL TO TV UM VU WF WS',
  SA: 'AR BO BR CL CO EC FK GF GY PE PY SR UY VE',
}

export const CONTINENT_BY_ALPHA2: ReadonlyMap<string, string> = new Map(
  Object.entries(MEMBERS).flatMap(([continent, list]) =>
    list.split(' ').map((alpha2) => [alpha2, continent] as const),
  ),
)
