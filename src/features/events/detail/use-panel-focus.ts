// Keyboard behaviour of the event panel, which takes the filters' place on laptop widths
// (events.css): focus moves into it when an event opens, Escape closes it, and focus goes back to
// where it came from (the row or the map) when it closes.
import { useEffect, useRef } from 'react'
import type { KeyboardEvent, RefObject } from 'react'

/** Escape closes the panel, unless a control inside it already used the key. */
export function closeOnEscape(event: KeyboardEvent<HTMLElement>, onClose: () => void): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return
  event.preventDefault()
  onClose()
}

export function usePanelFocus(
  ref: RefObject<HTMLElement | null>,
  eventId: string | undefined,
): void {
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const panel = ref.current
    if (!panel) return
    const active = document.activeElement
    // Moving from one event to the next inside the panel keeps the original opener.
    if (active instanceof HTMLElement && active !== document.body && !panel.contains(active)) {
      opener.current = active
    }
    panel.focus({ preventScroll: true })
  }, [ref, eventId])

  useEffect(
    () => () => {
      const back = opener.current
      if (back?.isConnected) back.focus({ preventScroll: true })
    },
    [],
  )
}
