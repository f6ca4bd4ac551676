// The embedded service's demo accounts, one token each (README "Demo tokens"): the service grants
// them (src/service/auth/accounts.ts holds each organisation's plan and limits) and the page offers
// them in its token picker. Not part of the HTTP contract, but the one module both sides may read.

export interface DemoAccount {
  readonly token: string
  /** The organisation the token signs in as (src/service/auth/accounts.ts). */
  readonly orgId: string
  /** What the account can do, in a few words, for the token picker. */
  readonly description: string
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    token: 'demo-analyst',
    orgId: 'org_analyst',
    description: 'Full access to every product, worldwide',
  },
  {
    token: 'demo-us-only',
    orgId: 'org_us_only',
    description: 'US only, a narrow date window, at most 1,000 results, 5 requests a second',
  },
  {
    token: 'demo-lapsed',
    orgId: 'org_lapsed',
    description: 'An expired subscription: data requests answer 402',
  },
  {
    token: 'demo-events-only',
    orgId: 'org_events_only',
    description: 'Events and saved locations only: broadcasts and analytics answer 403',
  },
]

/** The full-access account: the embedded service's default token. */
export const FULL_ACCESS_TOKEN = 'demo-analyst'

export function isDemoToken(token: string): boolean {
  return DEMO_ACCOUNTS.some((demo) => demo.token === token)
}
