// Timestamp formats (docs/api.md "Resources and their fields"): UTC `YYYY-MM-DDThh:mm:ssZ`, and
// zone-less local `YYYY-MM-DDThh:mm:ss` for agnostic (null time zone) events and `_local` fields.

export function utcString(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19) + 'Z'
}

export function localString(wallMs: number): string {
  return new Date(wallMs).toISOString().slice(0, 19)
}

export function dateString(wallMs: number): string {
  return new Date(wallMs).toISOString().slice(0, 10)
}
