// Malformed requests for the Node server's fuzz test (transport/node-http-fuzz.test.ts), written
// raw to a socket because fetch refuses to send them: odd Host values, header bytes above ASCII,
// huge headers, long URLs, unknown methods and versions, bytes that are not HTTP.
import fc from 'fast-check'

import { ROUTES } from './http-fuzz'

export interface RawCase {
  readonly kind: 'raw'
  readonly bytes: Buffer
}

/** Header values only a raw socket sends: any latin-1 byte but the line breaks. */
const rawHeaderValue = fc.string({
  unit: fc
    .integer({ min: 0x00, max: 0xff })
    .filter((c) => c !== 0x0a && c !== 0x0d)
    .map((c) => String.fromCharCode(c)),
  maxLength: 40,
})

const line = (method: string, target: string, version: string, head: string) =>
  `${method} ${target} HTTP/${version}\r\n${head}Authorization: Bearer demo-analyst\r\n\r\n`

const anyRoutePath = fc.constantFrom(
  ...ROUTES.map((r) => r.path.replace('{location_id}', 'x')),
  '/',
  '/nope',
)

const rawCase = fc.oneof(
  // Odd Host values on real routes.
  fc
    .tuple(anyRoutePath, fc.string({ unit: 'binary-ascii', maxLength: 30 }))
    .map(([path, host]) => line('GET', path, '1.1', `Host: ${host}\r\n`)),
  // Header values with control characters and bytes above ASCII, on a token or a custom header.
  fc
    .tuple(anyRoutePath, fc.constantFrom('Authorization', 'X-Odd', 'Content-Type'), rawHeaderValue)
    .map(([path, name, v]) => line('GET', path, '1.1', `Host: h\r\n${name}: ${v}\r\n`)),
  // Headers up to well past node:http's limit.
  fc
    .tuple(anyRoutePath, fc.integer({ min: 100, max: 40_000 }))
    .map(([path, size]) => line('GET', path, '1.1', `Host: h\r\nX-Big: ${'b'.repeat(size)}\r\n`)),
  // Long URLs.
  fc
    .tuple(anyRoutePath, fc.integer({ min: 1_000, max: 100_000 }))
    .map(([path, size]) => line('GET', `${path}?q=${'q'.repeat(size)}`, '1.1', 'Host: h\r\n')),
  // Methods fetch forbids, Node's parser does not know, or in odd case; other HTTP versions.
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom('TRACE', 'TRACK', 'CONNECT', 'get', 'M-SEARCH'),
        fc.stringMatching(/^[A-Za-z-]{1,10}$/),
      ),
      anyRoutePath,
      fc.constantFrom('1.1', '1.0', '0.9', '2.0', '1.x'),
    )
    .map(([method, path, version]) => line(method, path, version, 'Host: h\r\n')),
  // Raw query strings, unencoded.
  fc
    .tuple(anyRoutePath, fc.string({ unit: 'binary-ascii', maxLength: 60 }))
    .map(([path, query]) => line('GET', `${path}?${query}`, '1.1', 'Host: h\r\n')),
  // Any bytes at all, but not none (no request, no answer) and not the HTTP/2 preface (which
  // node:http drops by design).
  fc
    .uint8Array({ minLength: 1, maxLength: 200 })
    .map((bytes) => Buffer.from(bytes).toString('latin1'))
    .filter((s) => s.trim() !== '' && !s.startsWith('PRI')),
)

/** Requests only a raw socket can send. */
export function rawCases(count: number, seed: number): RawCase[] {
  return fc
    .sample(rawCase, { numRuns: count, seed })
    .map((text) => ({ kind: 'raw', bytes: Buffer.from(text, 'latin1') }))
}
