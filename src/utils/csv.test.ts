import { describe, expect, it } from 'vitest'

import { csvField, csvRow, defuseFormula, toCsv } from './csv'
import type { CsvColumn } from './csv'

describe('csvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('Taylor Swift')).toBe('Taylor Swift')
    expect(csvField(1234.5)).toBe('1234.5')
    expect(csvField(-3)).toBe('-3')
    expect(csvField(true)).toBe('true')
  })

  it('writes null and undefined as empty fields', () => {
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
  })

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"')
    expect(csvField('a\r\nb')).toBe('"a\r\nb"')
  })

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x","y")'])(
    'prefixes formula trigger text %j with an apostrophe',
    (text) => {
      const field = csvField(text)
      const unquoted = field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field
      expect(unquoted).toBe(`'${text}`)
    },
  )

  it('quotes a defused value that still needs quoting', () => {
    expect(csvField('=a,b')).toBe('"\'=a,b"')
    expect(csvField('\rx')).toBe('"\'\rx"')
  })
})

describe('defuseFormula', () => {
  it('only touches a leading trigger', () => {
    expect(defuseFormula('a=b')).toBe('a=b')
    expect(defuseFormula('e-mail')).toBe('e-mail')
  })
})

describe('toCsv', () => {
  interface Row {
    readonly id: string
    readonly n: number | null
  }
  const columns: CsvColumn<Row>[] = [
    { header: 'id', value: (row) => row.id },
    { header: 'count, total', value: (row) => row.n },
  ]

  it('writes the header first, then one CRLF-terminated line per row', () => {
    const text = toCsv(columns, [
      { id: 'a', n: 1 },
      { id: '=b', n: null },
    ])
    expect(text).toBe('id,"count, total"\r\na,1\r\n\'=b,\r\n')
  })

  it('is only the header without rows', () => {
    expect(toCsv(columns, [])).toBe('id,"count, total"\r\n')
  })

  it('rows have as many fields as the header', () => {
    expect(csvRow(['a', 'b,c', null]).split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)).toHaveLength(3)
  })
})
