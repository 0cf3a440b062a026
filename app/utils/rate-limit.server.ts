import { getEnv } from "./env.server.ts";

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterMs: number;
}

/** A fixed-window counter per key, held in memory (one server process). `now` is injected. */
export function createRateLimiter() {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key: string, rule: RateLimitRule, now: number): RateLimitResult {
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + rule.windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      const allowed = w.count <= rule.limit;
      return { allowed, remaining: Math.max(0, rule.limit - w.count), retryAfterMs: allowed ? 0 : w.resetAt - now };
    },
    reset() {
      windows.clear();
    },
  };
}

const limiter = createRateLimiter();

export const RATE_LIMITS = {
  signIn: { limit: 10, windowMs: 10 * 60 * 1000 },
  signUp: { limit: 5, windowMs: 60 * 60 * 1000 },
  passwordReset: { limit: 5, windowMs: 60 * 60 * 1000 },
  publicForm: { limit: 10, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>;

/** Returns a user-facing message when the caller is over the limit, else null. */
export function rateLimitMessage(key: string, rule: RateLimitRule, now = Date.now()): string | null {
  const multiplier = getEnv().RATE_LIMIT_MULTIPLIER;
  const result = limiter.hit(key, { ...rule, limit: Math.ceil(rule.limit * multiplier) }, now);
  if (result.allowed) return null;
  const minutes = Math.max(1, Math.ceil(result.retryAfterMs / 60_000));
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
