// The broadcasts map's time window in hours (docs/view-habits.md "The time bar", broadcasts): its
// lengths, speeds and names; the window itself is the shared one of src/components/time-bar/.
import type { WindowUnit } from '../../../components/time-bar/window-span'

export const HOUR_LENGTHS = { '1h': 1, '3h': 3, '6h': 6, '12h': 12, '1d': 24 } as const
export type HourLength = keyof typeof HOUR_LENGTHS
export const HOUR_LENGTH_NAMES = Object.keys(HOUR_LENGTHS) as [HourLength, ...HourLength[]]

/** Hours per second, slowest first: an evening in a few seconds, a month in half a minute. */
const SPEEDS = [1, 3, 6, 12, 24] as const

export const HOUR_UNIT: WindowUnit<HourLength> = {
  names: HOUR_LENGTH_NAMES,
  lengths: HOUR_LENGTHS,
  lengthLabels: {
    '1h': '1 hour',
    '3h': '3 hours',
    '6h': '6 hours',
    '12h': '12 hours',
    '1d': '1 day',
  },
  speeds: SPEEDS,
  defaultSpeed: 6,
  speedLabel: (speed) => (speed === 24 ? '1 day/s' : `${String(speed)} h/s`),
  name: 'hour',
  one: 'an hour',
  bigStep: 24,
}
