// Background tasks (ADR 120): the retry rule and the period arithmetic of recurring schedules, pure and tested.

export const TASK_STATUSES = ["queued", "running", "done", "failed", "cancelled"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Spec §9: a failed attempt is retried 3 times, the wait doubling from 1 s, never more than 30 s. */
export const TASK_RETRY = { retries: 3, firstDelayMs: 1_000, maxDelayMs: 30_000 } as const;
export const DEFAULT_MAX_ATTEMPTS = TASK_RETRY.retries + 1;

/** The wait before attempt `attempt + 1` after attempt `attempt` (1-based) failed: 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelayMs(attempt: number, rule: { firstDelayMs: number; maxDelayMs: number } = TASK_RETRY) {
  const n = Math.max(1, Math.floor(attempt));
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (n - 1));
}

/** What happens after an attempt failed: try again at a time, or give up. */
export function afterFailure(
  attempt: number,
  maxAttempts: number,
  now: Date,
): { status: "queued"; runAt: Date } | { status: "failed" } {
  if (attempt >= maxAttempts) return { status: "failed" };
  return { status: "queued", runAt: new Date(now.getTime() + retryDelayMs(attempt)) };
}

/**
 * The next time a schedule is due after it ran for the period that was due at `dueAt`: the following period,
 * skipping periods missed while no server ran (one catch-up run, never a burst).
 */
export function nextRunAfter(dueAt: Date, everySeconds: number, now: Date): Date {
  const step = Math.max(1, everySeconds) * 1000;
  let next = dueAt.getTime() + step;
  if (next <= now.getTime()) next += Math.ceil((now.getTime() - next + 1) / step) * step;
  return new Date(next);
}

/** The dedupe key of one period of a schedule: two processes that both think they won still enqueue one task. */
export function schedulePeriodKey(name: string, dueAt: Date) {
  return `schedule:${name}:${dueAt.toISOString()}`;
}

/** An error as one short line for the task log (no stack traces in the database or the UI). */
export function errorLine(error: unknown, max = 500): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/\s+/g, " ").slice(0, max);
}
