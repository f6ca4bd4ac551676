// Search normalisation: case- and accent-insensitive ("Zürich" = "zurich"), punctuation as
// word breaks ("Saint-Denis" = "saint denis").

/** Letters that do not decompose into a base letter plus a combining mark. */
const FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
}

export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþıħ]/g, (ch) => FOLDS[ch] ?? ch)
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

export function tokenize(text: string): string[] {
  const normalized = normalizeText(text)
  return normalized === '' ? [] : normalized.split(' ')
}
