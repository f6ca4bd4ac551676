// A stream of events that may start before anyone listens: what comes first is held and handed,
// in order, to the first listener; later events go straight to every listener.

export interface HeldEvents<T> {
  push(event: T): void
  listen(listener: (event: T) => void): void
}

export function holdEvents<T>(): HeldEvents<T> {
  let held: T[] | undefined = []
  const listeners: ((event: T) => void)[] = []
  return {
    push(event) {
      if (held) held.push(event)
      else for (const listener of listeners) listener(event)
    },
    listen(listener) {
      listeners.push(listener)
      const waiting = held
      held = undefined
      for (const event of waiting ?? []) listener(event)
    },
  }
}
