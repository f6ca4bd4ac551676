import type { MouseEvent, ReactNode } from 'react'
import { ThemeSelect } from '../theme/theme-select'
import { SideNav } from './side-nav'
import { PRODUCT_NAME } from './use-document-title'
import './layout.css'

const MAIN_ID = 'main-content'

/**
 * Moves focus into the main region. A plain `#main-content` jump would also work, but
 * it would put the fragment into the router's URL, which holds shareable state.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById(MAIN_ID)
  if (!main) return
  event.preventDefault()
  main.focus()
}

function BrandMark() {
  return (
    <svg
      className="brand__mark"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <circle
        cx="12"
        cy="12"
        r="10"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        opacity="0.45"
      />
      <circle
        cx="12"
        cy="12"
        r="6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        opacity="0.75"
      />
      <circle cx="12" cy="12" r="2.25" fill="currentColor" />
    </svg>
  )
}

/** The frame around every view: skip link, top bar, main navigation and main region. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
        Skip to main content
      </a>
      <header className="top-bar">
        <div className="brand">
          <BrandMark />
          <span className="brand__name">{PRODUCT_NAME}</span>
        </div>
        <span className="top-bar__tagline">Event intelligence</span>
        <ThemeSelect />
      </header>
      <SideNav />
      <main id={MAIN_ID} className="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  )
}
