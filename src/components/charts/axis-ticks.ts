// Axis ticks without measuring. Left to choose, Recharts spaces the labels it has to fit by
// measuring each one in the page: a forced layout of the page per new label, inside the task that
// rendered the chart, on every change of its data. A step read off the row count needs none.

/** Recharts' `interval` that labels every n-th row so that at most `most` labels show. */
export function tickInterval(rows: number, most: number): number {
  return Math.max(0, Math.ceil(rows / most) - 1)
}

/** Recharts' `interval` of an axis with few ticks (a value axis' five or so): all, none measured. */
export const EVERY_TICK = 0
