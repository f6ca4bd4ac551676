// Typing to find options of a picker by name: case and accents do not matter ("cote" finds
// "Côte d’Ivoire"), and the closest matches come first.

export interface PickerOption {
  readonly value: string
  readonly label: string
}

/** Lower case without diacritics, so that typing need not match either. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()
}

/**
 * How well `option` matches the folded `text`: 0 its value exactly (a code such as `US`), 1 the
 * label's start, 2 the start of a later word, 3 anywhere in the label; undefined no match.
 */
function matchRank(option: PickerOption, text: string): number | undefined {
  if (fold(option.value) === text) return 0
  const label = fold(option.label)
  if (label.startsWith(text)) return 1
  if (label.split(/[\s\-–(.,&’']+/).some((word) => word.startsWith(text))) return 2
  return label.includes(text) ? 3 : undefined
}

/** The options matching `text`, best first, in their given order within a rank; all for ''. */
export function searchOptions<O extends PickerOption>(options: readonly O[], text: string): O[] {
  const folded = fold(text)
  if (folded === '') return [...options]
  return options
    .map((option, index) => ({ option, index, rank: matchRank(option, folded) }))
    .filter(
      (entry): entry is { option: O; index: number; rank: number } => entry.rank !== undefined,
    )
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.option)
}

/**
 * `values` in the order of `options`, without repeats; values that are no option (a hand-edited
 * link) keep their place at the end. One order for one set keeps URLs and queries canonical.
 */
export function inOptionOrder(
  options: readonly PickerOption[],
  values: readonly string[],
): string[] {
  const wanted = new Set(values)
  const known = options.map((option) => option.value).filter((value) => wanted.has(value))
  const knownSet = new Set(known)
  return [...known, ...[...wanted].filter((value) => !knownSet.has(value))]
}
