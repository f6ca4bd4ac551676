// Fixed one-second windows per organisation, as docs/api.md "Limits" describes: measured over a
// one-second window, applied to the whole organisation regardless of IP address or token.

export interface RateDecision {
  readonly allowed: boolean
  /** Whole seconds until the next window opens; set when not allowed. */
  readonly retryAfterSeconds: number
}

export class RateLimiter {
  private readonly windows = new Map<string, { second: number; used: number }>()

  take(key: string, limit: number, nowMs: number): RateDecision {
    const second = Math.floor(nowMs / 1000)
    const current = this.windows.get(key)
    const window = current?.second === second ? current : { second, used: 0 }
    this.windows.set(key, window)
    if (window.used >= limit) {
      // Retry-After carries whole seconds; the next window opens within one.
      return { allowed: false, retryAfterSeconds: 1 }
    }
    window.used += 1
    return { allowed: true, retryAfterSeconds: 0 }
  }
}
