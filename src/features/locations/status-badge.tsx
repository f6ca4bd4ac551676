// `pending` while the service enriches a new or edited location, `active` once its insights exist
// (docs/api.md "States and transitions"). The text says it; colour only repeats it.
export function StatusBadge({ status }: { readonly status: string }) {
  return (
    <span className={`status-badge status-badge--${status === 'active' ? 'active' : 'pending'}`}>
      {status === 'active' ? 'Active' : status === 'pending' ? 'Pending' : status}
    </span>
  )
}
