// The Locations view (saved locations): the list and the map side by side, create and edit on the
// map, one location's insights, compare, bulk import and export. URL: search-schema.ts.
import { useTheme } from '../../components/theme/theme'
import type { Theme } from '../../components/theme/theme'
import { useMemo, useState } from 'react'
import type { Map as MapLibreMap } from 'maplibre-gl'

import { useApiClient, useApiConnection } from '../../api/client-context'
import { ContextBar } from '../../components/context/context-bar'
import { useViewClock } from '../../components/context/use-view-clock'
import { pickContext } from '../../components/context/view-context'
import type { ViewContext } from '../../components/context/view-context'
import { RequestPanel } from '../../components/export/request-panel'
import { SAVED_LOCATIONS_MAX_LIMIT } from '../../contract/query/saved-locations'
import { PageHeader } from '../../components/layout/page-header'
import { LiveRegion } from '../../components/states/states'
import { DeleteDialog } from './delete-dialog'
import { insightPeriod } from './insight-period'
import { hasEveryLabel, labelsInUse } from './labels'
import { LocationDetail } from './detail/location-detail'
import { LocationForm } from './form/location-form'
import { LocationsActions } from './list/locations-actions'
import { LocationsCompare } from './compare/locations-compare'
import { LocationsImport } from './csv/locations-import'
import { LocationsList } from './list/locations-list'
import { LocationsMap } from './map/locations-map'
import { locationsLegend, toMapLocation } from './map/map-locations'
import { fieldsInWords } from './api/merge-edit'
import type { LocationsSearch } from './search-schema'
import { MAX_COMPARED } from './search-schema'
import { useAllLocations, useLocation, useLocationsPage } from './api/use-locations-data'
import { listQuery } from './api/locations-queries'
import { useLocationSync } from './api/use-location-sync'
import { suggestionCentre, useLocationsState } from './use-locations-state'
import { useSuggestedRadius } from './form/use-suggested-radius'
import type { SavedLocation } from '../../contract/saved-location'
import type { MapEvent } from '../../contract/event'
import type { LegendModel } from '../../components/map/legend'
import { useCreateLocation, useDeleteLocation, useUpdateLocation } from './api/use-location-writes'
import { useDraftPlaces } from './map/use-draft-places'
import { useLocationFrames } from './map/use-place-frames'
import { useLocationEvents } from './map/use-location-events'
import { changesLegend } from './map/changes-layer'
import { ChangesPanel } from './changes/changes-panel'
import type { EventChange } from './changes/classify'
import { useDropBaseline, useLocationChanges } from './changes/use-location-changes'
import './locations.css'

/** No picked places: one array, so the frames are not worked out again each render. */
const NO_IDS: readonly string[] = []
const NO_EVENTS: readonly MapEvent[] = []
const NO_CHANGES: readonly EventChange[] = []

export interface LocationsViewProps {
  readonly search: LocationsSearch
  readonly onSearch: (patch: Partial<LocationsSearch>) => void
}

export function LocationsView({ search, onSearch }: LocationsViewProps) {
  useLocationSync()
  const nowMs = useViewClock()
  const connection = useApiConnection()
  const client = useApiClient()
  const [ui, dispatch] = useLocationsState()
  const suggested = useSuggestedRadius(suggestionCentre(ui), ui.industry, ui.draft?.unit ?? 'km')
  const [map, setMap] = useState<MapLibreMap | null>(null)
  const [notice, setNotice] = useState('')
  const page = useLocationsPage(search)
  const all = useAllLocations(search.q)
  const selected = useLocation(search.id)
  const create = useCreateLocation()
  const update = useUpdateLocation()
  const remove = useDeleteLocation()
  const dropBaseline = useDropBaseline()
  const compared = search.compare
  const knownLabels = useMemo(() => labelsInUse(all.data?.locations ?? []), [all.data])
  // The map shows what the list holds: the search's matches, with the labels asked for.
  const shown = useMemo(() => {
    return (all.data?.locations ?? []).filter((location) => hasEveryLabel(location, search.labels))
  }, [all.data, search.labels])
  const mapLocations = useMemo(() => shown.map(toMapLocation), [shown])
  const panel = ui.panel
  const editing = panel.kind === 'form' ? panel.editing : undefined
  const pickingPlaces = panel.kind === 'form' && ui.areaKind === 'places'
  const pickedIds = pickingPlaces ? ui.draftPlaces : NO_IDS
  const draftPlaces = useDraftPlaces(pickedIds, editing?.name ?? 'New location')
  const frames = useLocationFrames(shown, pickedIds)
  const theme = useTheme()
  // The open location's own events join the map; its legend leads with their rank levels.
  const located = useLocationEvents(panel.kind === 'list' ? search.id : undefined)
  const showsEvents = panel.kind === 'list' && search.id !== undefined
  const watch = useLocationChanges(showsEvents ? selected.data : undefined)
  const [litChange, setLitChange] = useState<string | null>(null)
  // In either theme: the Map PNG may be drawn in the other (docs/themes.md "Exports").
  const legendIn = (legendTheme: Theme): LegendModel => {
    const saved = locationsLegend({
      shown: mapLocations.length,
      total: search.labels.length === 0 ? all.data?.count : all.data && shown.length,
      loading: all.isFetching && all.data === undefined,
      suggesting: suggested.circle !== null,
      pickedPlaces: draftPlaces?.points?.length ?? 0,
      theme: legendTheme,
    })
    if (!showsEvents) return saved
    const events = located.legendIn(legendTheme)
    return {
      ...events,
      sections: [
        ...events.sections,
        ...changesLegend(watch.changes, legendTheme),
        ...saved.sections,
      ],
    }
  }
  const mapLegend = legendIn(theme)
  const context: Partial<ViewContext> = { ...pickContext(search), loc: undefined }
  // With a labels filter the list is read whole (use-locations-data.ts): its first request shows.
  const requestQuery =
    search.labels.length === 0
      ? listQuery(search)
      : { ...listQuery({ ...search, page: 1 }), limit: String(SAVED_LOCATIONS_MAX_LIMIT) }
  const requestUrl = client.listSavedLocations.url(requestQuery)
  const saving = create.isPending || update.isPending
  const formError = editing ? update.error : create.error

  const closePanel = () => {
    dispatch({ type: 'closePanel' })
  }
  const hover = (id: string | null) => {
    dispatch({ type: 'hover', id })
  }
  const askDelete = (location: SavedLocation | null) => {
    dispatch({ type: 'askDelete', location })
  }
  const openForm = (location: typeof editing) => {
    create.reset()
    update.reset()
    dispatch({ type: 'openForm', editing: location })
  }

  return (
    <div className="locations-page">
      <PageHeader
        title="Locations"
        summary={
          <ContextBar
            context={search}
            nowMs={nowMs}
            fixedPeriod={insightPeriod(search, nowMs)}
            onChange={(patch) => {
              onSearch(patch)
            }}
          />
        }
        actions={
          <LocationsActions
            search={search}
            map={map}
            legendIn={legendIn}
            onNew={() => {
              openForm(undefined)
            }}
            onImport={() => {
              dispatch({ type: 'openImport' })
            }}
          />
        }
      />
      <LiveRegion>{notice}</LiveRegion>
      <div
        className={
          panel.kind === 'list' && !search.id
            ? 'locations-layout'
            : 'locations-layout locations-layout--wide-map'
        }
      >
        <div className="locations-panel">
          {panel.kind === 'form' ? (
            <LocationForm
              key={editing?.location_id ?? 'new'}
              editing={editing}
              circle={ui.draft}
              onCircleChange={(circle) => {
                dispatch({ type: 'draw', circle })
              }}
              centre={ui.centre}
              onPlace={(at) => {
                dispatch({ type: 'pickPlace', at })
              }}
              suggested={suggested}
              industry={ui.industry}
              onIndustry={(industry) => {
                dispatch({ type: 'chooseIndustry', industry })
              }}
              knownLabels={knownLabels}
              saving={saving}
              error={formError}
              onCancel={closePanel}
              onKindChange={(kind) => {
                dispatch({ type: 'chooseArea', kind })
              }}
              onPlacesChange={(ids) => {
                dispatch({ type: 'pickPlaces', ids })
              }}
              onSubmit={(fields) => {
                if (editing) {
                  update.mutate(
                    { base: editing, edit: fields },
                    {
                      onSuccess: (merged) => {
                        setNotice(
                          merged.kept.length > 0
                            ? `Saved, keeping changes made elsewhere to ${fieldsInWords(merged.kept)}`
                            : `Saved ${fields.name}`,
                        )
                        closePanel()
                        onSearch({ id: editing.location_id })
                      },
                    },
                  )
                } else {
                  create.mutate(
                    { ...fields, labels: fields.labels ?? [] },
                    {
                      onSuccess: ({ location_id }) => {
                        setNotice(`Saved ${fields.name}`)
                        closePanel()
                        onSearch({ id: location_id })
                      },
                    },
                  )
                }
              }}
            />
          ) : panel.kind === 'import' ? (
            <LocationsImport onClose={closePanel} />
          ) : search.id ? (
            <LocationDetail
              location={selected.data}
              loading={selected.isPending}
              error={selected.error}
              onRetry={() => void selected.refetch()}
              context={context}
              onBack={() => {
                onSearch({ id: undefined })
              }}
              onEdit={openForm}
              onDelete={askDelete}
              onLabel={(label) => {
                onSearch({ id: undefined, labels: [label], page: 1 })
              }}
              changes={
                selected.data ? (
                  <ChangesPanel
                    location={selected.data}
                    watch={watch}
                    context={context}
                    onHighlight={setLitChange}
                  />
                ) : null
              }
            />
          ) : (
            <LocationsList
              search={search}
              page={page}
              knownLabels={knownLabels}
              compared={compared}
              highlightedId={ui.hovered}
              onSearch={onSearch}
              onHover={hover}
              onNew={() => {
                openForm(undefined)
              }}
              onEdit={openForm}
              onDelete={askDelete}
              onCompare={(id, on) => {
                const next = on
                  ? [...compared, id].slice(0, MAX_COMPARED)
                  : compared.filter((c) => c !== id)
                onSearch({ compare: next })
              }}
            />
          )}
        </div>
        <div className="locations-map-pane">
          <LocationsMap
            locations={mapLocations}
            legend={mapLegend}
            events={showsEvents ? located.matches.items : NO_EVENTS}
            changes={showsEvents ? watch.changes : NO_CHANGES}
            litChange={litChange}
            highlightedId={ui.hovered}
            selectedId={editing?.location_id ?? search.id ?? null}
            draft={panel.kind === 'form' && ui.areaKind === 'radius' ? ui.draft : undefined}
            draftPlaces={draftPlaces}
            suggestion={suggested.circle}
            centre={ui.centre}
            onCentre={(at) => {
              dispatch({ type: 'placeCentre', at })
            }}
            focus={ui.focus}
            frames={frames}
            onDraftChange={(circle) => {
              dispatch({ type: 'draw', circle })
            }}
            onHover={hover}
            onSelect={(id) => {
              if (panel.kind === 'list') onSearch({ id })
            }}
            onReady={setMap}
          />
        </div>
      </div>
      {compared.length > 0 ? (
        <LocationsCompare
          ids={compared}
          nowMs={nowMs}
          mode={search.compareBy}
          onMode={(compareBy) => {
            onSearch({ compareBy })
          }}
          onRemove={(id) => {
            onSearch({ compare: compared.filter((c) => c !== id) })
          }}
          onClear={() => {
            onSearch({ compare: [] })
          }}
        />
      ) : null}
      <details className="locations-request">
        <summary>API request behind this view</summary>
        <RequestPanel
          title="Saved locations request"
          method="GET"
          url={requestUrl}
          token={connection.token}
        />
      </details>
      <DeleteDialog
        location={ui.doomed}
        deleting={remove.isPending}
        error={remove.error}
        onClose={() => {
          askDelete(null)
          remove.reset()
        }}
        onConfirm={(location) => {
          // Leave its detail first: a refetch of a location already gone would answer 404.
          if (search.id === location.location_id) onSearch({ id: undefined })
          remove.mutate(location.location_id, {
            onSuccess: () => {
              void dropBaseline(location.location_id)
              setNotice(`Deleted ${location.name}`)
              askDelete(null)
              if (compared.includes(location.location_id))
                onSearch({ compare: compared.filter((c) => c !== location.location_id) })
            },
          })
        }}
      />
    </div>
  )
}
