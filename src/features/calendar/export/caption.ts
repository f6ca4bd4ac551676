// The caption under an exported heatmap: what was counted, where and when, and with which
// filters, so a picture pasted into a report still says what it shows.
export function captionLines(model: {
  readonly metricName: string
  /** How the metric is computed, when its name does not say. */
  readonly metricNote?: string | undefined
  readonly spanWords: string
  /** The zone the days are counted in, as formatZoneName writes it (src/utils/dates.ts). */
  readonly zoneWords: string
  readonly query: Readonly<Record<string, unknown>>
}): string[] {
  const filters = Object.entries(model.query)
    .filter(([key]) => !key.startsWith('active.'))
    .map(([key, value]) => `${key}=${String(value)}`)
  return [
    `${model.metricName} per day, ${model.spanWords}, days counted in ${model.zoneWords}.`,
    ...(model.metricNote === undefined ? [] : [model.metricNote]),
    filters.length === 0 ? 'Filters: none (all active events).' : `Filters: ${filters.join(' · ')}`,
    'Source: GET /v1/events/calendar/ (Event Intelligence API).',
  ]
}
