/**
 * Fixed-window attempt counter keyed by client IP + route, for login, sign-up and password
 * calls. In memory: one CMS instance counts its own requests (behind a load balancer each
 * instance limits separately, which still bounds brute force by the instance count).
 */
export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

export class AttemptCounter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly options: () => RateLimitOptions) {}

  /** True while the key still has attempts left in the current window. */
  allowed(key: string, now = Date.now()): boolean {
    const w = this.windows.get(key);
    return !w || w.resetAt <= now || w.count < this.options().max;
  }

  hit(key: string, now = Date.now()): void {
    const { windowMs } = this.options();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) this.windows.set(key, { count: 1, resetAt: now + windowMs });
    else w.count += 1;
    if (this.windows.size > 10_000) this.sweep(now);
  }

  retryAfterSeconds(key: string, now = Date.now()): number {
    const w = this.windows.get(key);
    return w ? Math.max(1, Math.ceil((w.resetAt - now) / 1000)) : 0;
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

/** AUTH_RATE_LIMIT_MAX attempts (default 10) per AUTH_RATE_LIMIT_WINDOW_MS (default 1 min). */
export function rateLimitFromEnv(): RateLimitOptions {
  const max = Number.parseInt(process.env.AUTH_RATE_LIMIT_MAX ?? '', 10);
  const windowMs = Number.parseInt(process.env.AUTH_RATE_LIMIT_WINDOW_MS ?? '', 10);
  return { max: Number.isFinite(max) && max > 0 ? max : 10, windowMs: Number.isFinite(windowMs) && windowMs > 0 ? windowMs : 60_000 };
}
