// "Export video": the time window played through the period into a WebM file, the map with its
// legend in each frame, as the PNG shows one (docs/view-habits.md "The time bar"). Frames are the
// playback's own, held for as long as the chosen speed shows each; the playhead comes back to
// where it was when the video is done or cancelled.
import type { Map as MapLibreMap } from 'maplibre-gl'
import { useRef, useState } from 'react'

import { downloadBlob, timestampedName } from '../../../components/export/download'
import { ExportProgress } from '../../../components/export/export-progress'
import { recordMapVideo } from '../../../components/map/export-video'
import { windowShown } from '../../../components/map/use-events-window'
import type { LegendModel } from '../../../components/map/legend'
import type { Theme } from '../../../components/theme/theme'
import { explainError } from '../../../components/states/error-message'
import { usePlayback } from './playback'

export function VideoExport({
  map,
  legendIn,
  theme,
}: {
  readonly map: MapLibreMap | null
  /** The map's legend in a theme. */
  readonly legendIn: (theme: Theme) => LegendModel
  /** The theme the video is drawn in (docs/themes.md "Exports"). */
  readonly theme: Theme
}) {
  const playback = usePlayback()
  const [progress, setProgress] = useState<{ done: number; of: number } | undefined>(undefined)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const abort = useRef<AbortController | null>(null)
  if (!playback) return null

  const record = async (mapInstance: MapLibreMap) => {
    const { end, playhead, speed } = playback
    const frames = end + 1
    const legend = legendIn(theme)
    const controller = new AbortController()
    abort.current = controller
    setProblem(undefined)
    setProgress({ done: 0, of: frames })
    try {
      const video = await recordMapVideo(mapInstance, {
        frames,
        theme,
        frameMs: 1000 / speed,
        signal: controller.signal,
        onProgress: (done, of) => {
          setProgress({ done, of })
        },
        showFrame: async (index) => {
          playback.seek(index, true)
          const window = playback.spanOf(index)
          await windowShown(mapInstance, window)
          return { ...legend, caption: playback.captionAt(index) ?? legend.caption }
        },
      })
      downloadBlob(video, timestampedName('events-map', 'webm'))
    } catch (error) {
      if (!controller.signal.aborted) setProblem(explainError(error).title)
    } finally {
      setProgress(undefined)
      abort.current = null
      if (playhead === undefined) playback.clear()
      else playback.seek(playhead)
    }
  }

  if (progress) {
    return (
      <ExportProgress
        label="Recording the video"
        done={progress.done}
        total={progress.of}
        unit="frames"
        onCancel={() => abort.current?.abort()}
      />
    )
  }
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={!map}
        onClick={() => {
          if (map) void record(map)
        }}
      >
        Export video
      </button>
      {problem ? <p role="alert">{problem}</p> : null}
    </>
  )
}
