// GET /v1/accounts/self/ (docs/api.md "Account"): the caller's own organisation, read-only.
import type { Handler } from './types'

export function accountSelfHandler(): Handler<'accountSelf'> {
  return (_input, { organisation }) => ({
    id: organisation.id,
    name: organisation.name,
    description: organisation.description,
    industry: { id: organisation.industry.id, name: organisation.industry.name },
    created_at: organisation.createdAt,
    // Demo accounts are never edited, so the last update is their creation.
    updated_at: organisation.createdAt,
  })
}
