// One copy of each distinct string, and a dense index per string, in first-seen order.

export class Interner {
  readonly values: string[] = []
  private readonly indexes = new Map<string, number>()

  index(value: string): number {
    let i = this.indexes.get(value)
    if (i === undefined) {
      i = this.values.length
      this.values.push(value)
      this.indexes.set(value, i)
    }
    return i
  }

  /** The shared copy of `value`. */
  value(value: string): string {
    return this.values[this.index(value)] ?? value
  }
}
