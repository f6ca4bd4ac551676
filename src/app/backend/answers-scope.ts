// The name of what kept answers depend on (docs/dataset-cache.md "Where and under what name"),
// worked out the same way by the page and by `npm run data`, which answers a first visit's first
// requests ahead of time (prebuilt-answers.ts).
import { digestOf } from './prebuilt-answers.ts'

/** The dataset (its key's name) and the code that answers (the first 16 digits of its digest). */
export function answersDatasetName(datasetKeyName: string, answersDigest: string): string {
  return `${datasetKeyName}-${answersDigest.slice(0, 16)}`
}

/** The first 16 hex digits of the token's SHA-256: the account, without the token itself. */
export async function tokenTag(token: string): Promise<string> {
  return (await digestOf(new TextEncoder().encode(token))).slice(0, 16)
}

/** The scope of the answers of `datasetName` for the account of `token`. */
export async function answersScope(datasetName: string, token: string): Promise<string> {
  return `${datasetName}:${await tokenTag(token)}`
}
