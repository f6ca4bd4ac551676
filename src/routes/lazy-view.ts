import { lazy } from 'react'
import type { ComponentType } from 'react'

/**
 * A view whose code downloads with the first visit to its route. The events view, which opens
 * first, is the only one in the main bundle: the others' charts, forms and exports come when an
 * analyst opens them (docs/dataset-cache.md "JavaScript of the first view").
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }))
}
