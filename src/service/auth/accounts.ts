// Demo organisations and their subscriptions. The API leaves plan values open (docs/api.md
// "Limits"); these are chosen so each demo token exercises one documented behaviour (README: Demo
// tokens). The tokens and which organisation each signs in as: src/contract/demo-accounts.ts,
// which the page's token picker reads too.
import { DEMO_ACCOUNTS } from '../../contract/demo-accounts'

export type Product = 'events' | 'broadcasts' | 'features' | 'demand_surge'

export interface Subscription {
  /** Lapsed subscriptions answer 402 on every data endpoint. */
  readonly lapsed: boolean
  readonly products: ReadonlySet<Product>
  /** ISO alpha-2 codes the plan covers; null = the whole world. */
  readonly countries: ReadonlySet<string> | null
  /** Visibility window in days relative to now; null = unbounded on that side. */
  readonly visibleFromDays: number | null
  readonly visibleToDays: number | null
  /** Maximum number of results a search may page through (docs/api.md "Limits": result window). */
  readonly resultWindow: number
  /** Requests per one-second window for the whole organisation (docs/api.md "Limits"). */
  readonly rateLimit: number
}

export interface Organisation {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly industry: { readonly id: string; readonly name: string }
  readonly createdAt: string
  readonly subscription: Subscription
}

const ALL: ReadonlySet<Product> = new Set<Product>([
  'events',
  'broadcasts',
  'features',
  'demand_surge',
])

const organisations: readonly Organisation[] = [
  {
    id: 'org_analyst',
    name: 'Demo Analytics',
    description: 'Full access to every product, worldwide.',
    industry: { id: 'accommodation', name: 'Accommodation' },
    createdAt: '2024-03-01T09:00:00Z',
    subscription: {
      lapsed: false,
      products: ALL,
      countries: null,
      visibleFromDays: null,
      visibleToDays: null,
      resultWindow: 10_000,
      rateLimit: 100,
    },
  },
  {
    id: 'org_us_only',
    name: 'Demo US Retail',
    description: 'United States only, a narrow visibility window and a small result window.',
    industry: { id: 'retail', name: 'Retail' },
    createdAt: '2024-06-15T12:00:00Z',
    subscription: {
      lapsed: false,
      products: ALL,
      countries: new Set(['US']),
      visibleFromDays: -30,
      visibleToDays: 180,
      resultWindow: 1_000,
      rateLimit: 5,
    },
  },
  {
    id: 'org_lapsed',
    name: 'Demo Lapsed',
    description: 'A subscription that has expired.',
    industry: { id: 'parking', name: 'Parking' },
    createdAt: '2023-01-10T08:30:00Z',
    subscription: {
      lapsed: true,
      products: ALL,
      countries: null,
      visibleFromDays: null,
      visibleToDays: null,
      resultWindow: 10_000,
      rateLimit: 20,
    },
  },
  {
    id: 'org_events_only',
    name: 'Demo Events Only',
    description: 'Events and saved locations; no broadcasts, features or demand surge.',
    industry: { id: 'restaurants', name: 'Restaurants' },
    createdAt: '2025-02-20T16:45:00Z',
    subscription: {
      lapsed: false,
      products: new Set<Product>(['events']),
      countries: null,
      visibleFromDays: null,
      visibleToDays: null,
      resultWindow: 10_000,
      rateLimit: 20,
    },
  },
]

const tokens: ReadonlyMap<string, string> = new Map(
  DEMO_ACCOUNTS.map((account) => [account.token, account.orgId]),
)

const byId = new Map(organisations.map((o) => [o.id, o]))

export const DEMO_TOKENS: readonly string[] = DEMO_ACCOUNTS.map((account) => account.token)

export function organisationForToken(token: string): Organisation | undefined {
  const orgId = tokens.get(token)
  return orgId === undefined ? undefined : byId.get(orgId)
}
