// The embedded service's demo accounts, one token each (README "Demo tokens"; docs/architecture.md "The
// embedded dataset"). Views may not import the service, so the list is written out here.

export interface DemoToken {
  readonly token: string
  /** What the account can do, in a few words, for the token picker. */
  readonly description: string
}

export const DEMO_TOKENS: readonly DemoToken[] = [
  { token: 'demo-analyst', description: 'Full access to every product, worldwide' },
  {
    token: 'demo-us-only',
    description: 'US only, a narrow date window, at most 1,000 results, 5 requests a second',
  },
  { token: 'demo-lapsed', description: 'An expired subscription: data requests answer 402' },
  {
    token: 'demo-events-only',
    description: 'Events and saved locations only: broadcasts and analytics answer 403',
  },
]

export function isDemoToken(token: string): boolean {
  return DEMO_TOKENS.some((demo) => demo.token === token)
}
