// CSV writing (RFC 4180) that is also safe to open in a spreadsheet: a cell that starts with a
// formula trigger is prefixed with an apostrophe, so `=HYPERLINK(...)` in an event title stays
// text (OWASP "CSV Injection").

export type CsvValue = string | number | boolean | null | undefined

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV Injection). */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r']

/** Whether a number prints in a form a spreadsheet reads back as that same number. */
function isPlainNumber(value: CsvValue): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** Neutralises a leading formula trigger. Numbers are left alone: `-3` is data, not a formula. */
export function defuseFormula(text: string): string {
  return FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger)) ? `'${text}` : text
}

/** One field: defused, then quoted when it holds a comma, quote, CR or LF (RFC 4180 §2.6–2.7). */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  const text = isPlainNumber(value) ? String(value) : defuseFormula(String(value))
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',')
}

export interface CsvColumn<T> {
  readonly header: string
  readonly value: (row: T) => CsvValue
}

/** Header row of `columns`. */
export function csvHeader<T>(columns: readonly CsvColumn<T>[]): string {
  return csvRow(columns.map((column) => column.header))
}

/** The rows of `rows` under `columns`, each ending with CRLF as RFC 4180 asks. */
export function csvLines<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return rows.map((row) => `${csvRow(columns.map((column) => column.value(row)))}\r\n`).join('')
}

/**
 * A whole document: the header on the first line, then the rows. Nothing goes above the header:
 * spreadsheets and pandas (without `comment=`) read any such line as a data row, so provenance
 * belongs in the file name (see components/export/download.ts `timestampedName`).
 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return `${csvHeader(columns)}\r\n${csvLines(columns, rows)}`
}
