// Saved-location timestamps. The caller's subscription is scoped by adapters/subscription.ts.

/** docs/api.md "Saved location": timestamps are ISO 8601 with a +00:00 offset. */
export function offsetDateTime(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '+00:00')
}
