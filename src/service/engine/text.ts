// Full-text index for `q` (docs/api.md "Search events": full text that influences relevance).
// Documents are an event's title plus its labels and entity names; tokens are lowercased,
// accent-folded runs of letters and digits. Every query token must occur (AND), and matches
// are scored with BM25 (k1 = 1.2, b = 0.75), the ranking Elasticsearch uses by default.

import type { EventTable } from '../data/tables'
import { textsOf } from '../data/text-column'
import { indexIn, intersect } from './postings'

const NON_ASCII = /[^\u0020-\u007e]/
const MARKS = /[\u0300-\u036f]/g
const SPLIT = /[^\p{L}\p{N}]+/u

const SPLIT_ASCII = /[^a-z0-9]+/

export function tokenize(text: string): string[] {
  let s = text.toLowerCase()
  let split = SPLIT_ASCII
  if (NON_ASCII.test(s)) {
    s = s.normalize('NFD').replace(MARKS, '')
    split = SPLIT
  }
  return s.split(split).filter((t) => t.length > 0)
}

export interface TextIndex {
  readonly terms: ReadonlyMap<string, number>
  readonly offsets: Uint32Array
  readonly rows: Uint32Array
  readonly tf: Uint16Array
  readonly docLength: Uint16Array
  readonly avgDocLength: number
}

export function buildTextIndex(t: EventTable): TextIndex {
  const terms = new Map<string, number>()
  const termOf = (tok: string): number => {
    let id = terms.get(tok)
    if (id === undefined) {
      id = terms.size
      terms.set(tok, id)
    }
    return id
  }
  const ids = (text: string): Uint32Array => {
    const tokens = tokenize(text)
    const out = new Uint32Array(tokens.length)
    for (let i = 0; i < tokens.length; i++) out[i] = termOf(tokens[i] ?? '')
    return out
  }
  const labelTokens = t.labelNames.values.map(ids)
  const entityTokens = textsOf(t.entityTable.name).map(ids)
  // Generated titles repeat a lot (series, days of a festival): tokenise each distinct one once.
  const titleTokens = new Map<string, Uint32Array>()
  const rowTitle: Uint32Array[] = new Array<Uint32Array>(t.size)
  const { labels, entities } = t
  const empty = new Uint32Array(0)

  // Pass 1: token occurrences per row (title, labels, entity names), as CSR.
  const occOffsets = new Uint32Array(t.size + 1)
  let total = 0
  for (let r = 0; r < t.size; r++) {
    const title = t.title.get(r) ?? ''
    let tokens = titleTokens.get(title)
    if (!tokens) {
      tokens = ids(title)
      titleTokens.set(title, tokens)
    }
    rowTitle[r] = tokens
    total += tokens.length
    for (let i = labels.offsets[r] ?? 0; i < (labels.offsets[r + 1] ?? 0); i++) {
      total += (labelTokens[labels.values[i] ?? 0] ?? empty).length
    }
    for (let i = entities.offsets[r] ?? 0; i < (entities.offsets[r + 1] ?? 0); i++) {
      total += (entityTokens[entities.values[i] ?? 0] ?? empty).length
    }
    occOffsets[r + 1] = total
  }
  const occ = new Uint32Array(total)
  let w = 0
  for (let r = 0; r < t.size; r++) {
    const tokens = rowTitle[r] ?? empty
    occ.set(tokens, w)
    w += tokens.length
    for (let i = labels.offsets[r] ?? 0; i < (labels.offsets[r + 1] ?? 0); i++) {
      const l = labelTokens[labels.values[i] ?? 0] ?? empty
      occ.set(l, w)
      w += l.length
    }
    for (let i = entities.offsets[r] ?? 0; i < (entities.offsets[r + 1] ?? 0); i++) {
      const e = entityTokens[entities.values[i] ?? 0] ?? empty
      occ.set(e, w)
      w += e.length
    }
  }

  // Pass 2: distinct terms per row with their frequencies. seenRow/seenSlot remember, per term,
  // the last row that had it and where its count sits, so no per-row sort or map is needed.
  const seenRow = new Int32Array(terms.size).fill(-1)
  const seenSlot = new Uint32Array(terms.size)
  const rowOffsets = new Uint32Array(t.size + 1)
  const rowTerms = new Uint32Array(total)
  const rowTf = new Uint16Array(total)
  const docLength = new Uint16Array(t.size)
  let n = 0
  for (let r = 0; r < t.size; r++) {
    const from = occOffsets[r] ?? 0
    const to = occOffsets[r + 1] ?? 0
    for (let i = from; i < to; i++) {
      const id = occ[i] ?? 0
      if (seenRow[id] === r) {
        const slot = seenSlot[id] ?? 0
        rowTf[slot] = Math.min(65535, (rowTf[slot] ?? 0) + 1)
      } else {
        seenRow[id] = r
        seenSlot[id] = n
        rowTerms[n] = id
        rowTf[n++] = 1
      }
    }
    rowOffsets[r + 1] = n
    docLength[r] = Math.min(to - from, 65535)
  }

  // Pass 3: invert into postings by term (rows ascend within each term).
  const offsets = new Uint32Array(terms.size + 1)
  for (let i = 0; i < n; i++) {
    const id = rowTerms[i] ?? 0
    offsets[id + 1] = (offsets[id + 1] ?? 0) + 1
  }
  for (let k = 0; k < terms.size; k++) offsets[k + 1] = (offsets[k + 1] ?? 0) + (offsets[k] ?? 0)
  const cursor = offsets.slice(0, terms.size)
  const rows = new Uint32Array(n)
  const tf = new Uint16Array(n)
  for (let r = 0; r < t.size; r++) {
    for (let i = rowOffsets[r] ?? 0; i < (rowOffsets[r + 1] ?? 0); i++) {
      const id = rowTerms[i] ?? 0
      const at = cursor[id] ?? 0
      rows[at] = r
      tf[at] = rowTf[i] ?? 0
      cursor[id] = at + 1
    }
  }
  return { terms, offsets, rows, tf, docLength, avgDocLength: t.size > 0 ? total / t.size : 1 }
}

export interface TextMatch {
  /** Ascending rows containing every query token. */
  readonly rows: Uint32Array
  /**
   * The BM25 score of one of `rows`. Scored when asked: a page sorted by another key needs the
   * scores of its own rows only, not of every match.
   */
  score(row: number): number
}

const K1 = 1.2
const B = 0.75

/** Rows matching every token of `q` with their BM25 scores; a query without tokens matches nothing. */
export function searchText(ix: TextIndex, docCount: number, q: string): TextMatch {
  const ids = [...new Set(tokenize(q))].map((tok) => ix.terms.get(tok))
  if (ids.length === 0 || ids.some((id) => id === undefined)) {
    return { rows: new Uint32Array(0), score: () => 0 }
  }
  const terms = (ids as number[]).map((id) => {
    const [start, end] = [ix.offsets[id] ?? 0, ix.offsets[id + 1] ?? 0]
    const df = end - start
    return {
      rows: ix.rows.subarray(start, end),
      tf: ix.tf.subarray(start, end),
      idf: Math.log(1 + (docCount - df + 0.5) / (df + 0.5)),
    }
  })
  terms.sort((a, b) => a.rows.length - b.rows.length)
  let rows: Uint32Array | undefined
  for (const term of terms) rows = rows === undefined ? term.rows : intersect(rows, term.rows)
  const score = (row: number): number => {
    const norm = 1 - B + (B * (ix.docLength[row] ?? 0)) / ix.avgDocLength
    let sum = 0
    for (const term of terms) {
      const f = term.tf[indexIn(term.rows, row)] ?? 0
      sum += (term.idf * (f * (K1 + 1))) / (f + K1 * norm)
    }
    return sum
  }
  return { rows: rows ?? new Uint32Array(0), score }
}
