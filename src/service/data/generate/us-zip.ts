// ZIP codes by state: the USPS gives each state blocks of three-digit prefixes (the sectional
// centre facilities), so a venue's ZIP starts with one of its state's prefixes and an address in
// New York never carries a New Jersey ZIP. Prefixes as [first, last], inclusive.

import type { Rng } from '../random'

export const US_ZIP_PREFIXES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  AL: [[350, 369]],
  AK: [[995, 999]],
  AZ: [[850, 865]],
  AR: [[716, 729]],
  CA: [[900, 961]],
  CO: [[800, 816]],
  CT: [[60, 69]],
  DE: [[197, 199]],
  DC: [[200, 205]],
  FL: [[320, 349]],
  GA: [
    [300, 319],
    [398, 399],
  ],
  HI: [[967, 968]],
  ID: [[832, 838]],
  IL: [[600, 629]],
  IN: [[460, 479]],
  IA: [[500, 528]],
  KS: [[660, 679]],
  KY: [[400, 427]],
  LA: [[700, 714]],
  ME: [[39, 49]],
  MD: [[206, 219]],
  MA: [[10, 27]],
  MI: [[480, 499]],
  MN: [[550, 567]],
  MS: [[386, 397]],
  MO: [[630, 658]],
  MT: [[590, 599]],
  NE: [[680, 693]],
  NV: [[889, 898]],
  NH: [[30, 38]],
  NJ: [[70, 89]],
  NM: [[870, 884]],
  NY: [[100, 149]],
  NC: [[270, 289]],
  ND: [[580, 588]],
  OH: [[430, 459]],
  OK: [[730, 749]],
  OR: [[970, 979]],
  PA: [[150, 196]],
  RI: [[28, 29]],
  SC: [[290, 299]],
  SD: [[570, 577]],
  TN: [[370, 385]],
  TX: [
    [750, 799],
    [885, 885],
  ],
  UT: [[840, 847]],
  VT: [[50, 59]],
  VA: [
    [220, 246],
    [201, 201],
  ],
  WA: [[980, 994]],
  WV: [[247, 268]],
  WI: [[530, 549]],
  WY: [[820, 831]],
}

/** A five-digit ZIP code of the state with this USPS code; any ZIP for an unknown code. */
export function zipCode(stateCode: string, rng: Rng): string {
  const blocks = US_ZIP_PREFIXES[stateCode] ?? [[10, 999] as const]
  const [first, last] = rng.pick(blocks)
  return String(rng.between(first, last) * 100 + rng.between(1, 99)).padStart(5, '0')
}

/** Whether `zip` starts with one of the prefixes of the state with this USPS code. */
export function zipInState(zip: string, stateCode: string): boolean {
  const prefix = Number(zip.slice(0, 3))
  return (US_ZIP_PREFIXES[stateCode] ?? []).some(
    ([first, last]) => prefix >= first && prefix <= last,
  )
}
