// A list row's count of changes since the analyst last looked at the location; nothing while it
// is read, and a quiet "No changes" that takes no room from the name.
import { formatInteger } from '../../../utils/format'

export function ChangesBadge({ count }: { readonly count: number | undefined }) {
  if (count === undefined) return null
  if (count === 0) return <span className="visually-hidden">, no changes since last seen</span>
  const words = `${formatInteger(count)} ${count === 1 ? 'change' : 'changes'} since last seen`
  return (
    <span className="changes-badge" title={words}>
      {formatInteger(count)}
      <span className="visually-hidden"> {words}</span>
    </span>
  )
}
