// A map played frame by frame as a WebM video (docs/view-habits.md "The time bar"): each frame is
// set up by the caller, drawn once the map is idle with its legend over it, as the PNG export
// draws it (export-png.ts), and held for `frameMs` of the video. MediaRecorder encodes a stream
// of a canvas that is sent a frame only when one is ready, so the video's clock is the frames',
// however long the map takes to draw each. The frames are drawn in the theme the analyst chose for
// exports (docs/themes.md "Exports"); in the other theme, the map on screen shows a still
// meanwhile (map-in-theme.ts).
import type { Map as MapLibreMap } from 'maplibre-gl'

import type { Theme } from '../theme/theme'
import { drawMapFrame, exportNote } from './export-png'
import type { LegendModel } from './legend'
import { legendColors } from './legend-canvas'
import { drawnIn, waitForIdle } from './map-in-theme'

export interface VideoOptions {
  readonly frames: number
  /** The theme the frames are drawn in. */
  readonly theme: Theme
  /** Sets frame `index` on the map; resolves once the map has been told, with its legend. */
  readonly showFrame: (index: number) => Promise<LegendModel>
  /** How long each frame shows in the video. */
  readonly frameMs: number
  readonly onProgress?: (done: number, of: number) => void
  readonly signal?: AbortSignal
}

/** The WebM flavour this browser records, VP9 where it can. */
function webmType(): string {
  const types = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm']
  return types.find((type) => MediaRecorder.isTypeSupported(type)) ?? 'video/webm'
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

export async function recordMapVideo(map: MapLibreMap, options: VideoOptions): Promise<Blob> {
  if (typeof MediaRecorder === 'undefined') {
    throw new Error('This browser cannot record video.')
  }
  const source = map.getCanvas()
  const canvas = document.createElement('canvas')
  canvas.width = source.width
  canvas.height = source.height
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('The video could not be drawn.')
  const stream = canvas.captureStream(0)
  const [track] = stream.getVideoTracks()
  if (!(track instanceof CanvasCaptureMediaStreamTrack)) {
    throw new Error('This browser cannot record the map.')
  }
  const recorder = new MediaRecorder(stream, { mimeType: webmType() })
  const chunks: Blob[] = []
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data)
  }
  const stopped = new Promise<void>((resolve) => {
    recorder.onstop = () => {
      resolve()
    }
  })
  const colors = legendColors(options.theme)
  recorder.start()
  try {
    await drawnIn(
      map,
      options.theme,
      exportNote(options.theme, 'Recording the video'),
      async () => {
        for (let index = 0; index < options.frames; index += 1) {
          if (options.signal?.aborted) break
          const legend = await options.showFrame(index)
          await waitForIdle(map)
          drawMapFrame(ctx, source, legend, colors)
          track.requestFrame()
          options.onProgress?.(index + 1, options.frames)
          await sleep(options.frameMs, options.signal)
        }
      },
    )
  } finally {
    recorder.stop()
    track.stop()
    await stopped
  }
  if (options.signal?.aborted) throw new DOMException('The video was cancelled.', 'AbortError')
  return new Blob(chunks, { type: 'video/webm' })
}
