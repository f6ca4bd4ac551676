import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'

/**
 * Whether the address is still `path`. A view stays on screen while the router loads the next one
 * (a lazy view's code), and it may report a change in that time, such as its map settling on data
 * that has just arrived. Written to the address, that change would take the analyst back to the
 * view they have just left, so each view writes its choices only while this says yes.
 */
export function useStillOn(path: string): () => boolean {
  const router = useRouter()
  return useCallback(() => router.latestLocation.pathname === path, [router, path])
}
