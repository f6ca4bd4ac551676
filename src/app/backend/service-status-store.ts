// Start-up state of the embedded service, for the "Preparing embedded data…" indicator.
import { createStore, useStore } from 'zustand'

export type ServicePhase = 'off' | 'starting' | 'loading' | 'building' | 'ready' | 'failed'

export interface ServiceStatus {
  readonly phase: ServicePhase
  readonly message: string
  /** Start-up step (1-based) of `steps`, when the service numbers them. */
  readonly step?: number
  readonly steps?: number
  /** The weeks around the dataset's day are answered already; the rest is still loading. */
  readonly near?: true
}

export const serviceStatusStore = createStore<ServiceStatus>()(() => ({
  phase: 'off',
  message: '',
}))

export function setServiceStatus(status: ServiceStatus): void {
  serviceStatusStore.setState(status, true)
}

export function useServiceStatus(): ServiceStatus {
  return useStore(serviceStatusStore)
}
