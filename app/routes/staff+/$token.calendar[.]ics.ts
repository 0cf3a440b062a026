// /staff/{token}/calendar.ics (issue 15, ADR 151): a worker's or the team's scheduled jobs as an iCal feed for Google
// and Apple calendars. The secret token is the only key (calendar apps cannot sign in); an unknown or revoked token
// is a plain 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { feedEvents, feedName, isFeedToken } from "~/domain/calendar-feeds.ts";
import { calendarFeedByToken } from "~/models/calendar-feeds.server.ts";
import { getBusinessSettings } from "~/utils/business-settings.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { icsCalendar } from "~/utils/ical.server.ts";
import { notFound } from "~/utils/misc.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!isFeedToken(params.token)) throw notFound("Calendar not found");
  const now = getNow(request);
  const feed = await calendarFeedByToken(params.token, now);
  if (!feed) throw notFound("Calendar not found");
  const appUrl = getEnv().appUrl;
  const business = await getBusinessSettings();
  const body = icsCalendar({
    name: feedName(feed.scope, feed.workerName, business.name),
    events: feedEvents(feed.jobs, { scope: feed.scope, appUrl, host: new URL(appUrl).hostname }),
    now,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="calendar.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
