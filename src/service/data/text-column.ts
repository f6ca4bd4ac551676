// A table column of texts (ids, titles, venue names and addresses), read one row at a time. A
// generated dataset holds its texts as arrays; a kept one (docs/dataset-cache.md) leaves them as
// UTF-8 in the file's buffer and decodes a row the first time it is read, so a start-up does not
// turn a million strings into JavaScript ones before its first answer, which needs a few hundred.
// Ids are kept as the seeds the generator drew them from (`SeededIds`), a quarter of their bytes.
import { seededToken } from './random'

export interface TextColumn {
  readonly length: number
  /** The text of `row`; undefined outside 0 ≤ row < length. */
  get(row: number): string | undefined
  /**
   * A number that orders texts as `<` does, without making a string (`prefixKey`): a smaller key
   * means a smaller text; equal keys say nothing, and the texts must then be compared.
   */
  prefixKey(row: number): number
}

/** How many leading characters a prefix key holds: 130^7 is below 2^53. */
const PREFIX_CHARS = 7
const PREFIX_BASE = 130

/**
 * The prefix key's digit for a text's code unit at some position (UTF-16 units or UTF-8 bytes,
 * which order ASCII alike), or for its end (-1): each ASCII unit is a digit 1–128 and the end 0, so
 * a shorter text sorts first. A non-ASCII unit is digit 129 and ends the key (`padKey`), since past
 * it UTF-8 bytes and UTF-16 units no longer order alike: texts that agree up to it tie.
 */
function digitOf(unit: number): number {
  if (unit < 0) return 0
  return unit < 0x80 ? unit + 1 : PREFIX_BASE - 1
}

/** `key` with the digits a text's end (or its first non-ASCII unit) leaves at 0 shifted in. */
function padKey(key: number, digits: number): number {
  return key * PREFIX_BASE ** (PREFIX_CHARS - digits)
}

export class ArrayTextColumn implements TextColumn {
  constructor(private readonly values: readonly string[]) {}

  get length(): number {
    return this.values.length
  }

  get(row: number): string | undefined {
    return this.values[row]
  }

  prefixKey(row: number): number {
    return prefixKeyOf(this.values[row] ?? '')
  }
}

function prefixKeyOf(text: string): number {
  let key = 0
  for (let i = 0; i < PREFIX_CHARS; i++) {
    const unit = i < text.length ? text.charCodeAt(i) : -1
    key = key * PREFIX_BASE + digitOf(unit)
    if (unit < 0 || unit >= 0x80) return padKey(key, i + 1)
  }
  return key
}

/** Texts of row r are bytes[starts[r] .. starts[r + 1]) of `bytes`. */
export class Utf8TextColumn implements TextColumn {
  private readonly decoded: (string | undefined)[] = []
  private static readonly utf8 = new TextDecoder()

  constructor(
    private readonly bytes: Uint8Array,
    private readonly starts: Uint32Array,
  ) {}

  get length(): number {
    return this.starts.length - 1
  }

  get(row: number): string | undefined {
    // `>>> 0` keeps whole rows only, as an array index does.
    if (row >>> 0 !== row || row >= this.length) return undefined
    return (this.decoded[row] ??= Utf8TextColumn.utf8.decode(
      this.bytes.subarray(this.starts[row], this.starts[row + 1]),
    ))
  }

  prefixKey(row: number): number {
    const from = this.starts[row] ?? 0
    const to = this.starts[row + 1] ?? from
    let key = 0
    for (let i = 0; i < PREFIX_CHARS; i++) {
      const unit = from + i < to ? (this.bytes[from + i] ?? 0) : -1
      key = key * PREFIX_BASE + digitOf(unit)
      if (unit < 0 || unit >= 0x80) return padKey(key, i + 1)
    }
    return key
  }
}

/**
 * Ids spelled from one 32-bit seed per row (`seededToken`, data/random.ts): what the generator
 * chose, four bytes a row, rather than the 18 or 22 characters of each id, which do not compress.
 * A row's id is made the first time it is read.
 */
export class SeededIds implements TextColumn {
  private readonly spelled: (string | undefined)[] = []

  constructor(
    readonly seeds: Uint32Array,
    /** Characters of each id. */
    readonly chars: number,
    /** Which spelling (`seededToken`): venues' entity ids differ from other entities'. */
    readonly salt = 0,
  ) {}

  get length(): number {
    return this.seeds.length
  }

  get(row: number): string | undefined {
    if (row >>> 0 !== row || row >= this.length) return undefined
    return (this.spelled[row] ??= seededToken(this.seeds[row] ?? 0, this.chars, this.salt))
  }

  prefixKey(row: number): number {
    return prefixKeyOf(this.get(row) ?? '')
  }
}

/**
 * The texts of rows drawn from two columns (a dataset joined from its parts, data/parts.ts): row r
 * is row `row[r]` of `first` where `fromFirst[r]` is 1, of `second` otherwise.
 */
export class InterleavedTextColumn implements TextColumn {
  constructor(
    private readonly first: TextColumn,
    private readonly second: TextColumn,
    private readonly fromFirst: Uint8Array,
    private readonly row: Uint32Array,
  ) {}

  get length(): number {
    return this.row.length
  }

  get(row: number): string | undefined {
    if (row >>> 0 !== row || row >= this.length) return undefined
    return (this.fromFirst[row] === 1 ? this.first : this.second).get(this.row[row] ?? 0)
  }

  prefixKey(row: number): number {
    return (this.fromFirst[row] === 1 ? this.first : this.second).prefixKey(this.row[row] ?? 0)
  }
}

/** Every text of `column` in row order. */
export function textsOf(column: TextColumn): string[] {
  return Array.from({ length: column.length }, (_, row) => column.get(row) ?? '')
}

/** The texts of `column` as UTF-8 bytes with the start of each row (and the end of the last): the kept layout. */
export function encodeTexts(column: TextColumn): { bytes: Uint8Array; starts: Uint32Array } {
  const encoder = new TextEncoder()
  const parts = textsOf(column).map((text) => encoder.encode(text))
  const starts = new Uint32Array(parts.length + 1)
  for (let row = 0; row < parts.length; row++) {
    starts[row + 1] = (starts[row] ?? 0) + (parts[row]?.byteLength ?? 0)
  }
  const bytes = new Uint8Array(starts[parts.length] ?? 0)
  parts.forEach((part, row) => {
    bytes.set(part, starts[row])
  })
  return { bytes, starts }
}

/** Whether `starts` delimit rows of a `byteLength`-byte run: from 0, never backwards, to its end. */
export function validStarts(starts: Uint32Array, byteLength: number): boolean {
  if (starts.length === 0 || starts[0] !== 0 || starts[starts.length - 1] !== byteLength) {
    return false
  }
  for (let row = 1; row < starts.length; row++) {
    if ((starts[row] ?? 0) < (starts[row - 1] ?? 0)) return false
  }
  return true
}

export function isTextColumn(value: unknown): value is TextColumn {
  return (
    value instanceof ArrayTextColumn ||
    value instanceof Utf8TextColumn ||
    value instanceof SeededIds ||
    value instanceof InterleavedTextColumn
  )
}
