import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CheckboxGroup } from './checkbox-group'

describe('CheckboxGroup', () => {
  it('writes counts in full with separators, as the summary chips do', () => {
    const html = renderToStaticMarkup(
      createElement(CheckboxGroup, {
        legend: 'Categories',
        options: [
          { value: 'concerts', label: 'Concerts', count: 1560 },
          { value: 'sports', label: 'Sports', count: 1_234_567 },
          { value: 'expos', label: 'Expos', count: 0 },
        ],
        selected: [],
        onChange: () => undefined,
      }),
    )
    const counts = [...html.matchAll(/class="checkbox__count">([^<]*)</g)].map((m) => m[1])
    expect(counts).toEqual(['1,560', '1,234,567', '0'])
  })
})
