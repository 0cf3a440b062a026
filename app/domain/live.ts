// The browser's side of live updates (spec §9): how long to wait before reconnecting after each failed attempt,
// how long a connection may take to open, and how long a silent one is trusted (heartbeat 25 s + timeout).

export const LIVE_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
export const LIVE_TIMEOUT_MS = 10_000;
export const LIVE_HEARTBEAT_MS = 25_000;

/** The wait before reconnect attempt `attempt` (0-based): 1, 2, 5, then 10 s for every later attempt. */
export function reconnectDelayMs(attempt: number): number {
  const i = Math.min(Math.max(0, Math.floor(attempt)), LIVE_RECONNECT_DELAYS_MS.length - 1);
  return LIVE_RECONNECT_DELAYS_MS[i]!;
}

/** Whether a change matters to a page that shows these subjects (none given: every change). */
export function changeConcerns(
  change: { subjectType: string; subjectId: string },
  watch: { subjectTypes?: readonly string[]; subjectIds?: readonly string[] },
): boolean {
  if (watch.subjectTypes && !watch.subjectTypes.includes(change.subjectType)) return false;
  if (watch.subjectIds && !watch.subjectIds.includes(change.subjectId)) return false;
  return true;
}
