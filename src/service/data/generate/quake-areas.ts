// Where the ground moves (docs/dataset.md "Plausibility"): seismic belts, volcanic regions, and
// steep ground in its rainy season; the seasons that go with them are in hazards.ts.

import type { Area } from './zones'

// --- Earthquakes and volcanoes: plate boundaries and hot spots.

export const SEISMIC: readonly Area[] = [
  {
    countries: [
      'JP',
      'ID',
      'PH',
      'TW',
      'NZ',
      'CL',
      'PE',
      'EC',
      'CO',
      'BO',
      'VE',
      'GT',
      'SV',
      'NI',
      'CR',
      'HN',
      'PA',
      'HT',
      'DO',
      'JM',
      'TR',
      'GR',
      'IT',
      'AL',
      'ME',
      'MK',
      'CY',
      'RO',
      'IR',
      'AF',
      'PK',
      'NP',
      'BT',
      'MM',
      'PG',
      'VU',
      'TO',
      'SB',
      'FJ',
      'TJ',
      'KG',
      'GE',
      'AM',
      'AZ',
      'IS',
      'DZ',
      'SY',
    ],
  },
  {
    countries: ['US'],
    regions: [
      'California',
      'Alaska',
      'Washington',
      'Oregon',
      'Nevada',
      'Utah',
      'Hawaii',
      'Idaho',
      'Montana',
      'Wyoming',
    ],
  },
  { countries: ['CA'], regions: ['British Columbia', 'Yukon'] },
  {
    countries: ['MX'],
    regions: [
      'Guerrero',
      'Oaxaca',
      'Chiapas',
      'Michoacán',
      'Jalisco',
      'Colima',
      'Mexico City',
      'México',
      'Puebla',
      'Morelos',
      'Baja California',
      'Tlaxcala',
      'Veracruz',
    ],
  },
  {
    countries: ['CN'],
    regions: ['Sichuan', 'Yunnan', 'Xinjiang', 'Tibet', 'Qinghai', 'Gansu', 'Ningxia'],
  },
  {
    countries: ['IN'],
    regions: [
      'Jammu and Kashmir',
      'Ladakh',
      'Himachal Pradesh',
      'Uttarakhand',
      'Sikkim',
      'Assam',
      'Meghalaya',
      'Manipur',
      'Mizoram',
      'Nagaland',
      'Arunachal Pradesh',
      'Tripura',
      'Gujarat',
      'Andaman and Nicobar',
    ],
  },
  // The Andes of Argentina, Morocco's Rif and Atlas, Kamchatka and the Kurils, the Caucasus.
  { countries: ['AR'], box: [-45, -73, -22, -64] },
  { countries: ['MA'], box: [29, -10, 36, -2] },
  { countries: ['RU'], box: [42, 130, 62, 170] },
  { countries: ['RU'], box: [41, 38, 45, 49] },
]

export const VOLCANIC: readonly Area[] = [
  {
    countries: [
      'IS',
      'ID',
      'PH',
      'GT',
      'SV',
      'NI',
      'CR',
      'EC',
      'CO',
      'CL',
      'PG',
      'VU',
      'TO',
      'CV',
      'KM',
      'RE',
      'GP',
      'MS',
      'VC',
    ],
  },
  { countries: ['IT'], regions: ['Sicily', 'Campania'] },
  // Japan's volcanoes: Kyushu, the Izu and Fuji arc, central Honshu, Tohoku and Hokkaido (the
  // Izu islands' Tokyo and Kanto's plain are left out).
  {
    countries: ['JP'],
    regions: [
      'Kagoshima',
      'Kumamoto',
      'Nagasaki',
      'Oita',
      'Miyazaki',
      'Shizuoka',
      'Yamanashi',
      'Nagano',
      'Gunma',
      'Miyagi',
      'Fukushima',
      'Yamagata',
      'Akita',
      'Iwate',
      'Aomori',
      'Hokkaido',
    ],
  },
  { countries: ['US'], regions: ['Hawaii', 'Alaska', 'Washington', 'Oregon'] },
  {
    countries: ['MX'],
    regions: ['Puebla', 'México', 'Morelos', 'Mexico City', 'Colima', 'Jalisco', 'Tlaxcala'],
  },
  // Southern Peru, New Zealand's North Island, the Kivu rift, Kamchatka, the Canaries, the Azores.
  { countries: ['PE'], box: [-18.5, -73, -14, -69] },
  { countries: ['NZ'], box: [-40, 172, -34, 179] },
  { countries: ['CD'], regions: ['North Kivu'] },
  { countries: ['RU'], box: [50, 155, 62, 165] },
  { countries: ['ES'], regions: ['Canary Islands'] },
  { countries: ['PT'], regions: ['Azores'] },
]

// --- Landslides: steep ground in its rainy season.

export const LANDSLIDE_SUMMER_RAINS: readonly Area[] = [
  { countries: ['JP', 'TW', 'NP', 'BT', 'KR'] },
  {
    countries: ['IN'],
    regions: [
      'Himachal Pradesh',
      'Uttarakhand',
      'Jammu and Kashmir',
      'Sikkim',
      'Assam',
      'Meghalaya',
      'Kerala',
      'Arunachal Pradesh',
      'Mizoram',
      'Manipur',
      'Nagaland',
      'West Bengal',
    ],
  },
  {
    countries: ['CN'],
    regions: [
      'Sichuan',
      'Yunnan',
      'Guizhou',
      'Chongqing',
      'Guangxi',
      'Hunan',
      'Fujian',
      'Zhejiang',
      'Guangdong',
      'Gansu',
      'Shaanxi',
      'Hubei',
    ],
  },
  { countries: ['VN'], box: [14, 102, 24, 110] },
  { countries: ['GT', 'SV', 'HN', 'NI', 'CR', 'HT'] },
]

export const LANDSLIDE_WET_TROPICS: readonly Area[] = [
  { countries: ['PH', 'LK'] },
  { countries: ['CO', 'EC'] },
]

export const LANDSLIDE_SOUTHERN_SUMMER: readonly Area[] = [
  { countries: ['ID', 'PE', 'BO'] },
  {
    countries: ['BR'],
    regions: [
      'Rio de Janeiro',
      'São Paulo',
      'Minas Gerais',
      'Santa Catarina',
      'Espírito Santo',
      'Pernambuco',
      'Paraná',
    ],
  },
]

export const LANDSLIDE_WINTER_RAINS: readonly Area[] = [
  { countries: ['US'], regions: ['California', 'Washington', 'Oregon'] },
  { countries: ['CA'], regions: ['British Columbia'] },
]

export const LANDSLIDE_ALPS: readonly Area[] = [{ countries: ['IT', 'CH', 'AT', 'SI'] }]
export const LANDSLIDE_ALL_YEAR: readonly Area[] = [{ countries: ['NZ'] }]
