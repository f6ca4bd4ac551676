/** `make`'s value, made on the first call and shared by every later one (a promise included). */
export function once<T>(make: () => T): () => T {
  let made: { readonly value: T } | undefined
  return () => (made ??= { value: make() }).value
}
