// A small RFC 4180 reader: quoted fields with doubled quotes, commas and line breaks inside quotes,
// CRLF or LF rows. Enough for the files spreadsheets write; nothing here evaluates a cell.

/** The rows of a CSV text; a trailing empty line is not a row. A BOM is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text
  for (let i = 0; i < source.length; i++) {
    const char = source.charAt(i)
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else field += char
    } else if (char === '"' && field === '') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows.filter((r) => !(r.length === 1 && r[0]?.trim() === ''))
}
