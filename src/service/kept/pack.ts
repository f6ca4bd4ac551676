// A tree of plain data (objects, arrays, Maps, typed arrays, text columns, strings, numbers) as
// one JSON manifest and one binary buffer, so the dataset's tables can be kept or shipped as bytes
// and mapped back without copying: every typed array comes back as a view on the buffer, and every
// text column as UTF-8 bytes in it that are decoded a row at a time when read (a column of ids as
// the seeds they are spelled from, data/text-column.ts `SeededIds`). Other long arrays
// of strings go in the binary part too, as UTF-8 joined by NUL: one native decode and split reads
// them faster than parsing them as JSON (docs/dataset-cache.md). A long Uint32Array that mostly
// climbs (row starts, offsets, sorted posting lists) is stored as the differences of neighbours,
// small numbers that compress far better on the wire than the values, and is summed back into a
// new array when read; so is a long Float64Array of whole seconds or millionths of a degree, kept
// as 32-bit whole numbers (`UNITS`). An array equal to one already written is written once.
import {
  SeededIds,
  Utf8TextColumn,
  encodeTexts,
  isTextColumn,
  validStarts,
} from '../data/text-column'

const TYPED = {
  Float64Array,
  Float32Array,
  Uint32Array,
  Int32Array,
  Uint16Array,
  Int16Array,
  Uint8Array,
  Int8Array,
} as const
type TypedName = keyof typeof TYPED
type Typed = InstanceType<(typeof TYPED)[TypedName]>

/** Typed arrays start on 8-byte boundaries, so a Float64Array view is always aligned. */
const ALIGN = 8

export type Encoded =
  | string
  | number
  | boolean
  | null
  | Encoded[]
  | { readonly $t: TypedName; readonly o: number; readonly n: number }
  | { readonly $d: 'Uint32Array'; readonly o: number; readonly n: number }
  | { readonly $m: [Encoded, Encoded][] }
  | { readonly $o: Record<string, Encoded> }
  | { readonly $n: 'NaN' | 'Infinity' | '-Infinity' }
  | { readonly $s: number; readonly b: number; readonly n: number }
  | { readonly $c: number; readonly b: number; readonly starts: Encoded }
  | { readonly $i: number; readonly salt: number; readonly seeds: Encoded }
  | { readonly $u: UnitName; readonly o: number; readonly n: number }

export interface Packed {
  readonly manifest: Encoded
  /** Byte length of the binary part. */
  readonly byteLength: number
  /** Copies the typed arrays into `target` from byte `at` (a multiple of 8). */
  readonly writeBinary: (target: Uint8Array, at: number) => void
}

export const alignUp = (n: number): number => Math.ceil(n / ALIGN) * ALIGN

/** Arrays of at least this many strings, none holding NUL, are packed as one UTF-8 run. */
const STRING_RUN_MIN = 64
const NUL = '\u0000'

function isStringRun(value: readonly unknown[]): boolean {
  if (value.length < STRING_RUN_MIN) return false
  for (const item of value) if (typeof item !== 'string' || item.includes(NUL)) return false
  return true
}

/**
 * A Uint32Array of at least this many values, at least this share of them no smaller than the one
 * before, is kept as differences. Sorted posting lists climb within each list and fall once at the
 * next; a difference wraps modulo 2^32, so any array survives the round trip exactly.
 */
const DELTA_MIN_LENGTH = 1024
const DELTA_MIN_CLIMBING = 0.85

function climbsMostly(values: Uint32Array): boolean {
  if (values.length < DELTA_MIN_LENGTH) return false
  let climbing = 0
  for (let i = 1; i < values.length; i++) if ((values[i] ?? 0) >= (values[i - 1] ?? 0)) climbing++
  return climbing >= DELTA_MIN_CLIMBING * (values.length - 1)
}

function differences(values: Uint32Array): Uint32Array {
  const out = new Uint32Array(values.length)
  let previous = 0
  for (let i = 0; i < values.length; i++) {
    const value = values[i] ?? 0
    out[i] = (value - previous) >>> 0
    previous = value
  }
  return out
}

function runningSums(differences: Uint32Array): Uint32Array {
  const out = new Uint32Array(differences.length)
  let sum = 0
  for (let i = 0; i < differences.length; i++) {
    sum = (sum + (differences[i] ?? 0)) >>> 0
    out[i] = sum
  }
  return out
}

function typedName(value: ArrayBufferView): TypedName | undefined {
  for (const name of Object.keys(TYPED) as TypedName[]) {
    if (value instanceof TYPED[name]) return name
  }
  return undefined
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * Units a Float64Array of whole numbers of them is kept in, as an Int32Array: times in whole
 * seconds (ms / 1000) and coordinates in millionths of a degree (data/tables.ts). Half the bytes,
 * and fewer once compressed; a column that does not come back exactly stays as doubles.
 */
const UNITS = {
  seconds: { from: (v: number) => v / 1000, to: (u: number) => u * 1000 },
  microdegrees: { from: (v: number) => v * 1e6, to: (u: number) => u / 1e6 },
} as const
type UnitName = keyof typeof UNITS
/** NaN, in a column of whole units. */
const NO_UNITS = -0x80000000
const UNITS_MIN_LENGTH = 1024

/** `values` in whole `unit`s when each comes back exactly; undefined otherwise. */
function inUnits(values: Float64Array, unit: UnitName): Int32Array | undefined {
  const { from, to } = UNITS[unit]
  const out = new Int32Array(values.length)
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? NaN
    if (Number.isNaN(v)) {
      out[i] = NO_UNITS
      continue
    }
    const rounded = Math.round(from(v))
    if (!(rounded > NO_UNITS && rounded <= 0x7fffffff)) return undefined
    // As stored (`| 0` makes -0 the 0 an Int32Array holds), and compared by Object.is, so -0 too
    // comes back as it went.
    const u = rounded | 0
    if (!Object.is(to(u), v)) return undefined
    out[i] = u
  }
  return out
}

function fromUnits(units: Int32Array, unit: UnitName): Float64Array {
  const { to } = UNITS[unit]
  const out = new Float64Array(units.length)
  for (let i = 0; i < units.length; i++) {
    const u = units[i] ?? NO_UNITS
    out[i] = u === NO_UNITS ? NaN : to(u)
  }
  return out
}

/** Whether two views hold the same bytes. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false
  for (let i = 0; i < a.byteLength; i++) if (a[i] !== b[i]) return false
  return true
}

export function pack(value: unknown): Packed {
  const chunks: { readonly at: number; readonly bytes: Uint8Array }[] = []
  let byteLength = 0
  // Arrays already written, by type and length: an array equal to one of them is written once and
  // both read the same bytes (an event's ids are spelled from its detail seeds, data/tables.ts).
  const written = new Map<string, { readonly bytes: Uint8Array; readonly node: Encoded }[]>()
  const encode = (v: unknown, path: string): Encoded => {
    if (typeof v === 'string' || typeof v === 'boolean' || v === null) return v
    if (typeof v === 'number') {
      if (Number.isFinite(v)) return v
      return { $n: Number.isNaN(v) ? 'NaN' : v > 0 ? 'Infinity' : '-Infinity' }
    }
    const addChunk = (bytes: Uint8Array): number => {
      const at = byteLength
      chunks.push({ at, bytes })
      byteLength = alignUp(at + bytes.byteLength)
      return at
    }
    if (v instanceof SeededIds) {
      return { $i: v.chars, salt: v.salt, seeds: encode(v.seeds, `${path}.seeds`) }
    }
    if (isTextColumn(v)) {
      const { bytes, starts } = encodeTexts(v)
      return { $c: addChunk(bytes), b: bytes.byteLength, starts: encode(starts, `${path}.starts`) }
    }
    if (Array.isArray(v)) {
      if (isStringRun(v)) {
        const bytes = new TextEncoder().encode((v as string[]).join(NUL))
        return { $s: addChunk(bytes), b: bytes.byteLength, n: v.length }
      }
      return v.map((item, i) => encode(item, `${path}[${String(i)}]`))
    }
    if (typeof v === 'object' && ArrayBuffer.isView(v)) {
      if (v instanceof Uint32Array && climbsMostly(v)) {
        const deltas = differences(v)
        return { $d: 'Uint32Array', o: addChunk(new Uint8Array(deltas.buffer)), n: v.length }
      }
      if (v instanceof Float64Array && v.length >= UNITS_MIN_LENGTH) {
        for (const unit of Object.keys(UNITS) as UnitName[]) {
          const units = inUnits(v, unit)
          if (units) return { $u: unit, o: addChunk(new Uint8Array(units.buffer)), n: v.length }
        }
      }
      const name = typedName(v)
      if (name === undefined) throw new Error(`pack: unsupported binary view at ${path}`)
      const bytes = new Uint8Array(v.buffer, v.byteOffset, v.byteLength)
      const shape = `${name}:${String(bytes.byteLength)}`
      const same = written.get(shape)?.find((w) => sameBytes(w.bytes, bytes))
      if (same) return same.node
      const node = { $t: name, o: addChunk(bytes), n: (v as Typed).length }
      written.set(shape, [...(written.get(shape) ?? []), { bytes, node }])
      return node
    }
    if (v instanceof Map) {
      return {
        $m: [...(v as Map<unknown, unknown>)].map(([k, item], i): [Encoded, Encoded] => [
          encode(k, `${path}.key${String(i)}`),
          encode(item, `${path}.get(${String(i)})`),
        ]),
      }
    }
    if (typeof v === 'object' && isPlainObject(v)) {
      const out: Record<string, Encoded> = {}
      for (const [k, item] of Object.entries(v)) {
        if (item !== undefined) out[k] = encode(item, `${path}.${k}`)
      }
      return { $o: out }
    }
    throw new Error(`pack: ${typeof v} at ${path} is not plain data`)
  }
  const manifest = encode(value, '$')
  return {
    manifest,
    byteLength,
    writeBinary: (target, at) => {
      for (const chunk of chunks) target.set(chunk.bytes, at + chunk.at)
    },
  }
}

function fail(why: string): never {
  throw new Error(`unpack: ${why}`)
}

/**
 * The tree of `manifest` with its typed arrays as views on `buffer` from byte `base`. Throws on
 * anything `pack` does not write, so a damaged manifest is never half read.
 */
export function unpack(manifest: unknown, buffer: ArrayBuffer, base: number): unknown {
  if (base % ALIGN !== 0) fail('misaligned binary part')
  // fatal: bytes that are not UTF-8 are damage, never text.
  const utf8 = new TextDecoder('utf-8', { fatal: true })
  const decode = (e: unknown): unknown => {
    if (typeof e === 'string' || typeof e === 'number' || typeof e === 'boolean' || e === null) {
      return e
    }
    if (Array.isArray(e)) return e.map(decode)
    if (typeof e !== 'object') return fail('unknown value')
    const tagged = e as Record<string, unknown>
    if ('$t' in tagged) {
      const { $t: name, o, n } = tagged
      if (typeof name !== 'string' || !(name in TYPED)) return fail('unknown array type')
      const Ctor = TYPED[name as TypedName]
      if (typeof o !== 'number' || typeof n !== 'number' || o % ALIGN !== 0) {
        return fail('bad array bounds')
      }
      if (base + o + n * Ctor.BYTES_PER_ELEMENT > buffer.byteLength) return fail('array past end')
      return new Ctor(buffer, base + o, n)
    }
    if ('$d' in tagged) {
      const { $d: name, o, n } = tagged
      if (name !== 'Uint32Array') return fail('unknown difference array type')
      if (typeof o !== 'number' || typeof n !== 'number' || o % ALIGN !== 0) {
        return fail('bad array bounds')
      }
      if (base + o + n * 4 > buffer.byteLength) return fail('array past end')
      return runningSums(new Uint32Array(buffer, base + o, n))
    }
    if ('$u' in tagged) {
      const { $u: unit, o, n } = tagged
      if (typeof unit !== 'string' || !Object.hasOwn(UNITS, unit)) return fail('unknown unit')
      if (typeof o !== 'number' || typeof n !== 'number' || o % ALIGN !== 0) {
        return fail('bad array bounds')
      }
      if (base + o + n * 4 > buffer.byteLength) return fail('array past end')
      return fromUnits(new Int32Array(buffer, base + o, n), unit as UnitName)
    }
    if ('$s' in tagged) {
      const { $s: o, b, n } = tagged
      if (
        typeof o !== 'number' ||
        typeof b !== 'number' ||
        typeof n !== 'number' ||
        o % ALIGN !== 0
      ) {
        return fail('bad string run bounds')
      }
      if (base + o + b > buffer.byteLength) return fail('string run past end')
      let strings: string[]
      try {
        strings = utf8.decode(new Uint8Array(buffer, base + o, b)).split(NUL)
      } catch {
        return fail('string run is not UTF-8')
      }
      return strings.length === n ? strings : fail('string run of the wrong length')
    }
    if ('$c' in tagged) {
      const { $c: o, b } = tagged
      if (typeof o !== 'number' || typeof b !== 'number' || o % ALIGN !== 0) {
        return fail('bad text column bounds')
      }
      if (base + o + b > buffer.byteLength) return fail('text column past end')
      const starts = decode(tagged.starts)
      if (!(starts instanceof Uint32Array) || !validStarts(starts, b)) {
        return fail('bad text column rows')
      }
      return new Utf8TextColumn(new Uint8Array(buffer, base + o, b), starts)
    }
    if ('$i' in tagged) {
      const { $i: chars, salt } = tagged
      const seeds = decode(tagged.seeds)
      if (typeof chars !== 'number' || !Number.isInteger(chars) || chars < 1) {
        return fail('bad id length')
      }
      if (typeof salt !== 'number' || !Number.isInteger(salt)) return fail('bad id salt')
      return seeds instanceof Uint32Array ? new SeededIds(seeds, chars, salt) : fail('bad id seeds')
    }
    if ('$m' in tagged) {
      const entries = tagged.$m
      if (!Array.isArray(entries)) return fail('bad map')
      return new Map(
        entries.map((entry: unknown) => {
          if (!Array.isArray(entry) || entry.length !== 2) return fail('bad map entry')
          return [decode(entry[0]), decode(entry[1])] as const
        }),
      )
    }
    if ('$o' in tagged) {
      const fields = tagged.$o
      if (typeof fields !== 'object' || fields === null) return fail('bad object')
      const out: Record<string, unknown> = {}
      for (const [k, item] of Object.entries(fields)) out[k] = decode(item)
      return out
    }
    if ('$n' in tagged) {
      const text = tagged.$n
      if (text === 'NaN') return NaN
      if (text === 'Infinity') return Infinity
      if (text === '-Infinity') return -Infinity
    }
    return fail('unknown tag')
  }
  return decode(manifest)
}
