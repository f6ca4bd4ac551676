// A 400's `details` (docs/api.md "Errors": `{field, msg, type}`) placed beside the form fields
// they name.
// `field` may be a path (`labels.3`, `geojson.properties.radius`); its first part picks the field.
import { isApiError } from '../../../api/errors'

export type FormField = 'name' | 'labels' | 'formatted_address' | 'area'

export interface FormErrors {
  readonly fields: Partial<Record<FormField, string>>
  /** Messages that name no field of the form. */
  readonly general: readonly string[]
}

const FIELD_OF: Readonly<Record<string, FormField>> = {
  name: 'name',
  labels: 'labels',
  formatted_address: 'formatted_address',
  geojson: 'area',
  place_ids: 'area',
}

export function formErrorsOf(error: unknown): FormErrors | null {
  if (!isApiError(error) || error.status !== 400) return null
  const fields: Partial<Record<FormField, string>> = {}
  const general: string[] = []
  for (const issue of error.issues) {
    const field = FIELD_OF[issue.field.split(/[.[]/)[0] ?? '']
    if (field === undefined) general.push(`${issue.field}: ${issue.msg}`)
    else fields[field] = fields[field] ? `${fields[field]}; ${issue.msg}` : issue.msg
  }
  if (error.issues.length === 0) general.push('The API did not accept this location.')
  return { fields, general }
}
