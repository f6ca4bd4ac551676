// The product's build holds the dashboard alone: the test and bench pages are built apart
// (src/testing/pages/pages.ts), so nothing made for tests ships to analysts.
import { readdirSync } from 'node:fs'
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
