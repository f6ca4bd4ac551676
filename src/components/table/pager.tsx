import { formatInteger, formatWindow } from '../../utils/format'

/** The page numbers to offer: first, last, and two either side of the current one. */
export function pageNumbers(current: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2])
  const sorted = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b)
  return sorted.flatMap((n, index) => {
    const previous = sorted[index - 1]
    return previous !== undefined && n - previous > 1 ? (['gap', n] as const) : [n]
  })
}

/**
 * Paging through a result window: "Showing 1–50 of 1,234", prev/next and page numbers. `total` is
 * the envelope's count, capped by the plan's result window when `overflow` is set (docs/api.md
 * "Limits").
 */
export function Pager({
  page,
  pageSize,
  total,
  overflow,
  label,
  onPage,
}: {
  readonly page: number
  readonly pageSize: number
  readonly total: number
  readonly overflow: boolean
  readonly label: string
  readonly onPage: (page: number) => void
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(page * pageSize, total)
  return (
    <nav className="pager" aria-label={label}>
      <p className="pager__status">
        Showing {formatWindow(first, last, total)}
        {overflow ? (
          <span className="pager__overflow">
            {' '}
            — more exist than your plan's result window of {formatInteger(total)}; narrow the
            filters to see them
          </span>
        ) : null}
      </p>
      <ul className="pager__pages">
        <li>
          <button
            type="button"
            className="button button--small"
            disabled={page <= 1}
            onClick={() => {
              onPage(page - 1)
            }}
          >
            Previous<span className="visually-hidden"> page</span>
          </button>
        </li>
        {pageNumbers(page, pages).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pager__gap">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                className="button button--small pager__page"
                aria-current={n === page ? 'page' : undefined}
                onClick={() => {
                  onPage(n)
                }}
              >
                <span className="visually-hidden">Page </span>
                {n}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="button button--small"
            disabled={page >= pages}
            onClick={() => {
              onPage(page + 1)
            }}
          >
            Next<span className="visually-hidden"> page</span>
          </button>
        </li>
      </ul>
    </nav>
  )
}
