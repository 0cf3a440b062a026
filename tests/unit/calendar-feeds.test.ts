// The iCal feed (ADR 151): the events a worker's or the team's calendar gets, written with ical-generator and parsed
// back with ical.js (Mozilla's RFC 5545 parser) — what Google and Apple calendars need: UTC times, stable UIDs, the
// Sydney zone named, a refresh interval.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { feedEvents, feedName, feedPath, feedWindow, isFeedToken, type FeedJob } from "~/domain/calendar-feeds.ts";
import { sydneyWallTimeToUtc } from "~/domain/dates.ts";
import { icsCalendar } from "~/utils/ical.server.ts";

const base: FeedJob = {
  id: "job1",
  number: 1042,
  title: "Hull dive, clean and inspect",
  status: "job_scheduled",
  customerContactName: "Robin Keel",
  vesselName: "Petrel",
  locationMarina: "d'Albora Rushcutters Bay",
  locationAddress: "New Beach Rd, Darling Point NSW 2027",
  // 9:00 in Sydney on the Monday after daylight saving starts (+11:00) and on a winter Monday (+10:00).
  scheduledStartAt: sydneyWallTimeToUtc("2026-10-05", "09:00"),
  scheduledEndAt: sydneyWallTimeToUtc("2026-10-05", "11:00"),
  durationMinutes: 120,
  updatedAt: new Date("2026-09-30T01:00:00Z"),
  worker: "Sam Staff",
};
const winter: FeedJob = {
  ...base,
  id: "job2",
  number: 1043,
  title: 'Antifoul; touch up, "boot" stripe',
  vesselName: null,
  locationMarina: null,
  scheduledStartAt: sydneyWallTimeToUtc("2026-07-06", "09:00"),
  scheduledEndAt: null,
  durationMinutes: 90,
  worker: null,
};
const opts = { appUrl: "https://bosun.example", host: "bosun.example" };

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)) };
}

describe("calendar feed events", () => {
  it("gives each job one event with a UID that does not change when it is rescheduled", () => {
    const [a] = feedEvents([base], { scope: "staff", ...opts });
    const [b] = feedEvents([{ ...base, scheduledStartAt: new Date(base.scheduledStartAt.getTime() + 3_600_000) }], {
      scope: "staff",
      ...opts,
    });
    expect(a!.uid).toBe("job-job1@bosun.example");
    expect(b!.uid).toBe(a!.uid);
    expect(a!.summary).toBe("#1042 Hull dive, clean and inspect · Petrel");
    expect(a!.location).toBe("d'Albora Rushcutters Bay, New Beach Rd, Darling Point NSW 2027");
    expect(a!.url).toBe("https://bosun.example/fieldstaff/jobs/job1");
  });

  it("names the worker on the team feed and falls back to the duration when there is no end", () => {
    const [, e] = feedEvents([base, winter], { scope: "team", ...opts });
    expect(e!.summary).toBe('Unassigned: #1043 Antifoul; touch up, "boot" stripe');
    expect(e!.end.getTime() - e!.start.getTime()).toBe(90 * 60_000);
    expect(e!.url).toBe("https://bosun.example/admin/jobs/job2");
    expect(feedName("team", null, "Bosun")).toBe("Bosun: team jobs");
    expect(feedName("staff", "Sam Staff", "Bosun")).toBe("Bosun: Sam Staff jobs");
  });

  it("reaches 30 days back and 180 ahead; addresses carry a 43-character token", () => {
    expect(feedWindow("2026-11-26")).toEqual({ from: "2026-10-27", to: "2027-05-25" });
    const token = "A".repeat(43);
    expect(isFeedToken(token)).toBe(true);
    expect(isFeedToken("no-such-token")).toBe(false);
    expect(isFeedToken(`${"A".repeat(42)}/`)).toBe(false);
    expect(feedPath(token)).toBe(`/staff/${token}/calendar.ics`);
  });
});

describe("the iCal text, parsed back with ical.js", () => {
  const now = new Date("2026-10-01T00:00:00Z");
  const text = icsCalendar({
    name: "Bosun: Sam Staff jobs",
    events: feedEvents([base, winter, { ...base, id: "job3", number: 1044, status: "cancelled" }], {
      scope: "staff",
      ...opts,
    }),
    now,
  });

  it("is a VCALENDAR with the zone, a name and a 15-minute refresh", () => {
    const { calendar } = parse(text);
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Australia/Sydney");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Bosun: Sam Staff jobs");
    expect(String(calendar.getFirstPropertyValue("x-published-ttl"))).toBe("PT15M");
    expect(String(calendar.getFirstPropertyValue("refresh-interval"))).toBe("PT15M");
    // CRLF line ends, as RFC 5545 wants (Google is strict about it).
    expect(text).toContain("BEGIN:VCALENDAR\r\n");
  });

  it("writes the times in UTC: 9:00 Sydney is 22:00Z under daylight saving and 23:00Z in winter", () => {
    const { events } = parse(text);
    expect(events).toHaveLength(3);
    const [dst, win] = events;
    expect(dst!.uid).toBe("job-job1@bosun.example");
    expect(dst!.startDate.toJSDate().toISOString()).toBe("2026-10-04T22:00:00.000Z");
    expect(dst!.endDate.toJSDate().toISOString()).toBe("2026-10-05T00:00:00.000Z");
    expect(dst!.startDate.zone.tzid).toBe("UTC");
    expect(text).toContain("DTSTART:20261004T220000Z");
    expect(win!.startDate.toJSDate().toISOString()).toBe("2026-07-05T23:00:00.000Z");
    expect(win!.summary).toBe('#1043 Antifoul; touch up, "boot" stripe');
    expect(win!.description).toContain("Customer: Robin Keel");
    expect(dst!.location).toBe("d'Albora Rushcutters Bay, New Beach Rd, Darling Point NSW 2027");
  });

  it("marks cancelled jobs cancelled and confirmed ones confirmed", () => {
    const { events } = parse(text);
    expect(events.map((e) => e.component.getFirstPropertyValue("status"))).toEqual([
      "CONFIRMED",
      "CONFIRMED",
      "CANCELLED",
    ]);
  });
});
