// The communication hub's inbox (issue 18, ADR 181): what customers said — enquiries, their shared-cart messages,
// quote declines and change requests — newest first, each with a state (assignee, open / waiting / done) kept in
// HubItemState, and replies by e-mail threaded to the original (HubReply + the e-mail in EmailMessage). Staff only:
// every function checks the viewer, assignees are looked up among staff, and every change is audited in its
// transaction.
import { randomUUID } from "node:crypto";
import {
  DEFAULT_STATE,
  HUB_SOURCES,
  HUB_STATUSES,
  HUB_STATUS_LABELS,
  assigneeToMatch,
  byActivity,
  itemKey,
  itemThread,
  latestActivity,
  replySubject,
  replyThread,
  statusAfterReply,
  statusChangeProblem,
  statusesOf,
  threadChain,
  type HubItemRef,
  type HubSource,
  type HubStatus,
  type InboxFilters,
  type ThreadEntry,
} from "~/domain/communication-inbox.ts";
import { formatQuoteNumber } from "~/domain/quote.ts";
import { Refusal } from "~/domain/refusal.ts";
import { businessSettingsSnapshot } from "~/utils/business-settings.server.ts";
import { prisma, type Prisma } from "~/utils/db.server.ts";
import { sendEmail } from "~/utils/email.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { isIn, oneOfOr } from "~/domain/labelled-values.ts";

export class HubRefusal extends Refusal {}

/** Who may work the inbox (and be assigned an item). */
export const HUB_ROLES = ["admin", "staff"] as const;

export interface HubViewer {
  id: string;
  roles: readonly string[];
}
export interface HubAudit {
  actorId: string;
  onBehalfOfId: string | null;
}

function assertHubViewer(viewer: HubViewer) {
  if (!viewer.roles.some((r) => isIn(HUB_ROLES, r))) {
    throw new HubRefusal("Only staff can read and answer customer messages.");
  }
}

export type CustomerMessageKind = "enquiry" | "cart_message" | "quote_declined" | "quote_changes";

export interface InboxItem {
  key: string;
  sourceType: HubSource;
  sourceId: string;
  kind: CustomerMessageKind;
  at: Date;
  fromName: string;
  fromEmail: string | null;
  about: string;
  text: string;
  href: string;
  status: HubStatus;
  assignee: { id: string; fullName: string } | null;
  replies: { id: string; authorName: string; text: string; subject: string; to: string; createdAt: Date }[];
  /** Our replies and the customer's follow-up e-mails to them, oldest first (ADR 181 addendum). */
  thread: ThreadEntry[];
  /** When the item last moved: its arrival, or the customer's latest follow-up. The inbox is sorted by it. */
  activityAt: Date;
}

const stateSelect = {
  select: {
    status: true,
    assignee: { select: { id: true, fullName: true } },
    replies: {
      orderBy: { createdAt: "asc" },
      take: 30,
      select: { id: true, authorName: true, text: true, subject: true, to: true, createdAt: true },
    },
    followUps: {
      orderBy: { occurredAt: "asc" },
      take: 30,
      select: { id: true, fromAddress: true, fromName: true, text: true, occurredAt: true },
    },
    lastCustomerAt: true,
  },
} satisfies Prisma.HubItemStateDefaultArgs;

type StateRow = Prisma.HubItemStateGetPayload<typeof stateSelect> | null;

const BASE = {
  job: { source: "enquiry" },
  cart: { authorType: "customer" },
  quote: { kind: { in: ["declined", "changes_requested"] } },
} as const;

/** The state part of the filter, on the source's `hubState` relation: an item with no row is open and unassigned. */
function stateFilter(statuses: readonly HubStatus[], assignee: string | null | undefined) {
  const row: Prisma.HubItemStateWhereInput = { status: { in: [...statuses] } };
  if (assignee !== undefined) row.assigneeId = assignee;
  const defaultMatches =
    statuses.includes(DEFAULT_STATE.status) && (assignee === undefined || assignee === DEFAULT_STATE.assigneeId);
  return defaultMatches ? { OR: [{ hubState: { is: null } }, { hubState: { is: row } }] } : { hubState: { is: row } };
}

function whereFor(source: HubSource, statuses: readonly HubStatus[], assignee: string | null | undefined) {
  return { AND: [BASE[source], stateFilter(statuses, assignee)] };
}

/** An enquiry (a job from the public site) as the inbox shows it. */
const enquirySelect = {
  id: true,
  number: true,
  title: true,
  description: true,
  customerContactName: true,
  customerContactEmail: true,
  createdAt: true,
} as const;

function withState(row: StateRow, at: Date) {
  return {
    status: oneOfOr(HUB_STATUSES, row?.status, "open"),
    assignee: row?.assignee ?? null,
    replies: row?.replies ?? [],
    thread: itemThread(row?.replies ?? [], row?.followUps ?? []),
    activityAt: latestActivity(at, row?.lastCustomerAt ?? null),
  };
}

/** An inbox item from a source row: its key, where it came from, its arrival time and its state. */
function inboxItem(
  sourceType: HubSource,
  row: { id: string; createdAt: Date; hubState: StateRow },
  item: Pick<InboxItem, "kind" | "fromName" | "fromEmail" | "about" | "text" | "href">,
): InboxItem {
  return {
    key: itemKey({ sourceType, sourceId: row.id }),
    sourceType,
    sourceId: row.id,
    at: row.createdAt,
    ...item,
    ...withState(row.hubState, row.createdAt),
  };
}

async function readSource(source: HubSource, where: object, take: number): Promise<InboxItem[]> {
  const orderBy = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  if (source === "job") {
    const rows = await prisma.job.findMany({
      where: where as Prisma.JobWhereInput,
      orderBy,
      take,
      select: { ...enquirySelect, hubState: stateSelect },
    });
    return rows.map((j) =>
      inboxItem("job", j, {
        kind: "enquiry",
        fromName: j.customerContactName,
        fromEmail: j.customerContactEmail,
        about: `Enquiry #${j.number}: ${j.title}`,
        text: j.description ?? "",
        href: `/admin/jobs/${j.id}`,
      }),
    );
  }
  if (source === "cart") {
    const rows = await prisma.sharedCartMessage.findMany({
      where: where as Prisma.SharedCartMessageWhereInput,
      orderBy,
      take,
      select: {
        id: true,
        body: true,
        authorName: true,
        createdAt: true,
        sharedCart: { select: { id: true, recipientEmail: true, recipientName: true } },
        hubState: stateSelect,
      },
    });
    return rows.map((m) =>
      inboxItem("cart", m, {
        kind: "cart_message",
        fromName: m.authorName,
        fromEmail: m.sharedCart.recipientEmail,
        about: `Shared cart for ${m.sharedCart.recipientName}`,
        text: m.body,
        href: `/staff/shared-carts/${m.sharedCart.id}`,
      }),
    );
  }
  const rows = await prisma.quoteResponse.findMany({
    where: where as Prisma.QuoteResponseWhereInput,
    orderBy,
    take,
    select: {
      id: true,
      kind: true,
      message: true,
      createdAt: true,
      quote: { select: { id: true, number: true, title: true, contactName: true, contactEmail: true } },
      hubState: stateSelect,
    },
  });
  return rows.map((a) =>
    inboxItem("quote", a, {
      kind: a.kind === "declined" ? "quote_declined" : "quote_changes",
      fromName: a.quote.contactName,
      fromEmail: a.quote.contactEmail,
      about: `Quote ${formatQuoteNumber(a.quote.number)}: ${a.quote.title}`,
      text: a.message ?? "",
      href: `/admin/quotes/${a.quote.id}`,
    }),
  );
}

function countSource(source: HubSource, where: object): Promise<number> {
  if (source === "job") return prisma.job.count({ where: where as Prisma.JobWhereInput });
  if (source === "cart") return prisma.sharedCartMessage.count({ where: where as Prisma.SharedCartMessageWhereInput });
  return prisma.quoteResponse.count({ where: where as Prisma.QuoteResponseWhereInput });
}

/**
 * The items a customer followed up most recently (their state's lastCustomerAt), read from their sources: with the
 * newest items of each source they hold every item of the first `depth` by activity.
 */
async function recentlyFollowedUp(
  sources: readonly HubSource[],
  statuses: readonly HubStatus[],
  assignee: string | null | undefined,
  depth: number,
) {
  const rows = await prisma.hubItemState.findMany({
    where: {
      sourceType: { in: [...sources] },
      lastCustomerAt: { not: null },
      status: { in: [...statuses] },
      ...(assignee !== undefined ? { assigneeId: assignee } : {}),
    },
    orderBy: [{ lastCustomerAt: "desc" }, { id: "desc" }],
    take: depth,
    select: { sourceType: true, sourceId: true },
  });
  const lists = await Promise.all(
    sources.map((source) => {
      const ids = rows.filter((r) => r.sourceType === source).map((r) => r.sourceId);
      return ids.length ? readSource(source, { AND: [BASE[source], { id: { in: ids } }] }, ids.length) : [];
    }),
  );
  return lists.flat();
}

/** Paging reads the newest skip+take rows of each source and merges them, so it stops this deep. */
export const INBOX_MAX_DEPTH = 2000;

/**
 * One page of the inbox, newest activity first (an item the customer followed up comes back to the top), with the total and the count per status for the other filters. Each source
 * is filtered inside its own query (its state through the `hubState` relation).
 */
export async function listInbox(viewer: HubViewer, filters: InboxFilters, page: { skip: number; take: number }) {
  assertHubViewer(viewer);
  const sources = filters.source ? [filters.source] : [...HUB_SOURCES];
  const assignee = assigneeToMatch(filters.assignee, viewer.id);
  const statuses = statusesOf(filters.status);
  const depth = Math.min(page.skip + page.take, INBOX_MAX_DEPTH);
  const [lists, followedUp, perStatus] = await Promise.all([
    Promise.all(sources.map((s) => readSource(s, whereFor(s, statuses, assignee), depth))),
    recentlyFollowedUp(sources, statuses, assignee, depth),
    Promise.all(
      HUB_STATUSES.map(async (status) => {
        const counts = await Promise.all(sources.map((s) => countSource(s, whereFor(s, [status], assignee))));
        return [status, counts.reduce((a, b) => a + b, 0)] as const;
      }),
    ),
  ]);
  const counts = Object.fromEntries(perStatus) as Record<HubStatus, number>;
  const unique = new Map([...lists.flat(), ...followedUp].map((item) => [item.key, item]));
  const items = [...unique.values()].sort(byActivity).slice(page.skip, page.skip + page.take);
  const total = statuses.reduce((sum, s) => sum + counts[s], 0);
  return { items, total, counts, tooDeep: page.skip + page.take > INBOX_MAX_DEPTH };
}

/** The people an item can be assigned to (admins and staff), by name. */
export async function hubStaff(viewer: HubViewer) {
  assertHubViewer(viewer);
  return prisma.user.findMany({
    where: { roles: { some: { role: { in: [...HUB_ROLES] } } } },
    orderBy: { fullName: "asc" },
    take: 100,
    select: { id: true, fullName: true },
  });
}

type Db = Prisma.TransactionClient;

/** What the hub needs to answer an item: who said it, about what, and the ids of their e-mails if it came by e-mail. */
async function sourceOf(db: Db, ref: HubItemRef) {
  if (ref.sourceType === "job") {
    const job = await db.job.findFirst({
      where: { id: ref.sourceId, ...BASE.job },
      select: enquirySelect,
    });
    if (!job) return null;
    // The customer's e-mails on this enquiry: the one that created it, then their replies (intake attaches them).
    const emails = await db.inboundMessage.findMany({
      where: { jobId: job.id, channel: "email", outcome: { in: ["enquiry", "attached"] } },
      orderBy: { occurredAt: "asc" },
      take: 50,
      select: { externalId: true, subject: true, outcome: true, occurredAt: true },
    });
    const inbound = emails.find((e) => e.outcome === "enquiry") ?? null;
    const about = `Enquiry #${job.number}: ${job.title}`;
    return {
      link: { jobId: job.id },
      at: job.createdAt,
      fromName: job.customerContactName,
      fromEmail: job.customerContactEmail,
      text: job.description ?? "",
      subject: inbound?.subject || about,
      customerEmails: emails.map((e) => ({ id: e.externalId, at: e.occurredAt })),
    };
  }
  if (ref.sourceType === "cart") {
    const m = await db.sharedCartMessage.findFirst({
      where: { id: ref.sourceId, ...BASE.cart },
      select: {
        id: true,
        body: true,
        authorName: true,
        createdAt: true,
        sharedCart: { select: { recipientEmail: true, recipientName: true } },
      },
    });
    if (!m) return null;
    return {
      link: { cartMessageId: m.id },
      at: m.createdAt,
      fromName: m.authorName,
      fromEmail: m.sharedCart.recipientEmail,
      text: m.body,
      subject: `Your shared cart, ${m.sharedCart.recipientName}`,
      customerEmails: [] as { id: string; at: Date }[],
    };
  }
  const a = await db.quoteResponse.findFirst({
    where: { id: ref.sourceId, kind: { in: [...BASE.quote.kind.in] } },
    select: {
      id: true,
      message: true,
      createdAt: true,
      quote: { select: { number: true, title: true, contactName: true, contactEmail: true } },
    },
  });
  if (!a) return null;
  return {
    link: { quoteResponseId: a.id },
    at: a.createdAt,
    fromName: a.quote.contactName,
    fromEmail: a.quote.contactEmail,
    text: a.message ?? "",
    subject: `Quote ${formatQuoteNumber(a.quote.number)}: ${a.quote.title}`,
    customerEmails: [] as { id: string; at: Date }[],
  };
}

/** The item's state row, created (open, unassigned) on its first change. */
async function ensureState(tx: Prisma.TransactionClient, ref: HubItemRef) {
  const key = { sourceType: ref.sourceType, sourceId: ref.sourceId };
  const existing = await tx.hubItemState.findUnique({ where: { sourceType_sourceId: key } });
  if (existing) return existing;
  const source = await sourceOf(tx, ref);
  if (!source) throw new HubRefusal("That message is not in the hub (it may have been removed).");
  return tx.hubItemState.upsert({
    where: { sourceType_sourceId: key },
    create: { ...key, ...source.link, status: DEFAULT_STATE.status },
    update: {},
  });
}

function audit(
  tx: Prisma.TransactionClient,
  by: HubAudit,
  action: string,
  ref: HubItemRef,
  details: Record<string, unknown>,
) {
  return tx.auditEvent.create({
    data: {
      action,
      actorId: by.actorId,
      entityType: "hub_item",
      entityId: itemKey(ref),
      details: JSON.stringify({ ...details, ...(by.onBehalfOfId ? { onBehalfOfId: by.onBehalfOfId } : {}) }),
    },
  });
}

/** Assigns an item to a staff member (null: nobody). */
export async function assignHubItem(viewer: HubViewer, by: HubAudit, ref: HubItemRef, assigneeId: string | null) {
  assertHubViewer(viewer);
  const assignee = assigneeId
    ? await prisma.user.findFirst({
        where: { id: assigneeId, roles: { some: { role: { in: [...HUB_ROLES] } } } },
        select: { id: true, fullName: true },
      })
    : null;
  if (assigneeId && !assignee) throw new HubRefusal("Choose a member of staff to assign it to.");
  return prisma.$transaction(async (tx) => {
    const state = await ensureState(tx, ref);
    if (state.assigneeId === (assignee?.id ?? null)) {
      throw new HubRefusal(assignee ? `It is already assigned to ${assignee.fullName}.` : "It is already unassigned.");
    }
    await tx.hubItemState.update({ where: { id: state.id }, data: { assigneeId: assignee?.id ?? null } });
    await audit(tx, by, "hub.assigned", ref, { from: state.assigneeId, to: assignee?.id ?? null });
    return { assignee };
  });
}

/** Moves an item to open, waiting or done. */
export async function setHubItemStatus(viewer: HubViewer, by: HubAudit, ref: HubItemRef, status: HubStatus) {
  assertHubViewer(viewer);
  return prisma.$transaction(async (tx) => {
    const state = await ensureState(tx, ref);
    const from = state.status as HubStatus;
    const problem = statusChangeProblem(from, status);
    if (problem) throw new HubRefusal(problem);
    await tx.hubItemState.update({ where: { id: state.id }, data: { status } });
    await audit(tx, by, "hub.status_changed", ref, { from, to: status });
    return { from, to: status };
  });
}

function mailDomain() {
  return /@([A-Za-z0-9.-]+)/.exec(getEnv().MAIL_FROM)?.[1] ?? "bosun.local";
}

function quoted(text: string) {
  const short = text.length > 1500 ? `${text.slice(0, 1500)}…` : text;
  return short
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
}

/**
 * Replies to the customer by e-mail ("Re: …", threaded to their e-mail when the item came as one, and to our
 * earlier replies), records it under the item and moves the item to `status` (waiting unless picked otherwise).
 */
export async function replyToHubItem(
  viewer: HubViewer & { fullName: string },
  by: HubAudit,
  ref: HubItemRef,
  input: { text: string; status?: HubStatus | null },
) {
  assertHubViewer(viewer);
  const source = await sourceOf(prisma, ref);
  if (!source) throw new HubRefusal("That message is not in the hub (it may have been removed).");
  if (!source.fromEmail) throw new HubRefusal("This customer left no e-mail address: answer them another way.");
  const state = await prisma.$transaction((tx) => ensureState(tx, ref));
  const [earlier, followUps] = await Promise.all([
    prisma.hubReply.findMany({
      where: { stateId: state.id },
      orderBy: { createdAt: "asc" },
      take: 50,
      select: { messageId: true, createdAt: true },
    }),
    prisma.inboundMessage.findMany({
      where: { hubStateId: state.id, channel: "email" },
      orderBy: { occurredAt: "asc" },
      take: 50,
      select: { externalId: true, occurredAt: true },
    }),
  ]);
  // The thread so far, oldest first: the customer's e-mails (the original and their follow-ups) and our replies.
  const chain = threadChain([
    ...source.customerEmails,
    ...followUps.map((f) => ({ id: f.externalId, at: f.occurredAt })),
    ...earlier.map((r) => ({ id: r.messageId, at: r.createdAt })),
  ]);
  const thread = replyThread(chain[0] ?? null, chain.slice(1), `hub.${randomUUID()}@${mailDomain()}`);
  const subject = replySubject(source.subject);
  const business = businessSettingsSnapshot().name;
  const when = source.at.toISOString().slice(0, 10);
  const text = `${input.text}\n\n${viewer.fullName}\n${business}\n\nOn ${when}, ${source.fromName} wrote:\n${quoted(source.text)}`;
  // Reply-To: the item's signed reply address, so the customer's answer comes back to this item (ADR 181 addendum).
  const about = { kind: "hub", source: ref.sourceType, id: ref.sourceId } as const;
  const email = await sendEmail({ to: source.fromEmail, subject, text, thread, about });
  const to = statusAfterReply(input.status);
  await prisma.$transaction(async (tx) => {
    const reply = await tx.hubReply.create({
      data: {
        stateId: state.id,
        authorId: viewer.id,
        authorName: viewer.fullName,
        to: source.fromEmail!,
        subject,
        text: input.text,
        messageId: thread.messageId,
        emailMessageId: email.id,
      },
    });
    const current = await tx.hubItemState.update({ where: { id: state.id }, data: { status: to } });
    await audit(tx, by, "hub.replied", ref, {
      replyId: reply.id,
      emailMessageId: email.id,
      emailStatus: email.status,
      to: source.fromEmail,
      subject,
      inReplyTo: thread.inReplyTo,
      status: { from: state.status, to: current.status },
    });
  });
  return { email, status: to, statusLabel: HUB_STATUS_LABELS[to] };
}
