import { describe, expect, it } from 'vitest'
import { normalizeText, tokenize } from './normalize'

describe('normalizeText', () => {
  it('folds case and accents', () => {
    expect(normalizeText('Zürich')).toBe('zurich')
    expect(normalizeText('SÃO PAULO')).toBe('sao paulo')
    expect(normalizeText('Kraków')).toBe('krakow')
  })

  it('folds letters without a decomposition', () => {
    expect(normalizeText('Łódź')).toBe('lodz')
    expect(normalizeText('Straße')).toBe('strasse')
    expect(normalizeText('Tromsø')).toBe('tromso')
  })

  it('turns punctuation into word breaks', () => {
    expect(tokenize('Saint-Denis (Réunion)')).toEqual(['saint', 'denis', 'reunion'])
    expect(tokenize("Côte d'Ivoire")).toEqual(['cote', 'divoire'])
    expect(tokenize('  ')).toEqual([])
  })
})
