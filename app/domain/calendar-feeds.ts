// Calendar (iCal) feeds of scheduled work (issue 15, ADR 151): what a worker's or the team's calendar shows. Pure:
// the events are shaped here from plain job rows; utils/ical.server.ts writes them out with ical-generator.
import { addDays } from "./dates.ts";
import { formatJobNumber } from "./job-lifecycle.ts";

export const FEED_SCOPES = ["staff", "team"] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];

/** How far back and ahead a feed reaches (Sydney days from today). */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;
/** Calendar apps are asked to refresh this often (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
export const FEED_REFRESH_MINUTES = 15;
export const FEED_MAX_EVENTS = 1000;

export function feedWindow(today: string) {
  return { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, FEED_DAYS_AHEAD) };
}

export interface FeedJob {
  id: string;
  number: number;
  title: string;
  status: string;
  customerContactName: string;
  vesselName: string | null;
  locationMarina: string | null;
  locationAddress: string | null;
  scheduledStartAt: Date;
  scheduledEndAt: Date | null;
  durationMinutes: number | null;
  updatedAt: Date;
  worker: string | null;
}

export interface FeedEvent {
  /** Stable across fetches and reschedules: the same job is the same calendar event. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string | null;
  url: string;
  lastModified: Date;
  cancelled: boolean;
}

/** One calendar event per scheduled job; the worker's name leads the title on the team feed. */
export function feedEvents(
  jobs: readonly FeedJob[],
  opts: { scope: FeedScope; appUrl: string; host: string },
): FeedEvent[] {
  return jobs.map((j) => {
    const end =
      j.scheduledEndAt ?? new Date(j.scheduledStartAt.getTime() + Math.max(15, j.durationMinutes ?? 60) * 60_000);
    const vessel = j.vesselName ? ` · ${j.vesselName}` : "";
    const who = opts.scope === "team" ? `${j.worker ?? "Unassigned"}: ` : "";
    const location = [j.locationMarina, j.locationAddress].filter(Boolean).join(", ") || null;
    return {
      uid: `job-${j.id}@${opts.host}`,
      start: j.scheduledStartAt,
      end,
      summary: `${who}${formatJobNumber(j.number)} ${j.title}${vessel}`,
      description: [
        `Customer: ${j.customerContactName}`,
        j.vesselName ? `Vessel: ${j.vesselName}` : null,
        `Status: ${j.status.replace(/_/g, " ")}`,
        opts.scope === "team" ? `Worker: ${j.worker ?? "unassigned"}` : null,
      ]
        .filter(Boolean)
        .join("\n"),
      location,
      url: `${opts.appUrl}/${opts.scope === "team" ? "admin" : "fieldstaff"}/jobs/${j.id}`,
      lastModified: j.updatedAt,
      cancelled: j.status === "cancelled",
    };
  });
}

export function feedName(scope: FeedScope, workerName: string | null, business: string) {
  return scope === "team" ? `${business}: team jobs` : `${business}: ${workerName ?? "my"} jobs`;
}

/** The address of a feed, from its token (shown once, when it is made). */
export function feedPath(token: string) {
  return `/staff/${token}/calendar.ics`;
}

/** A token as it may appear in the address: base64url, 43 characters (32 random bytes). */
export function isFeedToken(value: string | undefined): value is string {
  return !!value && /^[A-Za-z0-9_-]{43}$/.test(value);
}
