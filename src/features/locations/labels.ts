// Labels (tags) of saved locations: typed into chips, offered as a filter, matched exactly. The
// API's list has no label parameter (its `q` also searches names and addresses), so the view
// filters by label itself, over every matching location it already fetches for the map.
import type { SavedLocation } from '../../contract/saved-location'

/** Trimmed, without blanks and repeats, in the order given. */
const cleaned = (parts: readonly string[]): string[] => [
  ...new Set(parts.map((label) => label.trim()).filter((label) => label !== '')),
]

/** The labels of an input on save: its chips, then what is still typed in it. */
export function withTyped(labels: readonly string[], text: string): string[] {
  return cleaned([...labels, ...text.split(/[,;]/)])
}

/**
 * What a label input holds after typing: every part before the last separator becomes a chip
 * (added after `labels`, without repeats), the part after it stays in the input to be finished.
 */
export function commitTyped(
  labels: readonly string[],
  text: string,
): { labels: string[]; rest: string } {
  const parts = text.split(/[,;]/)
  const rest = parts.pop() ?? ''
  return { labels: cleaned([...labels, ...parts]), rest: rest.trimStart() }
}

/** Whether the location carries every label asked for (none asked: every location does). */
export function hasEveryLabel(
  location: Pick<SavedLocation, 'labels'>,
  wanted: readonly string[],
): boolean {
  return wanted.every((label) => location.labels.includes(label))
}

/** Every label in use, in alphabetical order (case and accents ignored), each once. */
export function labelsInUse(locations: readonly Pick<SavedLocation, 'labels'>[]): string[] {
  const seen = new Set(locations.flatMap((location) => location.labels))
  return [...seen].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
}
