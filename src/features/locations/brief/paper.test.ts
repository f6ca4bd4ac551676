import { describe, expect, it } from 'vitest'

import { briefSearchSchema, defaultPaper } from './paper'

describe('defaultPaper', () => {
  it('prints on Letter in the United States and Canada, on A4 elsewhere', () => {
    expect(defaultPaper(['en-US'])).toBe('letter')
    expect(defaultPaper(['fr-CA'])).toBe('letter')
    expect(defaultPaper(['en-GB'])).toBe('a4')
    expect(defaultPaper(['de'])).toBe('a4')
  })

  it('reads the region a bare language stands for, and skips what is not a language', () => {
    // `en` maximises to en-Latn-US.
    expect(defaultPaper(['en'])).toBe('letter')
    expect(defaultPaper(['not a tag!', 'ja-JP'])).toBe('a4')
    expect(defaultPaper([])).toBe('a4')
  })
})

describe('briefSearchSchema', () => {
  it('keeps a known paper and drops anything else', () => {
    expect(briefSearchSchema.parse({ paper: 'letter' })).toEqual({ paper: 'letter' })
    expect(briefSearchSchema.parse({ paper: 'A5' })).toEqual({ paper: undefined })
    expect(briefSearchSchema.parse({})).toEqual({})
  })
})
