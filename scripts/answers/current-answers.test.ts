// The dev server's test of a first-answers file: today's dataset, this code, these settings.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIRST_ANSWERS_FILE } from '../../src/utils/data-files'
import { firstAnswersAreCurrent } from './current-answers'

const root = join(import.meta.dirname, '..', '..')
// `npm run data` writes it before the unit tests (package.json pretest:unit), for the default settings.
const file = readFileSync(join(root, 'public', 'data', FIRST_ANSWERS_FILE), 'utf8')
const scope = (JSON.parse(file) as { scope: string }).scope

describe('firstAnswersAreCurrent', () => {
  it('takes the file npm run data wrote for the settings it wrote it for', () => {
    expect(firstAnswersAreCurrent(root, {}, file)).toBe(true)
  })

  it('refuses a file of other settings, another code, or no file at all', () => {
    expect(firstAnswersAreCurrent(root, { SERVICE_SEED: '7' }, file)).toBe(false)
    const olderCode = JSON.stringify({ scope: scope.replace(/^[0-9a-f]{16}/, '0'.repeat(16)) })
    expect(firstAnswersAreCurrent(root, {}, olderCode)).toBe(false)
    expect(firstAnswersAreCurrent(root, {}, '<!doctype html>')).toBe(false)
    expect(firstAnswersAreCurrent(root, { SERVICE_EVENTS: 'many' }, file)).toBe(false)
  })
})
