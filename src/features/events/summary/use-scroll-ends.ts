// Whether a sideways scroller has more to show before or after what is in view, kept up to date as
// it scrolls, resizes or its content changes: the summary row shows a fade and an arrow button on
// each side that goes on (events-summary.tsx).
import { useCallback, useEffect, useState } from 'react'
import type { RefObject } from 'react'

export interface ScrollEnds {
  /** Content is hidden before the start of the view. */
  readonly before: boolean
  /** Content is hidden past the end of the view. */
  readonly after: boolean
}

/** A pixel of slack: zoomed pages scroll by fractions and never quite reach the end. */
const SLACK_PX = 1

export function scrollEndsOf(element: {
  readonly scrollLeft: number
  readonly scrollWidth: number
  readonly clientWidth: number
}): ScrollEnds {
  return {
    before: element.scrollLeft > SLACK_PX,
    after: element.scrollLeft + element.clientWidth < element.scrollWidth - SLACK_PX,
  }
}

export function useScrollEnds(ref: RefObject<HTMLElement | null>): {
  readonly ends: ScrollEnds
  /** Scrolls most of a view's width towards `direction`. */
  readonly scrollBy: (direction: -1 | 1) => void
} {
  const [ends, setEnds] = useState<ScrollEnds>({ before: false, after: false })
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const update = () => {
      const next = scrollEndsOf(element)
      setEnds((previous) =>
        previous.before === next.before && previous.after === next.after ? previous : next,
      )
    }
    // Read at the next frame, where the page is laid out anyway: read in the task that changed the
    // DOM (a render of new results), the sizes would force a layout of the whole page inside it.
    let frame = 0
    const updateSoon = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0
          update()
        })
    }
    updateSoon()
    // Scroll events and ResizeObserver come after layout: reading then forces nothing.
    element.addEventListener('scroll', update, { passive: true })
    // The row's own size and its content's: the counts arriving or a chip list unfolding.
    const observer = new ResizeObserver(update)
    observer.observe(element)
    for (const child of element.children) observer.observe(child)
    const mutations = new MutationObserver(() => {
      for (const child of element.children) observer.observe(child)
      updateSoon()
    })
    mutations.observe(element, { childList: true, subtree: true })
    return () => {
      cancelAnimationFrame(frame)
      element.removeEventListener('scroll', update)
      observer.disconnect()
      mutations.disconnect()
    }
  }, [ref])
  const scrollBy = useCallback(
    (direction: -1 | 1) => {
      const element = ref.current
      if (element) element.scrollBy({ left: direction * element.clientWidth * 0.8 })
    },
    [ref],
  )
  return { ends, scrollBy }
}
