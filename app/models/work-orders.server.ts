// Subcontractor work orders (issue 16, ADR 161): the office sends a job to a subcontracting business and gives the
// business a link (only the token's hash is stored); whoever holds the link sees that business's work orders,
// accepts or declines, records time and hands the job in — which moves the job through the lifecycle's audited
// transitions. A link that is expired, revoked or unknown resolves to nothing (the route answers a plain 404).
import { randomBytes } from "node:crypto";
import { formatServiceDate } from "~/domain/booking.ts";
import { formatDate, formatDateTime } from "~/domain/dates.ts";
import { eventAudience } from "~/domain/events.ts";
import { formatMinutes } from "~/domain/field-time.ts";
import { type JobStatus } from "~/domain/job-lifecycle.ts";
import { Refusal } from "~/domain/refusal.ts";
import {
  DASHBOARD_PAGE_SIZE,
  isWellFormedLinkToken,
  LINK_DAYS_DEFAULT,
  linkExpiry,
  linkState,
  OPEN_WORK_ORDER_STATUSES,
  parseHours,
  SENDABLE_JOB_STATUSES,
  showsFullCard,
  totalMinutes,
  workedOnRefusal,
  workOrderLinkPath,
  workOrderRefusal,
  type WorkOrderPost,
} from "~/domain/work-orders.ts";
import { findPage, prisma, type Prisma } from "~/utils/db.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { hashToken } from "~/utils/verification.server.ts";
import { recordEvent } from "./events.server.ts";
import { getJobCard } from "./job-card.server.ts";
import { setJobStatus } from "./job.server.ts";
import { isIn } from "~/domain/labelled-values.ts";

export class WorkOrderRefusal extends Refusal {}
/** The work order is not this link's business's (or does not exist): the route answers 404. */
export class WorkOrderNotFound extends Refusal {}

// ───────────── the office ─────────────

export async function sendWorkOrder(opts: {
  subcontractorId: string;
  jobNumber: number;
  instructions: string | null;
  actorId: string;
  onBehalfOfId?: string | null;
  now: Date;
}) {
  return prisma.$transaction(async (tx) => {
    const sub = await tx.subcontractor.findUnique({
      where: { id: opts.subcontractorId },
      select: { id: true, name: true, active: true },
    });
    if (!sub) throw new WorkOrderRefusal("That subcontractor no longer exists.");
    if (!sub.active) throw new WorkOrderRefusal(`${sub.name} is marked inactive: make it active first.`);
    const job = await tx.job.findUnique({
      where: { number: opts.jobNumber },
      select: { id: true, number: true, status: true, assignedStaffId: true, customerId: true },
    });
    if (!job) throw new WorkOrderRefusal(`There is no job #${opts.jobNumber}.`, "jobNumber");
    if (!isIn(SENDABLE_JOB_STATUSES, job.status)) {
      throw new WorkOrderRefusal(
        `Job #${job.number} is ${job.status.replace(/_/g, " ")}: only accepted work not yet handed in can be sent out.`,
        "jobNumber",
      );
    }
    const open = await tx.workOrder.findFirst({
      where: { jobId: job.id, status: { in: [...OPEN_WORK_ORDER_STATUSES] } },
      select: { subcontractor: { select: { name: true } } },
    });
    if (open) {
      throw new WorkOrderRefusal(
        `Job #${job.number} already has an open work order with ${open.subcontractor.name}.`,
        "jobNumber",
      );
    }
    const order = await tx.workOrder.create({
      data: {
        jobId: job.id,
        subcontractorId: sub.id,
        instructions: opts.instructions,
        sentById: opts.actorId,
        createdAt: opts.now,
      },
      select: { id: true },
    });
    await tx.jobEvent.create({
      data: {
        jobId: job.id,
        kind: "assigned",
        reason: `Sent to ${sub.name} as a work order`,
        actorId: opts.actorId,
        onBehalfOfId: opts.onBehalfOfId ?? null,
        createdAt: opts.now,
      },
    });
    await recordEvent(tx, {
      type: "job.field_updated",
      subject: { type: "job", id: job.id },
      data: { workOrder: "sent" },
      audience: eventAudience(job.assignedStaffId),
      actorId: opts.actorId,
    });
    return { id: order.id, jobNumber: job.number };
  });
}

/** The office takes back a work order that is still open. */
export async function withdrawWorkOrder(opts: { subcontractorId: string; workOrderId: string; actorId: string }) {
  const order = await prisma.workOrder.findFirst({
    where: { id: opts.workOrderId, subcontractorId: opts.subcontractorId },
    select: { id: true, jobId: true, status: true, subcontractor: { select: { name: true } } },
  });
  if (!order) return false;
  if (!OPEN_WORK_ORDER_STATUSES.includes(order.status as never)) {
    throw new WorkOrderRefusal("Only a work order that is waiting or accepted can be withdrawn.");
  }
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.workOrder.updateMany({
      where: { id: order.id, status: order.status },
      data: { status: "withdrawn" },
    });
    if (count !== 1) throw new WorkOrderRefusal("The subcontractor changed it meanwhile. Reload and try again.");
    await tx.jobEvent.create({
      data: {
        jobId: order.jobId,
        kind: "assigned",
        reason: `Work order withdrawn from ${order.subcontractor.name}`,
        actorId: opts.actorId,
      },
    });
  });
  return true;
}

/** A new link for the business; the token is returned once and only its hash is kept. */
export async function createSubcontractorLink(opts: {
  subcontractorId: string;
  days: number;
  actorId: string;
  now: Date;
}) {
  const sub = await prisma.subcontractor.findUnique({ where: { id: opts.subcontractorId }, select: { id: true } });
  if (!sub) return null;
  const token = randomBytes(32).toString("base64url");
  const link = await prisma.subcontractorLink.create({
    data: {
      subcontractorId: sub.id,
      tokenHash: hashToken(token),
      expiresAt: linkExpiry(opts.now, opts.days),
      createdById: opts.actorId,
      createdAt: opts.now,
    },
    select: { id: true, expiresAt: true },
  });
  return { token, ...link };
}

export async function revokeSubcontractorLink(opts: { subcontractorId: string; linkId: string; now: Date }) {
  const { count } = await prisma.subcontractorLink.updateMany({
    where: { id: opts.linkId, subcontractorId: opts.subcontractorId, revokedAt: null },
    data: { revokedAt: opts.now },
  });
  return count === 1;
}

/**
 * E-mails the work order to the business's contact address with a fresh link (only its hash is kept, so an earlier
 * link cannot be sent again). The business's previously e-mailed links are revoked in the same transaction: one
 * e-mailed link is live at a time; links the office created by hand are left alone. Null: not this business's order.
 */
export async function emailWorkOrderLink(opts: {
  subcontractorId: string;
  workOrderId: string;
  actorId: string;
  now: Date;
  days?: number;
}) {
  const order = await prisma.workOrder.findFirst({
    where: { id: opts.workOrderId, subcontractorId: opts.subcontractorId },
    select: {
      id: true,
      status: true,
      instructions: true,
      subcontractor: { select: { id: true, name: true, email: true, contactName: true } },
      job: { select: { number: true, title: true, scheduledStartAt: true } },
    },
  });
  if (!order) return null;
  const sub = order.subcontractor;
  if (!OPEN_WORK_ORDER_STATUSES.includes(order.status as never)) {
    throw new WorkOrderRefusal("Only a work order that is waiting for an answer or accepted can be e-mailed.");
  }
  if (!sub.email) {
    throw new WorkOrderRefusal(
      `${sub.name} has no e-mail address on file: add one under Contact and rates, or create a link and send it yourself.`,
    );
  }
  const to = sub.email;
  const token = randomBytes(32).toString("base64url");
  const { link, email, replaced } = await prisma.$transaction(async (tx) => {
    const { count: replaced } = await tx.subcontractorLink.updateMany({
      where: { subcontractorId: sub.id, revokedAt: null, expiresAt: { gt: opts.now }, emails: { some: {} } },
      data: { revokedAt: opts.now },
    });
    const link = await tx.subcontractorLink.create({
      data: {
        subcontractorId: sub.id,
        tokenHash: hashToken(token),
        expiresAt: linkExpiry(opts.now, opts.days ?? LINK_DAYS_DEFAULT),
        createdById: opts.actorId,
        createdAt: opts.now,
      },
      select: { id: true, expiresAt: true },
    });
    const email = await tx.workOrderEmail.create({
      data: { workOrderId: order.id, linkId: link.id, to, status: "queued", createdAt: opts.now },
      select: { id: true },
    });
    return { link, email, replaced };
  });
  const message = await sendTemplatedEmail("work_order.sent", to, {
    contact_name: sub.contactName || sub.name,
    subcontractor: sub.name,
    job: `#${order.job.number} ${order.job.title}`,
    when: order.job.scheduledStartAt
      ? formatDateTime(order.job.scheduledStartAt)
      : "time to be arranged with the office",
    instructions: order.instructions ? `From the office: ${order.instructions}` : "",
    expires: formatDate(link.expiresAt),
    url: `${getEnv().appUrl}${workOrderLinkPath(token)}`,
  });
  await prisma.workOrderEmail.update({ where: { id: email.id }, data: { status: message.status } });
  return { to, linkId: link.id, expiresAt: link.expiresAt, status: message.status, replaced };
}

/** What the admin subcontractor page shows: the links (state, never the token) and the recent work orders. */
export async function subcontractorWorkOrdersForOffice(subcontractorId: string, now: Date) {
  const [links, orders] = await Promise.all([
    prisma.subcontractorLink.findMany({
      where: { subcontractorId },
      orderBy: { createdAt: "desc" },
      take: 10,
      select: {
        id: true,
        expiresAt: true,
        revokedAt: true,
        lastUsedAt: true,
        createdAt: true,
        emails: { take: 1, select: { to: true } },
      },
    }),
    prisma.workOrder.findMany({
      where: { subcontractorId },
      orderBy: { createdAt: "desc" },
      take: 20,
      select: {
        id: true,
        status: true,
        declineReason: true,
        createdAt: true,
        completedAt: true,
        job: { select: { id: true, number: true, title: true, status: true } },
        times: { select: { minutes: true }, take: 200 },
        emails: { orderBy: { createdAt: "desc" }, take: 1, select: { to: true, status: true, createdAt: true } },
      },
    }),
  ]);
  return {
    links: links.map(({ emails, ...l }) => ({ ...l, emailedTo: emails[0]?.to ?? null, state: linkState(l, now) })),
    orders: orders.map(({ times, emails, ...o }) => ({
      ...o,
      minutes: totalMinutes(times),
      lastEmail: emails[0] ?? null,
    })),
  };
}

// ───────────── the subcontractor, through the link ─────────────

/** The business a link opens, or null (malformed, unknown, expired or revoked — never say which). */
export async function resolveSubcontractorLink(token: string | null, now: Date) {
  if (!isWellFormedLinkToken(token)) return null;
  const link = await prisma.subcontractorLink.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      expiresAt: true,
      revokedAt: true,
      lastUsedAt: true,
      subcontractor: { select: { id: true, name: true } },
    },
  });
  if (!link || linkState(link, now) !== "active") return null;
  // When it was last used, for the office (to the minute: one write per visit at most, not per request).
  if (!link.lastUsedAt || now.getTime() - link.lastUsedAt.getTime() > 60_000) {
    await prisma.subcontractorLink.update({ where: { id: link.id }, data: { lastUsedAt: now } });
  }
  return { linkId: link.id, expiresAt: link.expiresAt, subcontractor: link.subcontractor };
}

/** The business's work orders, newest first, a page at a time; the job shown only as far as the order allows. */
export async function subcontractorDashboard(subcontractorId: string, page: number) {
  const where = { subcontractorId, status: { not: "withdrawn" } };
  const pageRows = { skip: (page - 1) * DASHBOARD_PAGE_SIZE, take: DASHBOARD_PAGE_SIZE };
  const { total, rows: orders } = await findPage(prisma.workOrder, pageRows, {
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      status: true,
      instructions: true,
      declineReason: true,
      completionNote: true,
      createdAt: true,
      respondedAt: true,
      completedAt: true,
      job: {
        select: {
          number: true,
          title: true,
          status: true,
          scheduledStartAt: true,
          scheduledEndAt: true,
          locationMarina: true,
          vesselName: true,
          vessel: { select: { name: true, lengthMetres: true, homeMarina: true } },
          items: { orderBy: { sortOrder: "asc" }, take: 10, select: { id: true, name: true, quantity: true } },
        },
      },
      times: {
        orderBy: [{ workedOn: "desc" }, { createdAt: "desc" }],
        take: 50,
        select: { id: true, workedOn: true, minutes: true, note: true },
      },
    },
  });
  return {
    total,
    orders: orders.map((o) => ({ ...o, minutes: totalMinutes(o.times) })),
  };
}

/** The job card of one of the business's accepted work orders (read only), or null. */
export async function workOrderJobCard(subcontractorId: string, workOrderId: string, now: Date) {
  const order = await prisma.workOrder.findFirst({
    where: { id: workOrderId, subcontractorId, status: { not: "withdrawn" } },
    select: { id: true, status: true, jobId: true },
  });
  if (!order || !showsFullCard(order.status)) return null;
  const card = await getJobCard(order.jobId, { id: "", isAdmin: true }, now);
  return card ? { order, card: { ...card, canWork: false } } : null;
}

export type WorkOrderResult = { message: string; replayed: boolean };

/** One post from the link's holder, for a work order of `subcontractorId` only. */
export async function applyWorkOrderPost(opts: {
  subcontractorId: string;
  post: WorkOrderPost;
  now: Date;
}): Promise<WorkOrderResult> {
  const { post, now } = opts;
  return prisma.$transaction(async (tx) => {
    const order = await tx.workOrder.findFirst({
      where: { id: post.workOrderId, subcontractorId: opts.subcontractorId },
      select: {
        id: true,
        status: true,
        subcontractor: { select: { name: true } },
        job: { select: { id: true, number: true, status: true, assignedStaffId: true, customerId: true } },
      },
    });
    if (!order) throw new WorkOrderNotFound("Not found");
    const done: Record<string, string> = { accept: "accepted", decline: "declined", complete: "completed" };
    if (done[post.intent] === order.status) return { message: "Already saved.", replayed: true };
    if (post.intent === "time") {
      const seen = await tx.workOrderTime.findUnique({ where: { key: post.key }, select: { workOrderId: true } });
      if (seen) {
        if (seen.workOrderId !== order.id) throw new WorkOrderRefusal("Reload the page and try again.");
        return { message: "Already saved.", replayed: true };
      }
    }
    const refusal = workOrderRefusal(order.status, post.intent);
    if (refusal) throw new WorkOrderRefusal(refusal);
    const name = order.subcontractor.name;
    const job = order.job;
    // Guarded by the status read above: two tabs answering at once cannot both win.
    const moved = async (data: Prisma.WorkOrderUpdateManyMutationInput) => {
      const { count } = await tx.workOrder.updateMany({ where: { id: order.id, status: order.status }, data });
      if (count !== 1) throw new WorkOrderRefusal("This work order changed meanwhile. Reload and try again.");
    };
    let message = "";
    switch (post.intent) {
      case "accept":
        await moved({ status: "accepted", respondedAt: now });
        await jobNote(tx, job.id, `${name} accepted the work order`, "assigned", now);
        message = `Accepted: job #${job.number}.`;
        break;
      case "decline":
        await moved({ status: "declined", respondedAt: now, declineReason: post.reason });
        await jobNote(tx, job.id, `${name} declined the work order: ${post.reason}`, "assigned", now);
        message = `Declined: job #${job.number}. The office has been told.`;
        break;
      case "time": {
        const refused = workedOnRefusal(post.workedOn, now);
        if (refused) throw new WorkOrderRefusal(refused, "workedOn");
        if (!isIn(SENDABLE_JOB_STATUSES, job.status)) {
          throw new WorkOrderRefusal(`Job #${job.number} is no longer open for work. Call the office.`);
        }
        const minutes = parseHours(post.hours)!;
        await tx.workOrderTime.create({
          data: { workOrderId: order.id, key: post.key, workedOn: post.workedOn, minutes, note: post.note },
        });
        await tx.workOrder.update({ where: { id: order.id }, data: { updatedAt: now } });
        message = `Time recorded: ${formatMinutes(minutes)} on ${formatServiceDate(post.workedOn)}.`;
        break;
      }
      case "complete": {
        if (!isIn(SENDABLE_JOB_STATUSES, job.status)) {
          throw new WorkOrderRefusal(
            `Job #${job.number} is ${job.status.replace(/_/g, " ")}: the office changed it. Call the office.`,
          );
        }
        await moved({ status: "completed", completedAt: now, completionNote: post.note });
        // Through the lifecycle's audited moves: started (if the office had not seen it start), then handed in.
        if (job.status !== "in_progress") {
          await setJobStatus(tx, {
            jobId: job.id,
            to: "in_progress",
            expectedFrom: job.status as JobStatus,
            actorId: null,
            reason: `${name} (subcontractor) started the work`,
            now,
          });
        }
        await setJobStatus(tx, {
          jobId: job.id,
          to: "awaiting_approval",
          expectedFrom: "in_progress",
          actorId: null,
          reason: `${name} (subcontractor): work complete${post.note ? ` — ${post.note}` : ""}`,
          now,
        });
        message = `Job #${job.number} handed in — the office will check and approve it.`;
        break;
      }
    }
    await recordEvent(tx, {
      type: "job.field_updated",
      subject: { type: "job", id: job.id },
      data: { workOrder: post.intent },
      audience: eventAudience(job.assignedStaffId),
      actorId: null,
    });
    return { message, replayed: false };
  });
}

async function jobNote(tx: Prisma.TransactionClient, jobId: string, reason: string, kind: string, now: Date) {
  await tx.jobEvent.create({ data: { jobId, kind, reason, createdAt: now } });
}
