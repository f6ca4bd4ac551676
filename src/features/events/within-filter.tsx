// The radius area filter as text: shows the circle drawn on the map, and lets a person clear it
// or type one (`10km@51.5,-0.12`, docs/api.md "Search events": `within`).
import { WITHIN_RE } from '../../contract/query/geo'
import { TextFilter } from '../../components/filters/text-filter'

export function WithinFilter({
  within,
  onChange,
}: {
  readonly within: string | undefined
  readonly onChange: (within: string | undefined) => void
}) {
  return (
    <div className="within-filter">
      <TextFilter
        label="Radius area (draw on the map, or type radius@lat,lon)"
        value={within ?? ''}
        placeholder="e.g. 10km@51.5,-0.12"
        onCommit={(text) => {
          const value = text.trim().replace(/\s+/g, '')
          if (value === '') onChange(undefined)
          else if (WITHIN_RE.test(value)) onChange(value)
        }}
      />
      {within ? (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            onChange(undefined)
          }}
        >
          Clear radius area
        </button>
      ) : null}
    </div>
  )
}
