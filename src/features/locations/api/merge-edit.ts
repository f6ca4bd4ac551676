// Two tabs editing one location never lose a write. PUT is a full replacement (docs/api.md "Saved
// locations (beta)"), so an edit started from an older copy would silently undo what another tab
// saved meanwhile. Before a PUT the view reads the location again; when it changed since the form
// opened, the edit is merged three ways: what this form changed wins, everything else is taken from
// the newer copy.
import type { SavedLocation, SavedLocationBodyInput } from '../../../contract/saved-location'

export type EditableFields = Pick<
  SavedLocationBodyInput,
  'name' | 'labels' | 'formatted_address' | 'geojson' | 'place_ids'
>

/** The body members of a stored location (what a PUT of it unchanged would send). */
export function fieldsOf(location: SavedLocation): EditableFields {
  return {
    name: location.name,
    labels: location.labels,
    formatted_address: location.formatted_address,
    ...(location.geojson ? { geojson: location.geojson } : { place_ids: location.place_ids ?? [] }),
  }
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

export interface Merged {
  readonly body: EditableFields
  /** Fields another tab changed that this edit kept. */
  readonly kept: readonly string[]
  /** Fields both changed: this edit's value wins, the other is overwritten. */
  readonly overwritten: readonly string[]
}

/** Three-way merge of an edit (`mine`) made from `base` onto the current copy (`theirs`). */
export function mergeEdit(
  base: EditableFields,
  mine: EditableFields,
  theirs: EditableFields,
): Merged {
  const kept: string[] = []
  const overwritten: string[] = []
  const pick = <K extends 'name' | 'labels' | 'formatted_address'>(key: K) => {
    const mineChanged = !same(mine[key], base[key])
    const theirsChanged = !same(theirs[key], base[key])
    if (theirsChanged && !mineChanged) kept.push(key)
    if (theirsChanged && mineChanged && !same(mine[key], theirs[key])) overwritten.push(key)
    return mineChanged ? mine[key] : theirs[key]
  }
  const baseShape = { geojson: base.geojson, place_ids: base.place_ids }
  const mineShape = { geojson: mine.geojson, place_ids: mine.place_ids }
  const theirsShape = { geojson: theirs.geojson, place_ids: theirs.place_ids }
  const mineMoved = !same(mineShape, baseShape)
  const theirsMoved = !same(theirsShape, baseShape)
  if (theirsMoved && !mineMoved) kept.push('area')
  if (theirsMoved && mineMoved && !same(mineShape, theirsShape)) overwritten.push('area')
  const shape = mineMoved ? mineShape : theirsShape
  return {
    body: {
      name: pick('name'),
      labels: pick('labels'),
      formatted_address: pick('formatted_address'),
      ...(shape.geojson ? { geojson: shape.geojson } : { place_ids: shape.place_ids ?? [] }),
    },
    kept,
    overwritten,
  }
}

const FIELD_WORDS: readonly (readonly [string, string])[] = [
  ['name', 'name'],
  ['labels', 'labels'],
  ['formatted_address', 'address'],
  ['area', 'area'],
]

/** Fields in words, in the form's order: `name and area`, `name, labels and area`. */
export function fieldsInWords(fields: readonly string[]): string {
  const words = FIELD_WORDS.filter(([field]) => fields.includes(field)).map(([, word]) => word)
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`
}
