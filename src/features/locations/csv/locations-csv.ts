// The list as CSV (formula-safe cells, utils/csv.ts) and the bulk import of locations from a CSV
// of name, lat, lon, radius, unit, labels: each row validated against the same limits the API
// applies (contract/limits.ts), so the preview says which rows would fail and why before anything
// is sent.
import { RADIUS_UNITS } from '../../../contract/enums'
import type { RadiusUnit } from '../../../contract/enums'
import { SAVED_LOCATION_LIMITS } from '../../../contract/limits'
import type { SavedLocation, SavedLocationBodyInput } from '../../../contract/saved-location'
import { toCsv } from '../../../utils/csv'
import type { CsvColumn } from '../../../utils/csv'
import { parseCsv } from './csv-parse'
import { circleOf, geojsonOf } from '../location-shape'

const next90 = (location: SavedLocation) =>
  location.summary_insights.find((insight) => insight.date_range.type === 'next_90d')

export const LOCATION_CSV_COLUMNS: readonly CsvColumn<SavedLocation>[] = [
  { header: 'location_id', value: (l) => l.location_id },
  { header: 'name', value: (l) => l.name },
  { header: 'address', value: (l) => l.formatted_address },
  { header: 'lat', value: (l) => circleOf(l)?.lat },
  { header: 'lon', value: (l) => circleOf(l)?.lon },
  { header: 'radius', value: (l) => circleOf(l)?.radius },
  { header: 'unit', value: (l) => circleOf(l)?.unit },
  { header: 'place_ids', value: (l) => (l.place_ids ?? []).join(';') },
  { header: 'labels', value: (l) => l.labels.join(';') },
  { header: 'status', value: (l) => l.status },
  { header: 'next_90d_attendance_sum', value: (l) => next90(l)?.svc_attendance_sum },
  { header: 'next_90d_attended_events', value: (l) => next90(l)?.attended_event_count },
  { header: 'next_90d_non_attended_events', value: (l) => next90(l)?.non_attended_event_count },
  { header: 'next_90d_unscheduled_events', value: (l) => next90(l)?.unscheduled_event_count },
  { header: 'created', value: (l) => l.create_dt },
  { header: 'updated', value: (l) => l.update_dt },
]

export function locationsCsv(locations: readonly SavedLocation[]): string {
  return toCsv(LOCATION_CSV_COLUMNS, locations)
}

export const IMPORT_COLUMNS = ['name', 'lat', 'lon', 'radius', 'unit', 'labels'] as const
type ImportColumn = (typeof IMPORT_COLUMNS)[number]

export type ImportRow =
  | { readonly line: number; readonly name: string; readonly body: SavedLocationBodyInput }
  | { readonly line: number; readonly name: string; readonly errors: readonly string[] }

export type ImportParse =
  | { readonly ok: true; readonly rows: readonly ImportRow[] }
  | { readonly ok: false; readonly error: string }

/** Our own export writes `'=x` for a cell starting with a formula trigger; read it back as `=x`. */
const undefuse = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text)

const number = (text: string): number | null => {
  if (text.trim() === '') return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}

/** Labels in one cell, separated by `;` or `|` (a comma would split the cell). */
export function splitLabels(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[;|]/)
        .map((label) => label.trim())
        .filter((label) => label !== ''),
    ),
  ]
}

function validateRow(cells: Readonly<Record<ImportColumn, string>>, line: number): ImportRow {
  const L = SAVED_LOCATION_LIMITS
  const errors: string[] = []
  const name = undefuse(cells.name.trim())
  if (name === '') errors.push('name is empty')
  else if (name.length > L.nameLength)
    errors.push(`name is longer than ${String(L.nameLength)} characters`)
  const lat = number(cells.lat)
  if (lat === null || lat < -90 || lat > 90) errors.push('lat must be a number from -90 to 90')
  const lon = number(cells.lon)
  if (lon === null || lon < -180 || lon > 180) errors.push('lon must be a number from -180 to 180')
  const radius = number(cells.radius)
  if (radius === null || radius <= 0) errors.push('radius must be a number above 0')
  const unitText = cells.unit.trim().toLowerCase()
  const unit = (RADIUS_UNITS as readonly string[]).includes(unitText)
    ? (unitText as RadiusUnit)
    : null
  if (unit === null) errors.push(`unit must be one of ${RADIUS_UNITS.join(', ')}`)
  const labels = splitLabels(cells.labels).map(undefuse)
  if (labels.length > L.labelCount) errors.push(`more than ${String(L.labelCount)} labels`)
  if (labels.some((label) => label.length > L.labelLength))
    errors.push(`a label is longer than ${String(L.labelLength)} characters`)
  if (errors.length > 0 || lat === null || lon === null || radius === null || unit === null)
    return { line, name, errors }
  return { line, name, body: { name, labels, geojson: geojsonOf({ lat, lon, radius, unit }) } }
}

/** Reads an import file: a header naming the columns (any order, any case), then one row each. */
export function parseImport(text: string): ImportParse {
  const [header, ...rows] = parseCsv(text)
  if (!header) return { ok: false, error: 'The file is empty.' }
  const names = header.map((cell) => cell.trim().toLowerCase())
  const missing = IMPORT_COLUMNS.filter((column) => column !== 'labels' && !names.includes(column))
  if (missing.length > 0)
    return {
      ok: false,
      error: `The header must name the columns ${IMPORT_COLUMNS.join(', ')}; missing: ${missing.join(', ')}.`,
    }
  const at = (row: readonly string[], column: ImportColumn) => {
    const index = names.indexOf(column)
    return index < 0 ? '' : (row[index] ?? '')
  }
  return {
    ok: true,
    rows: rows.map((row, index) =>
      validateRow(
        {
          name: at(row, 'name'),
          lat: at(row, 'lat'),
          lon: at(row, 'lon'),
          radius: at(row, 'radius'),
          unit: at(row, 'unit'),
          labels: at(row, 'labels'),
        },
        index + 2,
      ),
    ),
  }
}
