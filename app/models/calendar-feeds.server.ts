// Secret calendar addresses (issue 15, ADR 151): a worker's jobs or the whole team's as an iCal feed. The token is
// shown once when the address is made; only its SHA-256 is stored, so the database alone cannot rebuild an address.
// Revoking stamps revokedAt; a revoked or unknown token is simply not found.
import { createHash, randomBytes } from "node:crypto";
import { FEED_MAX_EVENTS, feedWindow, type FeedJob, type FeedScope } from "~/domain/calendar-feeds.ts";
import { endOfSydneyDay, sydneyDateKey, sydneyWallTimeToUtc } from "~/domain/dates.ts";
import { prisma } from "~/utils/db.server.ts";
import { JOB_CARD_SELECT, STAFF_WHERE } from "./workforce.server.ts";

export function hashFeedToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** Makes a new address. Returns the token: the caller shows it once; it is never stored. */
export async function createCalendarFeed(input: { scope: FeedScope; userId: string | null; createdById: string }) {
  if (input.scope === "staff") {
    const worker = await prisma.user.findFirst({
      where: { id: input.userId ?? "", ...STAFF_WHERE },
      select: { id: true },
    });
    if (!worker) return null;
  }
  const token = randomBytes(32).toString("base64url");
  const feed = await prisma.calendarFeed.create({
    data: {
      tokenHash: hashFeedToken(token),
      scope: input.scope,
      userId: input.scope === "staff" ? input.userId : null,
      createdById: input.createdById,
    },
    select: { id: true, createdAt: true },
  });
  return { ...feed, token };
}

/** The live addresses of a worker (scope staff) or of the team. */
export function activeFeeds(scope: FeedScope, userId: string | null) {
  return prisma.calendarFeed.findMany({
    where: { scope, userId: scope === "staff" ? userId : null, revokedAt: null },
    orderBy: { createdAt: "desc" },
    take: 20,
    select: { id: true, createdAt: true, lastFetchedAt: true },
  });
}

/** Revokes one address of that worker (or the team); false when there is none to revoke. */
export async function revokeCalendarFeed(input: { id: string; scope: FeedScope; userId: string | null; now: Date }) {
  const done = await prisma.calendarFeed.updateMany({
    where: {
      id: input.id,
      scope: input.scope,
      userId: input.scope === "staff" ? input.userId : null,
      revokedAt: null,
    },
    data: { revokedAt: input.now },
  });
  return done.count === 1;
}

/** What a token's feed holds, or null (unknown or revoked token). */
export async function calendarFeedByToken(token: string, now: Date) {
  const feed = await prisma.calendarFeed.findFirst({
    // A disabled worker's feed answers as unknown while the account is disabled (ADR 171, 2026-11-27).
    where: { tokenHash: hashFeedToken(token), revokedAt: null, OR: [{ userId: null }, { user: { disabledAt: null } }] },
    select: { id: true, scope: true, userId: true, lastFetchedAt: true, user: { select: { fullName: true } } },
  });
  if (!feed) return null;
  const scope: FeedScope = feed.scope === "team" ? "team" : "staff";
  if (scope === "staff" && !feed.userId) return null;
  const { from, to } = feedWindow(sydneyDateKey(now));
  const rows = await prisma.job.findMany({
    where: {
      scheduledStartAt: { gte: sydneyWallTimeToUtc(from, "00:00"), lte: endOfSydneyDay(to) },
      ...(scope === "staff" ? { assignedStaffId: feed.userId } : {}),
    },
    orderBy: { scheduledStartAt: "asc" },
    take: FEED_MAX_EVENTS,
    select: { ...JOB_CARD_SELECT, updatedAt: true, assignedStaff: { select: { fullName: true } } },
  });
  // Remember when a calendar last read it (at most once a minute: calendar apps poll).
  if (!feed.lastFetchedAt || now.getTime() - feed.lastFetchedAt.getTime() > 60_000) {
    await prisma.calendarFeed.update({ where: { id: feed.id }, data: { lastFetchedAt: now } });
  }
  const jobs: FeedJob[] = rows.map(({ assignedStaff, ...j }) => ({
    ...j,
    scheduledStartAt: j.scheduledStartAt!,
    worker: assignedStaff?.fullName ?? null,
  }));
  return { scope, workerName: feed.user?.fullName ?? null, jobs };
}
