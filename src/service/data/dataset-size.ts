// The default size of the generated dataset (docs/dataset.md), apart from the generator so that
// what names a dataset (service/kept/kept-key.ts) does not load the generator.
export const DEFAULT_EVENT_COUNT = 250_000
export const DEFAULT_BROADCAST_COUNT = 100_000
