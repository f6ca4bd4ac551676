// The paper a location's brief is laid out for: A4 or US Letter, portrait. The choice is in the
// address (`paper`), so a link opens the same page; without it the browser's language picks the
// paper its country prints on.
import { z } from 'zod'

export const PAPERS = ['a4', 'letter'] as const
export type Paper = (typeof PAPERS)[number]

export interface PaperSize {
  /** As the `@page` rules of brief.css name it. */
  readonly name: string
  readonly width: string
  readonly height: string
}

export const PAPER_SIZES: Readonly<Record<Paper, PaperSize>> = {
  a4: { name: 'A4', width: '210mm', height: '297mm' },
  letter: { name: 'US Letter', width: '215.9mm', height: '279.4mm' },
}

/** Countries whose offices print on Letter: the Americas that never moved to ISO 216, and the Philippines. */
const LETTER_REGIONS = new Set([
  'US',
  'CA',
  'MX',
  'PH',
  'CL',
  'CO',
  'VE',
  'GT',
  'CR',
  'PA',
  'PR',
  'DO',
  'SV',
  'NI',
  'HN',
])

/** The paper of the first language that names a region (`en-US`); A4 when none does. */
export function defaultPaper(languages: readonly string[]): Paper {
  for (const language of languages) {
    let region: string | undefined
    try {
      region = new Intl.Locale(language).maximize().region
    } catch {
      continue
    }
    if (region) return LETTER_REGIONS.has(region) ? 'letter' : 'a4'
  }
  return 'a4'
}

export const briefSearchSchema = z.object({
  paper: z.enum(PAPERS).optional().catch(undefined),
})
