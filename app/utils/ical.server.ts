// Writes a calendar feed as iCalendar text (RFC 5545) with ical-generator (ADR 151). Times go out in UTC ("Z"), so
// no VTIMEZONE block is needed and Google and Apple place them right across daylight saving; X-WR-TIMEZONE tells the
// apps the business's zone for display.
import ical, { ICalEventStatus } from "ical-generator";
import { BUSINESS_TIME_ZONE } from "~/domain/dates.ts";
import { FEED_REFRESH_MINUTES, type FeedEvent } from "~/domain/calendar-feeds.ts";

export function icsCalendar(opts: { name: string; events: readonly FeedEvent[]; now: Date }): string {
  const calendar = ical({
    name: opts.name,
    prodId: { company: "Bosun", product: "Bosun scheduling", language: "EN" },
    ttl: FEED_REFRESH_MINUTES * 60,
  });
  calendar.x([{ key: "X-WR-TIMEZONE", value: BUSINESS_TIME_ZONE }]);
  for (const e of opts.events) {
    calendar.createEvent({
      id: e.uid,
      start: e.start,
      end: e.end,
      stamp: opts.now,
      lastModified: e.lastModified,
      summary: e.summary,
      description: e.description,
      location: e.location,
      url: e.url,
      status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
