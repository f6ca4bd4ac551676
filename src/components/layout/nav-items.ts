import type { NavIconName } from './nav-icon'

/** One entry of the main navigation: the analyst views of docs/architecture.md "The dashboard". */
export interface NavItem {
  readonly to: '/events' | '/broadcasts' | '/calendar' | '/analytics' | '/locations' | '/account'
  readonly label: string
  /** One line on what the view is for; shown under the view's heading. */
  readonly summary: string
  readonly icon: NavIconName
}

export const NAV_ITEMS = [
  {
    to: '/events',
    label: 'Events',
    summary: 'Find events around a place on the map and filter them by date, category and rank.',
    icon: 'events',
  },
  {
    to: '/broadcasts',
    label: 'Broadcasts',
    summary: 'Find televised sports broadcasts by US county, date and estimated viewership.',
    icon: 'broadcasts',
  },
  {
    to: '/calendar',
    label: 'Calendar',
    summary: 'See the busy days around a place as a calendar heatmap.',
    icon: 'calendar',
  },
  {
    to: '/analytics',
    label: 'Analytics',
    summary: 'Chart daily demand features and find demand surges.',
    icon: 'analytics',
  },
  {
    to: '/locations',
    label: 'Locations',
    summary: 'Save the places you care about, with a radius, and follow their insights.',
    icon: 'locations',
  },
  {
    to: '/account',
    label: 'Account',
    summary: 'Your account, access token and connection settings.',
    icon: 'account',
  },
] as const satisfies readonly NavItem[]
