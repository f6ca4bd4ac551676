import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { seededToken } from './random'
import {
  ArrayTextColumn,
  InterleavedTextColumn,
  SeededIds,
  Utf8TextColumn,
  encodeTexts,
  textsOf,
  validStarts,
  type TextColumn,
} from './text-column'

describe('text columns', () => {
  const texts = ['Madison Square Garden', '', 'Fête de la Musique', '東京ドーム', '🎵 live']

  it('read the same texts from an array and from their UTF-8 bytes', () => {
    const { bytes, starts } = encodeTexts(new ArrayTextColumn(texts))
    expect(validStarts(starts, bytes.byteLength)).toBe(true)
    const utf8 = new Utf8TextColumn(bytes, starts)
    expect(utf8.length).toBe(texts.length)
    for (let row = 0; row < texts.length; row++) expect(utf8.get(row)).toBe(texts[row])
    expect(textsOf(utf8)).toEqual(texts)
  })

  it('answer undefined outside the rows, as an array does past its end', () => {
    const { bytes, starts } = encodeTexts(new ArrayTextColumn(texts))
    const utf8 = new Utf8TextColumn(bytes, starts)
    for (const column of [new ArrayTextColumn(texts), utf8]) {
      expect([column.get(-1), column.get(texts.length), column.get(1.5)]).toEqual([
        undefined,
        undefined,
        undefined,
      ])
    }
  })

  it('decode a row once and keep it', () => {
    const { bytes, starts } = encodeTexts(new ArrayTextColumn(texts))
    const utf8 = new Utf8TextColumn(bytes, starts)
    const first = utf8.get(2)
    bytes.fill(0x21)
    expect(utf8.get(2)).toBe(first)
    expect(utf8.get(0)).toBe('!'.repeat(texts[0]?.length ?? 0))
  })

  it('accept row starts only from 0, never backwards, ending at the byte length', () => {
    expect(validStarts(Uint32Array.of(0, 2, 2, 5), 5)).toBe(true)
    expect(validStarts(Uint32Array.of(0), 0)).toBe(true)
    expect(validStarts(Uint32Array.of(1, 5), 5)).toBe(false)
    expect(validStarts(Uint32Array.of(0, 3, 2, 5), 5)).toBe(false)
    expect(validStarts(Uint32Array.of(0, 4), 5)).toBe(false)
    expect(validStarts(new Uint32Array(0), 0)).toBe(false)
  })
})

describe('seeded ids', () => {
  const seeds = Uint32Array.of(0, 1, 0xffffffff, 1, 77)
  const ids = new SeededIds(seeds, 18)

  it('spell each row from its seed, equal seeds alike, and nothing outside the rows', () => {
    expect(ids.length).toBe(5)
    expect(ids.get(0)).toBe(seededToken(0, 18))
    expect(ids.get(2)).toBe(seededToken(0xffffffff, 18))
    expect(ids.get(3)).toBe(ids.get(1))
    expect(new SeededIds(seeds, 22, 1).get(4)).toBe(seededToken(77, 22, 1))
    expect([ids.get(-1), ids.get(5), ids.get(1.5)]).toEqual([undefined, undefined, undefined])
  })

  it('order their prefix keys as their ids', () => {
    const many = new SeededIds(
      Uint32Array.from({ length: 300 }, (_, i) => i * 7919),
      18,
    )
    for (let a = 0; a < many.length; a++) {
      const b = (a * 37 + 11) % many.length
      const [x, y] = [many.get(a) ?? '', many.get(b) ?? '']
      if (x < y) expect(many.prefixKey(a)).toBeLessThanOrEqual(many.prefixKey(b))
      if (many.prefixKey(a) < many.prefixKey(b)) expect(x < y).toBe(true)
    }
  })
})

describe('prefix keys', () => {
  it('order texts as < does wherever they differ, in every kind of column', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'Z', '0', '-', 'é', 'ë', '中', '😀') })
    fc.assert(
      fc.property(fc.array(text, { minLength: 2, maxLength: 12 }), (texts) => {
        const { bytes, starts } = encodeTexts(new ArrayTextColumn(texts))
        const half = Math.floor(texts.length / 2)
        const columns: TextColumn[] = [
          new ArrayTextColumn(texts),
          new Utf8TextColumn(bytes, starts),
          // Rows alternate between two columns, as a dataset joined from its parts does.
          new InterleavedTextColumn(
            new ArrayTextColumn(texts.slice(0, half)),
            new ArrayTextColumn(texts.slice(half)),
            Uint8Array.from(texts, (_, r) => (r < half ? 1 : 0)),
            Uint32Array.from(texts, (_, r) => (r < half ? r : r - half)),
          ),
        ]
        for (const column of columns) {
          for (let a = 0; a < texts.length; a++) {
            for (let b = 0; b < texts.length; b++) {
              const [x, y] = [column.prefixKey(a), column.prefixKey(b)]
              if (x < y) expect((texts[a] ?? '') < (texts[b] ?? '')).toBe(true)
              if (texts[a] === texts[b]) expect(x).toBe(y)
            }
          }
        }
      }),
      { numRuns: 300, seed: 5 },
    )
  })

  it('tell apart ids that differ in their first seven characters', () => {
    const column = new ArrayTextColumn(['abcdefg', 'abcdefh', 'abcdef', 'abcdefgz'])
    expect(column.prefixKey(0)).toBeLessThan(column.prefixKey(1))
    expect(column.prefixKey(2)).toBeLessThan(column.prefixKey(0))
    // Beyond seven characters the keys tie, and the texts are compared instead.
    expect(column.prefixKey(3)).toBe(column.prefixKey(0))
  })
})
