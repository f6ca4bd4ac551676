// Bulk add from a CSV of name, lat, lon, radius, unit, labels: a preview that marks the rows that
// fail validation and why, then the valid rows created with progress.
import { useId, useState } from 'react'

import { formatInteger } from '../../../utils/format'
import { IMPORT_COLUMNS, parseImport } from './locations-csv'
import type { ImportParse } from './locations-csv'
import { useImport } from './use-import'

export function LocationsImport({ onClose }: { readonly onClose: () => void }) {
  const id = useId()
  const [parsed, setParsed] = useState<ImportParse | null>(null)
  const importer = useImport()
  const rows = parsed?.ok ? parsed.rows : []
  const valid = rows.flatMap((row) => ('body' in row ? [row] : []))
  const invalid = rows.length - valid.length
  const { progress } = importer
  const finished = !progress.running && progress.total > 0

  return (
    <section className="locations-import" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel-title">
        Import locations from CSV
      </h2>
      <p className="field__hint">
        A header row naming the columns {IMPORT_COLUMNS.join(', ')}; labels separated by semicolons;
        unit one of m, km, ft, mi.
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-file`}>
          CSV file
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          disabled={progress.running}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            importer.reset()
            if (!file) {
              setParsed(null)
              return
            }
            void file.text().then((text) => {
              setParsed(parseImport(text))
            })
          }}
        />
      </div>
      {parsed && !parsed.ok ? (
        <p className="field__error" role="alert">
          {parsed.error}
        </p>
      ) : null}
      {parsed?.ok ? (
        <>
          <p role="status">
            {formatInteger(valid.length)} ready to create
            {invalid > 0 ? `, ${formatInteger(invalid)} with problems (not created)` : ''}.
          </p>
          <div className="locations-import__preview">
            <table className="compare-table">
              <caption className="visually-hidden">Rows of the file</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Name</th>
                  <th scope="col">Check</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.line} className={'errors' in row ? 'is-invalid' : undefined}>
                    <td className="is-numeric">{row.line}</td>
                    <td>{row.name || '–'}</td>
                    <td>{'errors' in row ? row.errors.join('; ') : 'Ready'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {progress.total > 0 ? (
        <div className="locations-import__progress">
          <progress max={progress.total} value={progress.done} aria-label="Locations created" />
          <p role="status">
            {progress.running
              ? `Creating ${formatInteger(progress.done)} of ${formatInteger(progress.total)}…`
              : `${progress.cancelled ? 'Cancelled: ' : ''}created ${formatInteger(progress.done - progress.failures.length)} of ${formatInteger(progress.total)}.`}
          </p>
          {progress.failures.map((failure) => (
            <p key={failure.line} className="field__error">
              Line {failure.line}: {failure.message}
            </p>
          ))}
        </div>
      ) : null}
      <div className="location-form__actions">
        {progress.running ? (
          <button type="button" className="button" onClick={importer.cancel}>
            Cancel import
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={valid.length === 0 || finished}
            onClick={() => void importer.run(valid)}
          >
            Create {formatInteger(valid.length)} {valid.length === 1 ? 'location' : 'locations'}
          </button>
        )}
        <button type="button" className="button" onClick={onClose} disabled={progress.running}>
          {finished ? 'Done' : 'Close'}
        </button>
      </div>
    </section>
  )
}
