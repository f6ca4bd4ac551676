// A Web Storage held in memory, for unit tests in Node, which has no localStorage. It behaves as a
// browser's does where the code under test can tell: keys in insertion order, strings only, and a
// QuotaExceededError when a write would pass the quota (counted in characters of keys and values,
// as browsers count localStorage). The browser's own is covered by the journeys.

export class MemoryStorage implements Pick<
  Storage,
  'length' | 'key' | 'getItem' | 'setItem' | 'removeItem' | 'clear'
> {
  private readonly items = new Map<string, string>()

  constructor(private readonly quotaChars = 5 * 1024 * 1024) {}

  get length(): number {
    return this.items.size
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }

  setItem(key: string, value: string): void {
    const used = [...this.items].reduce((sum, [k, v]) => sum + k.length + v.length, 0)
    const before = this.items.get(key)
    const after = used - (before === undefined ? 0 : key.length + before.length)
    if (after + key.length + value.length > this.quotaChars) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    this.items.set(key, value)
  }

  removeItem(key: string): void {
    this.items.delete(key)
  }

  clear(): void {
    this.items.clear()
  }

  /** Every key and value, for a test to read or damage. */
  entries(): [string, string][] {
    return [...this.items]
  }
}
