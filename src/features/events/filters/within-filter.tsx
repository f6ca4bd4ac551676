// The radius area filter as text: shows the circle drawn on the map, and lets a person clear it
// or type one (`10km@51.5,-0.12`, docs/api.md "Search events": `within`).
import { WithinField } from '../../../components/filters/within-field'

export function WithinFilter({
  within,
  onChange,
}: {
  readonly within: string | undefined
  readonly onChange: (within: string | undefined) => void
}) {
  return (
    <div className="within-filter">
      <WithinField
        label="Radius area (draw on the map, or type radius@lat,lon)"
        within={within}
        placeholder="e.g. 10km@51.5,-0.12"
        onChange={onChange}
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
