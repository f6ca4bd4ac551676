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
  const stamp = now.toISOString().slice(0, 19).replace(/:/g, '-')
  return `${prefix}-${stamp}Z.${extension}`
}
