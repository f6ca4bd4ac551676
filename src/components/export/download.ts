import { fileStamp } from '../../utils/dates'

/** Saves `blob` as a file through a temporary link (the one way a page can hand over a file). */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoke later: some browsers start reading the blob after click() returns.
  setTimeout(() => {
    URL.revokeObjectURL(url)
  }, 10_000)
}

/** `events-2025-06-01T10-30-00Z.csv`: sortable, and safe in every file system. */
export function timestampedName(prefix: string, extension: string, now = new Date()): string {
  return `${prefix}-${fileStamp(now)}.${extension}`
}

/** A date bound as a file-name part: only letters, digits, dots and dashes. */
function namePart(value: unknown): string {
  const text = Array.isArray(value) ? value.join(',') : String(value)
  return text.replace(/[^\w.-]+/g, '-')
}

/**
 * `events-2025-06-01-to-2025-06-30-2025-05-05T10-00-00Z.csv`: the dates asked for (an open end
 * reads `from-…` or `to-…`), then when the export ran, so a file says what it holds without a
 * comment line above its header.
 */
export function periodFileName(
  prefix: string,
  from: unknown,
  to: unknown,
  extension: string,
  exportedAt: Date,
): string {
  const range =
    from !== undefined && to !== undefined
      ? `-${namePart(from)}-to-${namePart(to)}`
      : from !== undefined
        ? `-from-${namePart(from)}`
        : to !== undefined
          ? `-to-${namePart(to)}`
          : ''
  return timestampedName(`${prefix}${range}`, extension, exportedAt)
}
