// The communication hub's inbox (issue 18, ADR 181): what customers said, each with an assignee and a status (open,
// waiting, done), filtered from the URL, and a reply by e-mail threaded to the original. Pure rules only.
import { z } from "zod";
import { labelledValues, oneOfOr } from "./labelled-values.ts";

export const HUB_STATUS_LABELS = { open: "Open", waiting: "Waiting", done: "Done" };
export const HUB_STATUSES = labelledValues(HUB_STATUS_LABELS);
export type HubStatus = (typeof HUB_STATUSES)[number];

/** Where an item comes from: an enquiry (a job), a customer's shared-cart message, a quote declined or changes asked. */
export const HUB_SOURCE_LABELS = {
  job: "Enquiries",
  cart: "Shared cart messages",
  quote: "Quote answers",
};
export const HUB_SOURCES = labelledValues(HUB_SOURCE_LABELS);
export type HubSource = (typeof HUB_SOURCES)[number];

export interface HubItemRef {
  sourceType: HubSource;
  sourceId: string;
}

/** An item's key in forms and URLs: "job:<id>", "cart:<id>", "quote:<id>". */
export function itemKey(ref: HubItemRef) {
  return `${ref.sourceType}:${ref.sourceId}`;
}

export function parseItemKey(value: unknown): HubItemRef | null {
  if (typeof value !== "string") return null;
  const match = /^(job|cart|quote):([A-Za-z0-9_-]{1,64})$/.exec(value.trim());
  return match ? { sourceType: match[1] as HubSource, sourceId: match[2]! } : null;
}

/** An item with no state row yet. */
export const DEFAULT_STATE = { status: "open" as HubStatus, assigneeId: null as string | null };

/** Which statuses a view shows: "active" (the default) is open and waiting. */
export const STATUS_VIEW_LABELS = {
  active: "Open and waiting",
  open: "Open",
  waiting: "Waiting",
  done: "Done",
  all: "Any status",
};
export const STATUS_VIEWS = labelledValues(STATUS_VIEW_LABELS);
export type StatusView = (typeof STATUS_VIEWS)[number];

export function statusesOf(view: StatusView): HubStatus[] {
  if (view === "active") return ["open", "waiting"];
  if (view === "all") return [...HUB_STATUSES];
  return [view];
}

export type AssigneeFilter =
  { kind: "anyone" } | { kind: "me" } | { kind: "unassigned" } | { kind: "person"; userId: string };

export interface InboxFilters {
  status: StatusView;
  assignee: AssigneeFilter;
  source: HubSource | null;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The inbox filters from the URL; anything unknown falls back to the default, so a hand-edited URL still lists. */
export function parseInboxFilters(params: URLSearchParams): InboxFilters {
  const assignee = (params.get("assignee") ?? "").trim();
  return {
    status: oneOfOr(STATUS_VIEWS, params.get("status"), "active"),
    assignee:
      assignee === "me"
        ? { kind: "me" }
        : assignee === "none"
          ? { kind: "unassigned" }
          : assignee && assignee !== "anyone" && ID.test(assignee)
            ? { kind: "person", userId: assignee }
            : { kind: "anyone" },
    source: oneOfOr(HUB_SOURCES, params.get("source"), null),
  };
}

/** The filter's value in the URL (the inverse of parseInboxFilters). */
export function assigneeParam(a: AssigneeFilter): string {
  return a.kind === "me" ? "me" : a.kind === "unassigned" ? "none" : a.kind === "person" ? a.userId : "";
}

/** The assignee to match, with "me" read as the viewer: null means unassigned, undefined means anyone. */
export function assigneeToMatch(a: AssigneeFilter, viewerId: string): string | null | undefined {
  if (a.kind === "me") return viewerId;
  if (a.kind === "person") return a.userId;
  if (a.kind === "unassigned") return null;
  return undefined;
}

/** Whether a state (the default for an item without a row) is what the filters ask for. */
export function stateMatches(
  state: { status: string; assigneeId: string | null },
  filters: InboxFilters,
  viewerId: string,
): boolean {
  if (!(statusesOf(filters.status) as string[]).includes(state.status)) return false;
  const assignee = assigneeToMatch(filters.assignee, viewerId);
  return assignee === undefined || state.assigneeId === assignee;
}

/** Why a status change is refused, or null. Any status may follow any other; the same one is no change. */
export function statusChangeProblem(from: HubStatus, to: HubStatus): string | null {
  if (from === to) return `This message is already ${HUB_STATUS_LABELS[to].toLowerCase()}.`;
  return null;
}

/** The status after a reply: what the staff member picked, or waiting (for the customer's answer). */
export function statusAfterReply(picked: HubStatus | null | undefined): HubStatus {
  return picked ?? "waiting";
}

export const REPLY_MAX = 5000;

export const hubReplySchema = z.object({
  intent: z.literal("reply"),
  item: z.string().max(80),
  text: z
    .string({ required_error: "Write your reply." })
    .trim()
    .min(1, "Write your reply.")
    .max(REPLY_MAX, `A reply can be at most ${REPLY_MAX} characters.`),
  status: z.enum(HUB_STATUSES).optional(),
  redirectTo: z.string().max(400).optional(),
});

/** "Re: <subject>", once (a subject already starting with Re: is kept as it is). */
export function replySubject(original: string): string {
  const subject = original.replace(/[\r\n]+/g, " ").trim() || "Your message";
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}

/**
 * The threading headers of a reply: In-Reply-To the latest message of the thread (our last reply, else the
 * customer's original e-mail), References the chain from the original (the first and the last 19 when longer).
 */
export function replyThread(originalId: string | null, earlierReplyIds: readonly string[], messageId: string) {
  const chain = [...(originalId ? [originalId] : []), ...earlierReplyIds];
  const references = chain.length > 20 ? [chain[0]!, ...chain.slice(-19)] : chain;
  return { messageId, inReplyTo: chain.at(-1) ?? null, references };
}

/** An item's activity: when it came in, or the customer's latest follow-up when that is later. */
export function latestActivity(at: Date, lastCustomerAt: Date | null): Date {
  return lastCustomerAt && lastCustomerAt > at ? lastCustomerAt : at;
}

/** The inbox order: newest activity first, then by key (stable across pages). */
export function byActivity(a: { activityAt: Date; key: string }, b: { activityAt: Date; key: string }): number {
  return b.activityAt.getTime() - a.activityAt.getTime() || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0);
}

/** The Message-IDs of a thread, oldest first, each once (the same e-mail can be known twice). */
export function threadChain(messages: readonly { id: string; at: Date }[]): string[] {
  const ids: string[] = [];
  for (const m of [...messages].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (!ids.includes(m.id)) ids.push(m.id);
  }
  return ids;
}

export type ThreadEntry =
  | { kind: "reply"; id: string; who: string; to: string; text: string; at: Date }
  | { kind: "customer"; id: string; who: string; text: string; at: Date };

/** What is shown under an item: our replies and the customer's follow-ups, oldest first. */
export function itemThread(
  replies: readonly { id: string; authorName: string; to: string; text: string; createdAt: Date }[],
  followUps: readonly { id: string; fromAddress: string; fromName: string | null; text: string; occurredAt: Date }[],
): ThreadEntry[] {
  const entries: ThreadEntry[] = [
    ...replies.map((r) => ({
      kind: "reply" as const,
      id: r.id,
      who: r.authorName,
      to: r.to,
      text: r.text,
      at: r.createdAt,
    })),
    ...followUps.map((f) => ({
      kind: "customer" as const,
      id: f.id,
      who: f.fromName ? `${f.fromName} <${f.fromAddress}>` : f.fromAddress,
      text: f.text,
      at: f.occurredAt,
    })),
  ];
  return entries.sort(
    (a, b) => a.at.getTime() - b.at.getTime() || (a.kind === b.kind ? 0 : a.kind === "reply" ? -1 : 1),
  );
}
