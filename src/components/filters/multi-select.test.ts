import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { COUNTRY_OPTIONS } from './country-options'
import { MultiSelect } from './multi-select'

function render(selected: readonly string[]): string {
  return renderToStaticMarkup(
    createElement(MultiSelect, {
      label: 'Countries',
      options: COUNTRY_OPTIONS,
      selected,
      placeholder: 'Type a country name',
      onChange: () => undefined,
    }),
  )
}

describe('MultiSelect', () => {
  it('is a labelled combobox, closed until used', () => {
    const html = render([])
    const id = /<label class="field__label" for="([^"]+)">Countries<\/label>/.exec(html)?.[1]
    expect(id).toBeDefined()
    expect(html).toContain(`id="${id ?? ''}"`)
    expect(html).toContain('role="combobox"')
    expect(html).toContain('aria-expanded="false"')
    expect(html).not.toContain('role="listbox"')
  })

  it('shows chosen codes as named chips, each with a labelled remove button', () => {
    const html = render(['DE', 'US'])
    expect(html).toContain('aria-label="Chosen countries"')
    expect(html).toContain('<span>Germany</span>')
    expect(html).toContain('aria-label="Remove United States"')
  })
})
