// The engine's full-text document of an event (engine/text.ts: title, labels and entity names)
// as DuckDB stores it: its distinct tokens, space-separated and space-padded, so "the document
// has token w" is exactly `contains(doc, ' w ')` (tokens never contain spaces).

import type { EventTable } from '../../src/service/data/tables'
import { textsOf } from '../../src/service/data/text-column'
import { tokenize } from '../../src/service/engine/text'

export function docOf(t: EventTable): (r: number) => string {
  const titleWords = new Map<string, readonly string[]>()
  const labelWords = t.labelNames.values.map(tokenize)
  const entityWords = textsOf(t.entityTable.name).map(tokenize)
  return (r) => {
    const title = t.title.get(r) ?? ''
    let words = titleWords.get(title)
    if (!words) {
      words = tokenize(title)
      titleWords.set(title, words)
    }
    const all = new Set(words)
    for (let i = t.labels.offsets[r] ?? 0; i < (t.labels.offsets[r + 1] ?? 0); i++) {
      for (const w of labelWords[t.labels.values[i] ?? 0] ?? []) all.add(w)
    }
    for (let i = t.entities.offsets[r] ?? 0; i < (t.entities.offsets[r + 1] ?? 0); i++) {
      for (const w of entityWords[t.entities.values[i] ?? 0] ?? []) all.add(w)
    }
    return ` ${[...all].join(' ')} `
  }
}

/** SQL: the document holds every token of the query (an empty query matches nothing, as in the engine). */
export function docHasAllSql(tokens: readonly string[], quote: (s: string) => string): string {
  if (tokens.length === 0) return 'FALSE'
  return tokens.map((w) => `contains(doc, ${quote(` ${w} `)})`).join(' AND ')
}
