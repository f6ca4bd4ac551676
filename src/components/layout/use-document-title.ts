import { useEffect } from 'react'

export const PRODUCT_NAME = 'Eventscope'

/**
 * Names the browser tab after the view. Screen readers announce the title on
 * navigation, so a single-page app has to change it itself (WCAG 2.4.2).
 */
export function useDocumentTitle(view: string): void {
  useEffect(() => {
    document.title = `${view} · ${PRODUCT_NAME}`
  }, [view])
}
