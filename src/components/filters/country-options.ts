// Countries for pickers: ISO codes (src/contract/countries.ts) with their English names from the
// browser's own data (Intl.DisplayNames), sorted by name, so analysts pick "Germany", not "DE".
import { COUNTRY_CODES } from '../../contract/countries'
import type { PickerOption } from './option-search'

const regionNames = new Intl.DisplayNames('en', { type: 'region', fallback: 'code' })

/** `DE` -> `Germany`; a code the browser does not know reads as itself. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code
  } catch {
    // DisplayNames throws on what is not a region code at all (a hand-edited link).
    return code
  }
}

/** Every country, named, A to Z by name. */
export const COUNTRY_OPTIONS: readonly PickerOption[] = COUNTRY_CODES.map((code) => ({
  value: code,
  label: countryName(code),
})).sort((a, b) => a.label.localeCompare(b.label, 'en'))
