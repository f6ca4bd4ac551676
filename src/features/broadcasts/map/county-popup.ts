// The popup of a county: its summed viewership and its broadcasts, most watched first, built from
// DOM text (docs/architecture.md "popups built from DOM text, never HTML strings"), and the button
// that filters the view to it (map-click.ts).
import { formatDateTime } from '../../../utils/dates'
import { formatInteger, plural } from '../../../utils/format'
import type { MapBroadcast } from './county-viewership'

/** Broadcasts listed by name; the rest are counted. */
const LISTED = 8

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

export interface PopupAction {
  readonly label: string
  readonly onClick: () => void
}

export function buildCountyPopup(
  name: string,
  broadcasts: readonly MapBroadcast[],
  action?: PopupAction,
): HTMLElement {
  const root = element('div', 'county-popup')
  root.append(element('h3', 'county-popup__title', name))
  const sorted = [...broadcasts].sort((a, b) => b.viewership - a.viewership)
  const total = sorted.reduce((sum, b) => sum + b.viewership, 0)
  root.append(
    element(
      'p',
      'county-popup__total',
      sorted.length === 0
        ? 'No matching broadcasts on the map here'
        : `${formatInteger(total)} viewers · ${plural(sorted.length, 'broadcast')}`,
    ),
  )
  // Under the figures, above the list: in view without scrolling past the broadcasts.
  if (action) {
    const button = element('button', 'button button--small county-popup__filter', action.label)
    button.type = 'button'
    button.addEventListener('click', action.onClick)
    root.append(button)
  }
  if (sorted.length === 0) return root
  const list = element('ul', 'county-popup__list')
  for (const b of sorted.slice(0, LISTED)) {
    const item = element('li', 'county-popup__item')
    item.append(element('span', 'county-popup__event', b.title || b.eventId))
    item.append(
      element(
        'span',
        'county-popup__meta',
        `${formatDateTime(b.start, b.timezone)} · ${formatInteger(b.viewership)} viewers`,
      ),
    )
    list.append(item)
  }
  root.append(list)
  if (sorted.length > LISTED) {
    root.append(
      element('p', 'county-popup__more', `and ${formatInteger(sorted.length - LISTED)} more`),
    )
  }
  return root
}
