// A CSV of every page of a search (docs/architecture.md "Exports": exactly the filtered rows, all pages):
// the header first, then each page's rows as it arrives, with formula-safe cells (utils/csv.ts).
import { csvHeader, csvLines } from '../../utils/csv'
import type { CsvColumn } from '../../utils/csv'

export interface CsvExportResult {
  readonly text: string
  readonly rows: number
  /** Whether the result window cut the export short (docs/api.md "Limits": `overflow`). */
  readonly overflow: boolean
}

/** Writes the pages of a search as one CSV; rejects as the pages do (an abort, an API error). */
export async function pagesToCsv<T>(
  pages: AsyncIterable<{ readonly results: readonly T[]; readonly overflow?: boolean }>,
  columns: readonly CsvColumn<T>[],
): Promise<CsvExportResult> {
  const parts = [`${csvHeader(columns)}\r\n`]
  let rows = 0
  let overflow = false
  for await (const page of pages) {
    overflow ||= page.overflow ?? false
    rows += page.results.length
    parts.push(csvLines(columns, page.results))
  }
  return { text: parts.join(''), rows, overflow }
}
