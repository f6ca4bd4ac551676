// SERVICE_* variables reach the browser through vite.config.ts `envPrefix`; undefined when unset.
interface ImportMetaEnv {
  readonly SERVICE_NOW?: string
  readonly SERVICE_SEED?: string
  readonly SERVICE_EVENTS?: string
  readonly SERVICE_BROADCASTS?: string
  /** Set by vite.config.ts: the digest in the key of the kept dataset. */
  readonly EVENTSCOPE_DATASET_DIGEST?: string
  /** Set by vite.config.ts: the digest in the scope of the answers a page keeps. */
  readonly EVENTSCOPE_ANSWERS_DIGEST?: string
}
