// How the router reads and writes an address's search (docs/view-context.md). Values stay the
// plain strings of the address (`place=85100048`, not the JSON `place="85100048"` the default
// serializer writes to keep a numeric-looking string a string), and a list is written as its
// comma string (`category=sports,concerts`). The route schemas read those strings back into
// values and lists (src/components/context/url-params.ts).
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'

export const parseAppSearch = parseSearchWith((value) => value)

export const stringifyAppSearch = stringifySearchWith((value: unknown) =>
  Array.isArray(value) ? value.map(String).join(',') : JSON.stringify(value),
)
