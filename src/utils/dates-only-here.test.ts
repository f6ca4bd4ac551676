// Views never write a date themselves: every date, date-time, zone and chart tick comes from
// src/utils/dates.ts, so the dashboard writes each one way (docs/view-habits.md "Dates"). This
// reads the source of every view and shared component (tests aside) and names each line that
// formats a date on its own.
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SRC = dirname(dirname(fileURLToPath(import.meta.url)))
const SCANNED = ['features', 'components']

/** What formats a date, by name: the locale methods, Intl's date formatters, ISO strings cut up. */
const DATE_FORMATTING: readonly (readonly [RegExp, string])[] = [
  [/\.toLocaleDateString\s*\(/, 'toLocaleDateString'],
  [/\.toLocaleTimeString\s*\(/, 'toLocaleTimeString'],
  // Numbers have src/utils/format.ts; a bare toLocaleString is how dates slip in.
  [/\.toLocaleString\s*\(/, 'toLocaleString'],
  [/\bIntl\s*\.\s*(?:DateTimeFormat|RelativeTimeFormat|DurationFormat)\b/, 'Intl date formatter'],
  [/\.formatToParts\s*\(/, 'formatToParts'],
  [/\.to(?:ISO|UTC|GMT|Date|Time)String\s*\(/, 'Date string method'],
  [/\.replace\(\s*['"]T['"]\s*,/, 'ISO timestamp cut into a display string'],
  [/from\s+['"](?:date-fns|dayjs|moment|luxon)(?:\/[^'"]*)?['"]/, 'date library'],
]

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** `file:line: what` for each line of `text` that formats a date. */
function dateFormattingIn(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      DATE_FORMATTING.filter(([pattern]) => pattern.test(line)).map(
        ([, what]) => `${file}:${String(index + 1)}: ${what}`,
      ),
    )
}

describe('date formatting', () => {
  it('is found on a line that does it', () => {
    const bad = [
      "const a = when.toLocaleDateString('en-GB')",
      "const b = new Intl.DateTimeFormat('en-US', { month: 'short' })",
      'const c = `${new Date(ms).toISOString().slice(0, 10)}`',
      "const d = stamp.slice(0, 16).replace('T', ' ')",
    ]
    expect(dateFormattingIn('view.tsx', bad.join('\n'))).toEqual([
      'view.tsx:1: toLocaleDateString',
      'view.tsx:2: Intl date formatter',
      'view.tsx:3: Date string method',
      'view.tsx:4: ISO timestamp cut into a display string',
    ])
    expect(dateFormattingIn('view.tsx', 'formatDate(day) // 26 Nov 2026')).toEqual([])
  })

  it('happens in src/utils/dates.ts only, never in a view or a shared component', () => {
    const files = SCANNED.flatMap((dir) => sources(join(SRC, dir)))
    expect(files.length).toBeGreaterThan(100)
    const offending = files.flatMap((file) =>
      dateFormattingIn(relative(dirname(SRC), file), readFileSync(file, 'utf8')),
    )
    expect(offending, 'use the formatters of src/utils/dates.ts').toEqual([])
  })
})
