// The job list's query (filters, search, sort) and the server-side pagination of a merged list: jobs (a big
// table) with shared carts shown as pseudo-jobs (spec §3/§4; a small table) in one sorted, paginated list.
import { isJobPriority, isJobStatus, type JobPriority, type JobStatus } from "./job-lifecycle.ts";
import { labelledValues, oneOfOr } from "./labelled-values.ts";

export const JOB_SORT_LABELS = {
  updated: "Recently updated",
  newest: "Newest first",
  oldest: "Oldest first",
  scheduled: "Scheduled date (soonest)",
  number: "Job number (highest)",
};
export const JOB_SORTS = labelledValues(JOB_SORT_LABELS);
export type JobSort = (typeof JOB_SORTS)[number];

export const JOB_KIND_LABELS = {
  all: "Jobs and shared carts",
  jobs: "Jobs only",
  carts: "Shared carts only",
};
export const JOB_KINDS = labelledValues(JOB_KIND_LABELS);
export type JobKind = (typeof JOB_KINDS)[number];

export interface JobListQuery {
  q: string;
  status: JobStatus | null;
  priority: JobPriority | null;
  sort: JobSort;
  kind: JobKind;
  /** Only jobs assigned to the signed-in staff member. */
  mine: boolean;
  /** Only jobs assigned to this staff member (admin filter). */
  staffId: string | null;
}

export function parseJobListQuery(params: URLSearchParams): JobListQuery {
  const status = params.get("status") ?? "";
  const priority = params.get("priority") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    status: isJobStatus(status) ? status : null,
    priority: isJobPriority(priority) ? priority : null,
    sort: oneOfOr(JOB_SORTS, params.get("sort"), "updated"),
    kind: oneOfOr(JOB_KINDS, params.get("kind"), "all"),
    mine: params.get("mine") === "1",
    staffId: params.get("staff")?.slice(0, 40) || null,
  };
}

/** '#1234', '1234' or 'job 1234' → 1234; anything else → null. */
export function jobNumberFromSearch(q: string): number | null {
  const m = q.trim().match(/^(?:job\s*)?#?\s*(\d{1,9})$/i);
  return m ? Number(m[1]) : null;
}

/** 'CART-abcdefgh' → 'abcdefgh' (the last 8 characters of a shared cart's id). */
export function cartSuffixFromSearch(q: string): string | null {
  const m = q.trim().match(/^cart-([a-z0-9]{1,8})$/i);
  return m ? m[1]!.toLowerCase() : null;
}

/**
 * Shared carts have no job number, schedule or assignee: they take part in a date sort (merged by their own
 * date) and otherwise follow all jobs. With a staff filter they are left out (nobody is assigned to a cart).
 */
export function cartsInList(query: JobListQuery): boolean {
  if (query.kind === "jobs" || query.mine || query.staffId) return false;
  return true;
}

export function jobsInList(query: JobListQuery): boolean {
  return query.kind !== "carts";
}

// ───────────── merged pagination ─────────────

export type SortDirection = "asc" | "desc";

/**
 * Where a page of a merged list starts in each source. The merged order is by key; on equal keys a job
 * comes before a cart. `countJobsBefore(i)` must return how many jobs precede cart i in that order
 * (desc: jobs with key ≥ the cart's; asc: key ≤; 'after' mode: all jobs). Cart positions grow strictly
 * with i, so a binary search finds how many carts fall before `skip` with O(log carts) counts.
 */
export async function mergedPageStart(opts: {
  skip: number;
  cartCount: number;
  countJobsBefore: (cartIndex: number) => Promise<number>;
  /**
   * Optional: how many carts sort before the job at index `skip` of the jobs alone. Only those can be
   * before position `skip` in the merged list, so the search (and the ranges it counts) stay small.
   */
  cartsBeforePivot?: number;
}): Promise<{ jobSkip: number; cartSkip: number }> {
  if (opts.skip === 0 || opts.cartCount === 0) return { jobSkip: opts.skip, cartSkip: 0 };
  let lo = 0;
  // Answer in [0, hi]: the number of carts strictly before merged position `skip`.
  let hi = Math.min(opts.cartCount, opts.skip, opts.cartsBeforePivot ?? opts.cartCount);
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const position = (await opts.countJobsBefore(mid)) + mid;
    if (position < opts.skip) lo = mid + 1;
    else hi = mid;
  }
  return { jobSkip: opts.skip - lo, cartSkip: lo };
}

/** Merges two already-sorted runs into one page (jobs win ties; 'after' puts every cart after the jobs). */
export function mergeRuns<J, C>(
  jobs: readonly J[],
  carts: readonly C[],
  take: number,
  order:
    { mode: "key"; direction: SortDirection; jobKey: (j: J) => number; cartKey: (c: C) => number } | { mode: "after" },
): ({ kind: "job"; row: J } | { kind: "cart"; row: C })[] {
  const out: ({ kind: "job"; row: J } | { kind: "cart"; row: C })[] = [];
  let i = 0;
  let k = 0;
  while (out.length < take && (i < jobs.length || k < carts.length)) {
    let takeJob: boolean;
    if (k >= carts.length) takeJob = true;
    else if (i >= jobs.length) takeJob = false;
    else if (order.mode === "after") takeJob = true;
    else {
      const a = order.jobKey(jobs[i]!);
      const b = order.cartKey(carts[k]!);
      takeJob = order.direction === "desc" ? a >= b : a <= b;
    }
    if (takeJob) out.push({ kind: "job", row: jobs[i++]! });
    else out.push({ kind: "cart", row: carts[k++]! });
  }
  return out;
}
