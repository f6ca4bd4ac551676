import { describe, expect, it } from 'vitest'
import { ArrayTextColumn, Utf8TextColumn, encodeTexts, textsOf, validStarts } from './text-column'

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
