import type { ReactNode } from 'react'
import { useDocumentTitle } from './use-document-title'

interface PageHeaderProps {
  readonly title: string
  /** One line under the title: what the view is for, or the context it shows (context-bar.tsx). */
  readonly summary?: ReactNode
  /** Controls aligned to the right of the heading (exports, filters toggles). */
  readonly actions?: ReactNode
}

/** The heading block every view starts with; it also names the browser tab. */
export function PageHeader({ title, summary, actions }: PageHeaderProps) {
  useDocumentTitle(title)
  return (
    <div className="page-header">
      <div className="page-header__text">
        <h1 className="page-header__title">{title}</h1>
        {typeof summary === 'string' ? (
          <p className="page-header__summary">{summary}</p>
        ) : summary ? (
          <div className="page-header__summary">{summary}</div>
        ) : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </div>
  )
}
