// MapLibre 6 ships ES modules only and finds its worker next to its own module by default, which
// a bundler breaks; pointing it at the worker file Vite emits keeps tiles off the UI thread
// (docs/architecture.md "This machine").
import { setWorkerUrl } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import 'maplibre-gl/dist/maplibre-gl.css'

setWorkerUrl(workerUrl)
