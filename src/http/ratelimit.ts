// Fixed-window rate limiting counted in PostgreSQL, so that every server process enforces one
// limit. To keep a hot client from costing a write per request, a process leases a share of the
// window's quota (1 when the limit is small, so small limits are exact) and spends it locally;
// once the shared counter reaches the limit the process rejects without asking again.
import type { Db } from '../db/database.js';
import { deleteRateCountersBefore, incrementRateCounter } from './ratelimit.queries.js';

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Epoch seconds, rounded up, when the window ends. */
  reset: number;
  retryAfter: number;
}

interface Lease {
  window: number;
  granted: number;
  used: number;
  sharedCount: number;
  exhausted: boolean;
}

export class RateLimiter {
  private leases = new Map<string, Lease>();
  private lastSweptWindow = -1;
  /** Requests refused in this process, by bucket (`<interface>:<bucket>`), for the metrics. */
  readonly refusals = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Synchronous while the local lease lasts (most requests); a promise when it must ask PostgreSQL. */
  take(bucket: string, limit: number, client: string): RateDecision | Promise<RateDecision> {
    const now = this.now();
    const window = Math.floor(now / this.windowMs);
    if (window !== this.lastSweptWindow) this.sweep(window);
    const key = `${bucket}:${client}`;
    let lease = this.leases.get(key);
    if (!lease || lease.window !== window) {
      lease = { window, granted: 0, used: 0, sharedCount: 0, exhausted: false };
      this.leases.set(key, lease);
    }
    if (lease.used < lease.granted) {
      lease.used++;
      return this.decide(true, lease, limit, now);
    }
    if (lease.exhausted) return this.refuse(bucket, this.decide(false, lease, limit, now));

    const want = Math.max(1, Math.floor(limit / 100));
    const held = lease;
    return incrementRateCounter(this.db, key, window, want).then((total) => {
      const granted = Math.min(want, Math.max(0, limit - (total - want)));
      held.sharedCount = Math.max(held.sharedCount, total);
      held.granted += granted;
      if (total >= limit) held.exhausted = true;
      if (granted === 0) return this.refuse(bucket, this.decide(false, held, limit, now));
      held.used++;
      return this.decide(true, held, limit, now);
    });
  }

  /** A method rather than a closure made per call: tsx names each closure as it is made, which costs. */
  private decide(allowed: boolean, lease: Lease, limit: number, now: number): RateDecision {
    const resetMs = (lease.window + 1) * this.windowMs;
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - lease.sharedCount) + (lease.granted - lease.used),
      reset: Math.ceil(resetMs / 1000),
      retryAfter: Math.max(1, Math.ceil((resetMs - now) / 1000)),
    };
  }

  private refuse(bucket: string, decision: RateDecision): RateDecision {
    this.refusals.set(bucket, (this.refusals.get(bucket) ?? 0) + 1);
    return decision;
  }

  private sweep(window: number): void {
    this.lastSweptWindow = window;
    for (const [key, lease] of this.leases) if (lease.window < window) this.leases.delete(key);
    // Old windows are dead weight for every process; whichever notices first clears them.
    deleteRateCountersBefore(this.db, window - 1).catch(() => {});
  }
}
