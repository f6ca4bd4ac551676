// US states and the District of Columbia by FIPS code, with the USPS abbreviation that
// GeoNames uses as the admin1 code of US cities. Territories (PR, GU, VI, AS, MP) are
// countries of their own in GeoNames and ISO 3166-1, so they are not US regions here.

export const US_STATE_ABBR_BY_FIPS: ReadonlyMap<string, string> = new Map(
  (
    '01 AL,02 AK,04 AZ,05 AR,06 CA,08 CO,09 CT,10 DE,11 DC,12 FL,13 GA,15 HI,16 ID,17 IL,' +
    '18 IN,19 IA,20 KS,21 KY,22 LA,23 ME,24 MD,25 MA,26 MI,27 MN,28 MS,29 MO,30 MT,31 NE,' +
    '32 NV,33 NH,34 NJ,35 NM,36 NY,37 NC,38 ND,39 OH,40 OK,41 OR,42 PA,44 RI,45 SC,46 SD,' +
    '47 TN,48 TX,49 UT,50 VT,51 VA,53 WA,54 WV,55 WI,56 WY'
  )
    .split(',')
    .map((pair) => {
      const [fips = '', abbr = ''] = pair.split(' ')
      return [fips, abbr] as const
    }),
)
