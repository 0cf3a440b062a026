// Operations on existing jobs shared by the staff and admin portals: lists (with shared carts as pseudo-jobs),
// the kanban board, detail pages, permission-checked moves, scheduling, notes and item replacement.
// Jobs are still created only by createJob() and moved only by setJobStatus() (job.server.ts).
import { isOverdue } from "~/domain/dashboard-stats.ts";
import { JOB_STATUSES, checkJobMove, isJobStatus, type JobStatus, type MoveActor } from "~/domain/job-lifecycle.ts";
import {
  cartSuffixFromSearch,
  cartsInList,
  jobNumberFromSearch,
  jobsInList,
  mergeRuns,
  mergedPageStart,
  type JobListQuery,
} from "~/domain/job-list.ts";
import { sharedCartToPseudoJob, type SharedCartRow } from "~/domain/shared-cart.ts";
import type { z } from "zod";
import { sydneyWallTimeToUtc } from "~/domain/dates.ts";
import type { createJobSchema } from "~/domain/job-schemas.ts";
import { parseDollarsToCents } from "~/domain/money.ts";
import { recordEvent } from "./events.server.ts";
import { eventAudience } from "~/domain/events.ts";
import { findPage, prisma, type Prisma, textContains } from "~/utils/db.server.ts";
import {
  createJob,
  jobItemRows,
  JobStatusConflict,
  jobTotals,
  setJobStatus,
  type NewJobItem,
  jobRefSelect,
} from "./job.server.ts";

/** Roles whose members can be assigned jobs. */
export const ASSIGNABLE_ROLES = ["staff", "service_provider", "manager", "marine_professional"] as const;

export async function listAssignableStaff() {
  return prisma.user.findMany({
    where: { roles: { some: { role: { in: [...ASSIGNABLE_ROLES] } } } },
    orderBy: { fullName: "asc" },
    take: 200,
    select: { id: true, fullName: true },
  });
}

// ───────────── lists ─────────────

export interface JobListRow {
  kind: "job" | "cart";
  id: string;
  number: string;
  title: string;
  status: JobStatus;
  priority: string;
  customer: string;
  customerEmail: string | null;
  vessel: string | null;
  totalCents: number;
  scheduledStartAt: string | null;
  assignee: string | null;
  updatedAt: string;
  overdue: boolean;
}

const SHARED_CART_STATUS_FOR_JOB: Partial<Record<JobStatus, Prisma.SharedCartWhereInput>> = {
  quote_sent: { status: { notIn: ["checkout_started", "converted_to_jobs", "paid"] } },
  quote_accepted: { status: { in: ["checkout_started", "converted_to_jobs"] } },
  paid: { status: "paid" },
};

export function jobWhere(query: JobListQuery, viewerId: string | null): Prisma.JobWhereInput {
  const and: Prisma.JobWhereInput[] = [];
  if (query.status) and.push({ status: query.status });
  if (query.priority) and.push({ priority: query.priority });
  if (query.mine && viewerId) and.push({ assignedStaffId: viewerId });
  if (query.staffId) and.push({ assignedStaffId: query.staffId });
  if (query.q) {
    const number = jobNumberFromSearch(query.q);
    if (number !== null) and.push({ number });
    else {
      and.push({
        OR: [
          { customerContactName: textContains(query.q) },
          { customerContactEmail: textContains(query.q.toLowerCase()) },
          { vesselName: textContains(query.q) },
          { title: textContains(query.q) },
        ],
      });
    }
  }
  return and.length ? { AND: and } : {};
}

/** null: no shared cart can match this query. */
function cartWhere(query: JobListQuery): Prisma.SharedCartWhereInput | null {
  if (!cartsInList(query)) return null;
  const and: Prisma.SharedCartWhereInput[] = [];
  if (query.status) {
    const mapped = SHARED_CART_STATUS_FOR_JOB[query.status];
    if (!mapped) return null;
    and.push(mapped);
  }
  if (query.priority) and.push({ priority: query.priority });
  if (query.q) {
    if (jobNumberFromSearch(query.q) !== null) return null;
    const suffix = cartSuffixFromSearch(query.q);
    if (suffix) and.push({ id: { endsWith: suffix } });
    else
      and.push({
        OR: [{ recipientName: textContains(query.q) }, { recipientEmail: textContains(query.q.toLowerCase()) }],
      });
  }
  return and.length ? { AND: and } : {};
}

type SortSpec =
  | {
      mode: "key";
      direction: "asc" | "desc";
      field: "updatedAt" | "createdAt";
      jobOrder: Prisma.JobOrderByWithRelationInput[];
    }
  | { mode: "after"; jobOrder: Prisma.JobOrderByWithRelationInput[] };

function sortSpec(sort: JobListQuery["sort"]): SortSpec {
  switch (sort) {
    case "newest":
      return { mode: "key", direction: "desc", field: "createdAt", jobOrder: [{ createdAt: "desc" }, { id: "desc" }] };
    case "oldest":
      return { mode: "key", direction: "asc", field: "createdAt", jobOrder: [{ createdAt: "asc" }, { id: "asc" }] };
    case "scheduled":
      return { mode: "after", jobOrder: [{ scheduledStartAt: { sort: "asc", nulls: "last" } }, { id: "asc" }] };
    case "number":
      return { mode: "after", jobOrder: [{ number: "desc" }] };
    default:
      return { mode: "key", direction: "desc", field: "updatedAt", jobOrder: [{ updatedAt: "desc" }, { id: "desc" }] };
  }
}

/** The one select behind every job list row (`toJobListRow`). */
export const jobRowSelect = {
  ...jobRefSelect,
  priority: true,
  customerContactName: true,
  customerContactEmail: true,
  vesselName: true,
  totalCents: true,
  scheduledStartAt: true,
  scheduledEndAt: true,
  createdAt: true,
  updatedAt: true,
  assignedStaff: { select: { fullName: true } },
} satisfies Prisma.JobSelect;

type JobRowData = Prisma.JobGetPayload<{ select: typeof jobRowSelect }>;

export function toJobListRow(j: JobRowData, now: Date): JobListRow {
  return {
    kind: "job",
    id: j.id,
    number: `#${j.number}`,
    title: j.title,
    status: isJobStatus(j.status) ? j.status : "quote_requested",
    priority: j.priority,
    customer: j.customerContactName,
    customerEmail: j.customerContactEmail,
    vessel: j.vesselName,
    totalCents: j.totalCents,
    scheduledStartAt: j.scheduledStartAt?.toISOString() ?? null,
    assignee: j.assignedStaff?.fullName ?? null,
    updatedAt: j.updatedAt.toISOString(),
    overdue: isOverdue(j, now),
  };
}

function cartRow(c: SharedCartRow): JobListRow {
  const p = sharedCartToPseudoJob(c);
  return {
    kind: "cart",
    id: p.id,
    number: p.jobNumber,
    title: p.title,
    status: p.status,
    priority: p.priority,
    customer: p.customerContactName,
    customerEmail: p.customerContactEmail,
    vessel: p.vesselName,
    totalCents: p.totalCents,
    scheduledStartAt: null,
    assignee: null,
    updatedAt: p.updatedAt,
    overdue: false,
  };
}

/** Shared carts are a small table: their sort keys are read whole (capped), the jobs are never. */
const MAX_CARTS_IN_LIST = 5_000;

/** One page of jobs and shared-cart pseudo-jobs, filtered, searched and sorted on the server. */
/** What a shared cart needs to be shown as a pseudo-job (sharedCartToPseudoJob) in a job or cart list. */
const sharedCartRowSelect = {
  id: true,
  status: true,
  cartData: true,
  recipientName: true,
  recipientEmail: true,
  customerMessage: true,
  priority: true,
  createdAt: true,
  updatedAt: true,
} as const;

export async function listJobs(
  query: JobListQuery,
  page: { skip: number; take: number },
  viewerId: string | null,
  now: Date,
) {
  const spec = sortSpec(query.sort);
  const jWhere = jobsInList(query) ? jobWhere(query, viewerId) : null;
  const cWhere = cartWhere(query);

  const cartKeyField = spec.mode === "key" ? spec.field : "updatedAt";
  const cartDirection = spec.mode === "key" ? spec.direction : "desc";
  const [jobTotal, cartKeys] = await Promise.all([
    jWhere ? prisma.job.count({ where: jWhere }) : Promise.resolve(0),
    cWhere
      ? prisma.sharedCart.findMany({
          where: cWhere,
          orderBy: [{ [cartKeyField]: cartDirection }, { id: cartDirection }],
          take: MAX_CARTS_IN_LIST,
          select: { id: true, createdAt: true, updatedAt: true },
        })
      : Promise.resolve([]),
  ]);

  // The job that would open this page if there were no carts: carts sorting after it cannot come earlier.
  let cartsBeforePivot: number | undefined;
  if (spec.mode === "key" && jWhere && page.skip > 0 && cartKeys.length) {
    const pivot = await prisma.job.findFirst({
      where: jWhere,
      orderBy: spec.jobOrder,
      skip: page.skip,
      select: { [spec.field]: true } as { createdAt: true },
    });
    if (pivot) {
      const key = (pivot as Record<string, Date>)[spec.field]!.getTime();
      cartsBeforePivot = cartKeys.filter((c) =>
        spec.direction === "desc" ? c[spec.field].getTime() > key : c[spec.field].getTime() < key,
      ).length;
    }
  }
  const { jobSkip, cartSkip } = await mergedPageStart({
    skip: page.skip,
    cartCount: cartKeys.length,
    cartsBeforePivot,
    countJobsBefore: async (i) => {
      if (!jWhere) return 0;
      if (spec.mode === "after") return jobTotal;
      const key = cartKeys[i]![spec.field];
      const cmp = spec.direction === "desc" ? { gte: key } : { lte: key };
      return prisma.job.count({ where: { AND: [jWhere, { [spec.field]: cmp }] } });
    },
  });

  const pageCartIds = cartKeys.slice(cartSkip, cartSkip + page.take).map((c) => c.id);
  const [jobs, carts] = await Promise.all([
    jWhere && jobSkip < jobTotal
      ? prisma.job.findMany({
          where: jWhere,
          orderBy: spec.jobOrder,
          skip: jobSkip,
          take: page.take,
          select: jobRowSelect,
        })
      : Promise.resolve([]),
    pageCartIds.length
      ? prisma.sharedCart.findMany({
          where: { id: { in: pageCartIds } },
          select: sharedCartRowSelect,
        })
      : Promise.resolve([]),
  ]);
  const cartById = new Map(carts.map((c) => [c.id, c]));
  const orderedCarts = pageCartIds.map((id) => cartById.get(id)).filter((c): c is NonNullable<typeof c> => !!c);

  const merged = mergeRuns(
    jobs,
    orderedCarts,
    page.take,
    spec.mode === "after"
      ? { mode: "after" }
      : {
          mode: "key",
          direction: spec.direction,
          jobKey: (j) => j[spec.field].getTime(),
          cartKey: (c) => c[spec.field].getTime(),
        },
  );
  return {
    total: jobTotal + cartKeys.length,
    rows: merged.map((m) => (m.kind === "job" ? toJobListRow(m.row, now) : cartRow(m.row))),
  };
}

// ───────────── kanban ─────────────

export const KANBAN_CARDS_PER_COLUMN = 20;

export async function kanbanBoard(filter: { q: string; priority: string | null }, now: Date) {
  const where = jobWhere(
    {
      q: filter.q,
      status: null,
      priority: (filter.priority as JobListQuery["priority"]) ?? null,
      sort: "updated",
      kind: "jobs",
      mine: false,
      staffId: null,
    },
    null,
  );
  const [counts, ...columns] = await Promise.all([
    prisma.job.groupBy({ by: ["status"], where, _count: { _all: true } }),
    ...JOB_STATUSES.map((status) =>
      prisma.job.findMany({
        where: { AND: [where, { status }] },
        orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
        take: KANBAN_CARDS_PER_COLUMN,
        select: { ...jobRowSelect, assignedStaffId: true },
      }),
    ),
  ]);
  const countBy = new Map(counts.map((c) => [c.status, c._count._all]));
  return JOB_STATUSES.map((status, i) => ({
    status,
    count: countBy.get(status) ?? 0,
    cards: columns[i]!.map((j) => ({ ...toJobListRow(j, now), assignedStaffId: j.assignedStaffId })),
  }));
}

// ───────────── detail ─────────────

export async function getJobDetail(id: string) {
  return prisma.job.findUnique({
    where: { id },
    select: {
      ...jobRefSelect,
      description: true,
      priority: true,
      source: true,
      customerId: true,
      customerContactName: true,
      customerContactEmail: true,
      customerContactPhone: true,
      vesselName: true,
      vesselType: true,
      vesselLengthMetres: true,
      vesselYear: true,
      locationAddress: true,
      locationMarina: true,
      locationAccessType: true,
      requestedServices: true,
      preferredDate: true,
      subtotalCents: true,
      taxRateBasisPoints: true,
      taxCents: true,
      totalCents: true,
      serviceCategory: true,
      scheduledStartAt: true,
      scheduledEndAt: true,
      durationMinutes: true,
      internalNotes: true,
      assignedStaffId: true,
      completedAt: true,
      createdAt: true,
      updatedAt: true,
      assignedStaff: { select: { id: true, fullName: true } },
      createdBy: { select: { fullName: true } },
      items: {
        orderBy: { sortOrder: "asc" },
        select: { id: true, name: true, description: true, quantity: true, unitPriceCents: true, totalCents: true },
      },
      events: {
        orderBy: { createdAt: "asc" },
        take: 500,
        select: {
          id: true,
          kind: true,
          fromStatus: true,
          toStatus: true,
          reason: true,
          createdAt: true,
          onBehalfOfId: true,
          actor: { select: { fullName: true } },
        },
      },
      quotes: {
        orderBy: { createdAt: "desc" },
        take: 20,
        select: { id: true, number: true, status: true, totalCents: true, acceptedTotalCents: true, validUntil: true },
      },
    },
  });
}
export type JobDetail = NonNullable<Awaited<ReturnType<typeof getJobDetail>>>;

/** Names of users an impersonating admin acted for, for the audit trail. */
export async function namesOf(ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((i): i is string => !!i))];
  if (!wanted.length) return {} as Record<string, string>;
  const users = await prisma.user.findMany({ where: { id: { in: wanted } }, select: { id: true, fullName: true } });
  return Object.fromEntries(users.map((u) => [u.id, u.fullName]));
}

/** One page of shared carts for the staff list, latest change first, with how many messages each has. */
export async function listSharedCarts(status: string | null, page: { skip: number; take: number }) {
  const where: Prisma.SharedCartWhereInput = status ? { status } : {};
  const { total, rows } = await findPage(prisma.sharedCart, page, {
    where,
    orderBy: { updatedAt: "desc" },
    select: { ...sharedCartRowSelect, _count: { select: { messages: true } } },
  });
  return { total, rows };
}

export async function getSharedCartDetail(id: string) {
  return prisma.sharedCart.findUnique({
    where: { id },
    select: {
      ...sharedCartRowSelect,
      expiresAt: true,
      createdBy: { select: { fullName: true } },
    },
  });
}

// ───────────── changes ─────────────

export type MoveResult =
  | { ok: true; from: JobStatus; to: JobStatus }
  | { ok: false; status: 400 | 403 | 404 | 409; message: string; field?: "reason" | "to" };

/**
 * Moves a job after checking who may make the move (app/domain/job-lifecycle.ts). `actor` is whose rights
 * apply (the signed-in account); `actorId`/`onBehalfOfId` are what the audit trail records.
 */
export async function moveJob(opts: {
  jobId: string;
  from: JobStatus;
  to: string;
  reason?: string | null;
  actor: MoveActor;
  actorId: string;
  onBehalfOfId?: string | null;
  now: Date;
}): Promise<MoveResult> {
  return prisma.$transaction(async (tx) => {
    const job = await tx.job.findUnique({ where: { id: opts.jobId }, select: { status: true, assignedStaffId: true } });
    if (!job) return { ok: false, status: 404, message: "That job no longer exists." } as const;
    if (job.status !== opts.from) {
      return {
        ok: false,
        status: 409,
        message: `Someone else moved this job to ${job.status.replace(/_/g, " ")} meanwhile. Check it and try again.`,
      } as const;
    }
    const check = checkJobMove(opts.actor, job, opts.to, opts.reason);
    if (!check.ok) {
      return {
        ok: false,
        status: check.code === "forbidden" ? 403 : 400,
        message: check.message,
        field: check.code === "reason_required" ? "reason" : "to",
      } as const;
    }
    try {
      await setJobStatus(tx, {
        jobId: opts.jobId,
        to: opts.to as JobStatus,
        expectedFrom: opts.from,
        actorId: opts.actorId,
        onBehalfOfId: opts.onBehalfOfId ?? null,
        reason: opts.reason?.trim() || null,
        now: opts.now,
      });
    } catch (error) {
      if (error instanceof JobStatusConflict) return { ok: false, status: 409, message: error.message } as const;
      throw error;
    }
    return { ok: true, from: opts.from, to: opts.to as JobStatus } as const;
  });
}

/** Sets (or clears) a job's schedule and assignee, and notes the change in the audit trail. */
export async function scheduleJob(
  tx: Prisma.TransactionClient,
  opts: {
    jobId: string;
    start: Date | null;
    durationMinutes: number | null;
    staffId: string | null;
    actorId: string | null;
    onBehalfOfId?: string | null;
  },
) {
  const staff = opts.staffId
    ? await tx.user.findFirst({
        where: { id: opts.staffId, roles: { some: { role: { in: [...ASSIGNABLE_ROLES] } } } },
        select: { id: true, fullName: true },
      })
    : null;
  if (opts.staffId && !staff) throw new JobStatusConflict("That staff member cannot be assigned jobs.");
  const end =
    opts.start && opts.durationMinutes ? new Date(opts.start.getTime() + opts.durationMinutes * 60_000) : null;
  const before = await tx.job.findUnique({
    where: { id: opts.jobId },
    select: { assignedStaffId: true, customerId: true },
  });
  await tx.job.update({
    where: { id: opts.jobId },
    data: {
      scheduledStartAt: opts.start,
      scheduledEndAt: end,
      durationMinutes: opts.durationMinutes,
      assignedStaffId: staff?.id ?? null,
    },
  });
  const when = opts.start
    ? new Intl.DateTimeFormat("en-AU", {
        timeZone: "Australia/Sydney",
        dateStyle: "medium",
        timeStyle: "short",
      }).format(opts.start)
    : "no date";
  await tx.jobEvent.create({
    data: {
      jobId: opts.jobId,
      kind: "assigned",
      reason: `Schedule: ${when}${opts.durationMinutes ? `, ${opts.durationMinutes / 60} h` : ""}; assigned to ${staff?.fullName ?? "nobody"}`,
      actorId: opts.actorId,
      onBehalfOfId: opts.onBehalfOfId ?? null,
    },
  });
  await recordEvent(tx, {
    type: "job.scheduled",
    subject: { type: "job", id: opts.jobId },
    data: {
      start: opts.start?.toISOString() ?? null,
      end: end?.toISOString() ?? null,
      staffId: staff?.id ?? null,
      previousStaffId: before?.assignedStaffId ?? null,
    },
    // The worker who lost the job hears of it too: it leaves their list.
    audience: eventAudience(before?.customerId, staff?.id, before?.assignedStaffId),
    actorId: opts.actorId,
  });
}

export async function addJobNote(opts: {
  jobId: string;
  note: string;
  actorId: string | null;
  onBehalfOfId?: string | null;
}) {
  await prisma.$transaction(async (tx) => {
    await tx.jobEvent.create({
      data: {
        jobId: opts.jobId,
        kind: "note",
        reason: opts.note,
        actorId: opts.actorId,
        onBehalfOfId: opts.onBehalfOfId ?? null,
      },
    });
    const job = await tx.job.update({
      where: { id: opts.jobId },
      data: { updatedAt: new Date() },
      select: { assignedStaffId: true },
    });
    await recordEvent(tx, {
      type: "job.note_added",
      subject: { type: "job", id: opts.jobId },
      // Notes are internal: staff and the assigned worker hear of them, never the customer.
      audience: eventAudience(job.assignedStaffId),
      actorId: opts.actorId,
    });
  });
}

/** Replaces a job's items and recomputes its totals (the accepted quote's exact lines). */
export async function replaceJobItems(
  tx: Prisma.TransactionClient,
  jobId: string,
  items: NewJobItem[],
  pricesIncludeGst = false,
) {
  await tx.jobItem.deleteMany({ where: { jobId } });
  await tx.jobItem.createMany({
    data: jobItemRows(items).map((row) => ({ jobId, ...row })),
  });
  await tx.job.update({ where: { id: jobId }, data: jobTotals(items, pricesIncludeGst) });
}

/**
 * A job staff type in by hand (/admin/jobs/create): linked to the customer's account and boat when the e-mail and
 * vessel name match one, priced from its lines, and scheduled or assigned at once if a date or a person is given.
 */
export async function createManualJob(
  v: z.infer<typeof createJobSchema>,
  audit: { actorId: string; onBehalfOfId: string | null },
) {
  const email = v.customerEmail.toLowerCase();
  return prisma.$transaction(async (tx) => {
    const customer = await tx.user.findUnique({ where: { email }, select: { id: true } });
    const vessel =
      customer && v.vesselName
        ? await tx.vessel.findFirst({ where: { ownerId: customer.id, name: v.vesselName }, select: { id: true } })
        : null;
    const created = await createJob(tx, {
      title: v.title,
      description: v.description ?? null,
      status: v.status,
      priority: v.priority,
      source: "manual",
      customerId: customer?.id ?? null,
      customerContactName: v.customerName,
      customerContactEmail: email,
      customerContactPhone: v.customerPhone ?? null,
      vesselId: vessel?.id ?? null,
      vesselName: v.vesselName ?? null,
      vesselType: v.vesselType ?? null,
      vesselLengthMetres: v.vesselLengthMetres ?? null,
      vesselYear: v.vesselYear ?? null,
      locationMarina: v.locationMarina ?? null,
      locationAddress: v.locationAddress ?? null,
      locationAccessType: v.locationAccessType ?? null,
      internalNotes: v.internalNotes ?? null,
      requestedServices: JSON.stringify([...new Set((v.items ?? []).map((i) => i.serviceType || i.name))]),
      items: (v.items ?? []).map((i) => ({
        name: i.name,
        description: i.description ?? null,
        serviceType: i.serviceType || null,
        quantity: i.quantity,
        unitPriceCents: parseDollarsToCents(i.unitPrice) ?? 0,
      })),
      ...audit,
    });
    if (v.date || v.staffId) {
      await scheduleJob(tx, {
        jobId: created.id,
        start: v.date && v.startTime ? sydneyWallTimeToUtc(v.date, v.startTime) : null,
        durationMinutes: v.durationHours ? Math.round(v.durationHours * 60) : null,
        staffId: v.staffId || null,
        ...audit,
      });
    }
    return created;
  });
}
