// The server half of the calendar-address panel (ADR 151): make an address (its token is shown once, in the answer)
// or revoke one. Used by a staff profile (a worker's feed) and the job calendar (the team's feed).
import { json } from "@remix-run/node";
import { feedPath, type FeedScope } from "~/domain/calendar-feeds.ts";
import { createCalendarFeed, revokeCalendarFeed } from "~/models/calendar-feeds.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { notFound } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { isIn } from "~/domain/labelled-values.ts";

export const FEED_INTENTS = ["feed-create", "feed-revoke"] as const;

export function isFeedIntent(intent: FormDataEntryValue | null) {
  return isIn(FEED_INTENTS, intent);
}

export async function calendarFeedAction(
  request: Request,
  formData: FormData,
  opts: {
    scope: FeedScope;
    userId: string | null;
    audit: { actorId: string; onBehalfOfId: string | null };
    back: string;
  },
) {
  // Both changes are audited alike: on the feed, about its worker (none for the team's), with the scope.
  const audit = (action: string, feedId: string) =>
    recordAudit(request, {
      action,
      actorId: opts.audit.actorId,
      subjectUserId: opts.userId,
      entityType: "calendar_feed",
      entityId: feedId,
      details: { scope: opts.scope, onBehalfOfId: opts.audit.onBehalfOfId },
    });
  if (formData.get("intent") === "feed-create") {
    const feed = await createCalendarFeed({ scope: opts.scope, userId: opts.userId, createdById: opts.audit.actorId });
    if (!feed) throw notFound("Staff member not found");
    await audit("calendar_feed.created", feed.id);
    return json({ feedCreated: { id: feed.id, url: `${getEnv().appUrl}${feedPath(feed.token)}` } });
  }
  const id = String(formData.get("feedId") ?? "").slice(0, 64);
  const revoked = await revokeCalendarFeed({ id, scope: opts.scope, userId: opts.userId, now: getNow(request) });
  if (!revoked) throw notFound("Calendar address not found");
  await audit("calendar_feed.revoked", id);
  return redirectWithToast(opts.back, {
    type: "success",
    title: "Calendar address revoked",
    description: "Calendars subscribed to it stop updating.",
  });
}
