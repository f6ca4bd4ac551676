// Prefix search over place names: a sorted token list answers "which names have a word
// starting with X" by binary search; candidates are then checked against every query word
// and ranked by match quality, then population (the places endpoint orders by relevance).
import { normalizeText, tokenize } from './normalize'
import type { PlaceRecord } from './types'

interface Entry {
  readonly token: string
  readonly row: number
}

/** Match quality, lower is better. */
const EXACT = 0
const NAME_PREFIX = 1
const WORD_PREFIXES_IN_ORDER = 2
const WORD_PREFIXES = 3

export interface SearchHit {
  readonly row: number
  readonly score: number
}

export class SearchIndex {
  private readonly entries: Entry[] = []
  /** Normalised names of each row: its own name first, then aliases. */
  private readonly names: string[][]

  constructor(records: readonly PlaceRecord[], altNames: readonly (readonly [number, string])[]) {
    this.names = records.map((r) => [normalizeText(r.name)])
    for (const [row, alt] of altNames) this.names[row]?.push(normalizeText(alt))
    this.names.forEach((names, row) => {
      const seen = new Set<string>()
      for (const name of names)
        for (const token of name.split(' '))
          if (token !== '' && !seen.has(token)) {
            seen.add(token)
            this.entries.push({ token, row })
          }
    })
    this.entries.sort((a, b) => (a.token < b.token ? -1 : a.token > b.token ? 1 : a.row - b.row))
  }

  private lowerBound(prefix: string): number {
    let lo = 0
    let hi = this.entries.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if ((this.entries[mid]?.token ?? '') < prefix) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  private range(prefix: string): [number, number] {
    const start = this.lowerBound(prefix)
    let end = start
    while (end < this.entries.length && this.entries[end]?.token.startsWith(prefix)) end++
    return [start, end]
  }

  private score(row: number, query: string, words: readonly string[]): number {
    let best = Infinity
    for (const name of this.names[row] ?? []) {
      if (name === query) return EXACT
      if (name.startsWith(query)) {
        best = Math.min(best, NAME_PREFIX)
        continue
      }
      const tokens = name.split(' ')
      if (!words.every((w) => tokens.some((t) => t.startsWith(w)))) continue
      // Query words matching name words in the same order read like the name itself.
      let at = 0
      for (const t of tokens) if (at < words.length && t.startsWith(words[at] ?? '')) at++
      best = Math.min(best, at === words.length ? WORD_PREFIXES_IN_ORDER : WORD_PREFIXES)
    }
    return best
  }

  /** Rows matching every word of the query, with their match quality. */
  match(query: string): SearchHit[] {
    const words = tokenize(query)
    if (words.length === 0) return []
    const normalized = words.join(' ')
    // Start from the rarest word: the smallest candidate set.
    let narrowest: [number, number] = [0, 0]
    let size = Infinity
    for (const w of words) {
      const [s, e] = this.range(w)
      if (e - s < size) {
        narrowest = [s, e]
        size = e - s
      }
    }
    const hits: SearchHit[] = []
    const seen = new Set<number>()
    for (let i = narrowest[0]; i < narrowest[1]; i++) {
      const row = this.entries[i]?.row
      if (row === undefined || seen.has(row)) continue
      seen.add(row)
      const score = this.score(row, normalized, words)
      if (score !== Infinity) hits.push({ row, score })
    }
    return hits
  }
}
