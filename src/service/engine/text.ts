// Full-text index for `q` (spec Search events: "Full-text query; can influence relevance").
// Documents are an event's title plus its labels and entity names; tokens are lowercased,
// accent-folded runs of letters and digits. Every query token must occur (AND), and matches
// are scored with BM25 (k1 = 1.2, b = 0.75), the ranking Elasticsearch uses by default.

import type { EventTable } from '../data/tables'
import { intersect } from './postings'

const NON_ASCII = /[^\u0020-\u007e]/
const MARKS = /[\u0300-\u036f]/g
const SPLIT = /[^\p{L}\p{N}]+/u

export function tokenize(text: string): string[] {
  let s = text.toLowerCase()
  if (NON_ASCII.test(s)) s = s.normalize('NFD').replace(MARKS, '')
  return s.split(SPLIT).filter((t) => t.length > 0)
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
  const labelTokens = t.labelNames.values.map((l) => tokenize(l).map(termOf))
  const entityTokens = t.entityTable.name.map((n) => tokenize(n).map(termOf))
  // Generated titles repeat a lot (series, days of a festival): tokenise each distinct one once.
  const titleTokens = new Map<string, number[]>()
  // Per-row distinct terms and their frequencies, CSR.
  const rowOffsets = new Uint32Array(t.size + 1)
  let rowTerms = new Uint32Array(t.size * 6 + 16)
  let rowTf = new Uint16Array(rowTerms.length)
  const docLength = new Uint16Array(t.size)
  // Per term: the last row that saw it and where its tf sits, so a row's duplicate tokens are
  // counted without sorting or a per-row map.
  let seenRow = new Int32Array(1 << 16).fill(-1)
  let seenSlot = new Uint32Array(1 << 16)
  let n = 0
  let totalLength = 0
  let len = 0
  let r = 0
  const add = (id: number): void => {
    len++
    if (id >= seenRow.length) {
      const grownRow = new Int32Array(seenRow.length * 2).fill(-1)
      grownRow.set(seenRow)
      seenRow = grownRow
      const grownSlot = new Uint32Array(grownRow.length)
      grownSlot.set(seenSlot)
      seenSlot = grownSlot
    }
    if (seenRow[id] === r) {
      const slot = seenSlot[id] ?? 0
      rowTf[slot] = Math.min(65535, (rowTf[slot] ?? 0) + 1)
      return
    }
    if (n >= rowTerms.length) {
      const grownTerms = new Uint32Array(rowTerms.length * 2)
      grownTerms.set(rowTerms)
      rowTerms = grownTerms
      const grownTf = new Uint16Array(grownTerms.length)
      grownTf.set(rowTf)
      rowTf = grownTf
    }
    seenRow[id] = r
    seenSlot[id] = n
    rowTerms[n] = id
    rowTf[n++] = 1
  }
  for (r = 0; r < t.size; r++) {
    len = 0
    const title = t.title[r] ?? ''
    let ids = titleTokens.get(title)
    if (!ids) {
      ids = tokenize(title).map(termOf)
      titleTokens.set(title, ids)
    }
    for (const id of ids) add(id)
    for (let i = t.labels.offsets[r] ?? 0; i < (t.labels.offsets[r + 1] ?? 0); i++) {
      for (const id of labelTokens[t.labels.values[i] ?? 0] ?? []) add(id)
    }
    for (let i = t.entities.offsets[r] ?? 0; i < (t.entities.offsets[r + 1] ?? 0); i++) {
      for (const id of entityTokens[t.entities.values[i] ?? 0] ?? []) add(id)
    }
    rowOffsets[r + 1] = n
    docLength[r] = Math.min(len, 65535)
    totalLength += len
  }
  const offsets = new Uint32Array(terms.size + 1)
  for (let i = 0; i < n; i++) {
    const id = rowTerms[i] ?? 0
    offsets[id + 1] = (offsets[id + 1] ?? 0) + 1
  }
  for (let k = 0; k < terms.size; k++) offsets[k + 1] = (offsets[k + 1] ?? 0) + (offsets[k] ?? 0)
  const cursor = offsets.slice(0, terms.size)
  const rows = new Uint32Array(n)
  const tf = new Uint16Array(n)
  for (r = 0; r < t.size; r++) {
    for (let i = rowOffsets[r] ?? 0; i < (rowOffsets[r + 1] ?? 0); i++) {
      const id = rowTerms[i] ?? 0
      const at = cursor[id] ?? 0
      rows[at] = r
      tf[at] = rowTf[i] ?? 0
      cursor[id] = at + 1
    }
  }
  return {
    terms,
    offsets,
    rows,
    tf,
    docLength,
    avgDocLength: t.size > 0 ? totalLength / t.size : 1,
  }
}

export interface TextMatch {
  /** Ascending rows containing every query token. */
  readonly rows: Uint32Array
  /** BM25 score per row, aligned with `rows`. */
  readonly scores: Float64Array
}

const K1 = 1.2
const B = 0.75

/** Rows matching every token of `q` with their BM25 scores; a query without tokens matches nothing. */
export function searchText(ix: TextIndex, docCount: number, q: string): TextMatch {
  const ids = [...new Set(tokenize(q))].map((tok) => ix.terms.get(tok))
  if (ids.length === 0 || ids.some((id) => id === undefined)) {
    return { rows: new Uint32Array(0), scores: new Float64Array(0) }
  }
  const terms = (ids as number[]).map((id) => ({
    start: ix.offsets[id] ?? 0,
    end: ix.offsets[id + 1] ?? 0,
  }))
  terms.sort((a, b) => a.end - a.start - (b.end - b.start))
  let rows: Uint32Array | undefined
  for (const term of terms) {
    const list = ix.rows.subarray(term.start, term.end)
    rows = rows === undefined ? list : intersect(rows, list)
  }
  const out = rows ?? new Uint32Array(0)
  const scores = new Float64Array(out.length)
  for (const term of terms) {
    const df = term.end - term.start
    const idf = Math.log(1 + (docCount - df + 0.5) / (df + 0.5))
    // Both lists ascend, so one merge walk finds each row's tf.
    let j = term.start
    for (let i = 0; i < out.length; i++) {
      const row = out[i] ?? 0
      while ((ix.rows[j] ?? 0) < row) j++
      const f = ix.tf[j] ?? 0
      const norm = 1 - B + (B * (ix.docLength[row] ?? 0)) / ix.avgDocLength
      scores[i] = (scores[i] ?? 0) + (idf * (f * (K1 + 1))) / (f + K1 * norm)
    }
  }
  return { rows: out, scores }
}
