// The product's build holds the dashboard alone: the test and bench pages are built apart
// (src/testing/pages/pages.ts), so nothing made for tests ships to analysts.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { PAGES_OUT_DIR } from '../src/testing/pages/pages'
import { expect, test } from './fixtures'

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort()

test('dist/ holds the dashboard page only; the test pages are in their own build', () => {
  const root = join(import.meta.dirname, '..')
  expect(htmlFiles(join(root, 'dist'))).toEqual(['index.html'])
  expect(htmlFiles(join(root, PAGES_OUT_DIR))).toEqual([
    join('src', 'testing', 'pages', 'bare-map.html'),
    join('src', 'testing', 'pages', 'map-harness.html'),
    join('src', 'testing', 'pages', 'store-harness.html'),
  ])
})

test('a first load asks for a handful of scripts, so the service worker and the dataset do not queue behind them', () => {
  const html = readFileSync(join(import.meta.dirname, '..', 'dist', 'index.html'), 'utf8')
  const scripts = [
    ...html.matchAll(/<script[^>]* src="([^"]+\.js)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+\.js)"/g),
  ].map((match) => match[1])
  // The policy's setup, the early script and the app's entry, the bundler's runtime, and the three
  // chunks of scripts/vite/first-load-chunks.ts (setup, start, app). A browser opens six
  // connections to a host over HTTP/1.1, and the first three are a few hundred bytes each.
  expect(scripts.length).toBeGreaterThanOrEqual(3)
  expect(scripts.length, scripts.join(', ')).toBeLessThanOrEqual(7)
})
