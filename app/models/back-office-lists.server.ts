// The back-office lists of issue 17 (ADR 170): orders, vessels, enquiries, newsletter sign-ups, active clients,
// accounts and the audit log. Every list filters, sorts and pages in the database; exports read in id-ordered batches.
import type { AccountState } from "~/domain/account-access.ts";
import { orderNumberIn, type OrderFilters } from "~/domain/back-office-lists.ts";
import { endOfSydneyDay, sydneyDateKey, sydneyWallTimeToUtc } from "~/domain/dates.ts";
import { Refusal } from "~/domain/refusal.ts";
import type { Role } from "~/domain/roles.ts";
import { findCappedPage, findPage, prisma, textContains, type Prisma } from "~/utils/db.server.ts";
import { orderHeadSelect } from "./order.server.ts";
import { jobRefSelect } from "./job.server.ts";
import { vesselTextMatches } from "./vessel.server.ts";

// ── orders

export function orderWhere(f: OrderFilters): Prisma.OrderWhereInput {
  const and: Prisma.OrderWhereInput[] = [];
  if (f.status) and.push({ status: f.status });
  if (f.payment === "unpaid") and.push({ paidCents: { lte: 0 } });
  if (f.payment === "part_paid") and.push({ paidCents: { gt: 0, lt: prisma.order.fields.totalCents } });
  if (f.payment === "paid") and.push({ paidCents: { gt: 0, gte: prisma.order.fields.totalCents } });
  if (f.from) and.push({ createdAt: { gte: sydneyWallTimeToUtc(f.from) } });
  if (f.to) and.push({ createdAt: { lte: endOfSydneyDay(f.to) } });
  if (f.q) {
    const number = orderNumberIn(f.q);
    and.push({
      OR: [
        { contactEmail: textContains(f.q.toLowerCase()) },
        { contactName: textContains(f.q) },
        { vesselName: textContains(f.q) },
        ...(number ? [{ number }] : []),
      ],
    });
  }
  return { AND: and };
}

const orderSelect = {
  ...orderHeadSelect,
  customerId: true,
  vesselName: true,
  totalCents: true,
  paidCents: true,
  createdAt: true,
} as const;

export async function listOrdersForAdmin(f: OrderFilters, page: { skip: number; take: number }) {
  const where = orderWhere(f);
  const { rows: orders, ...counted } = await findCappedPage(prisma.order, page, {
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: orderSelect,
  });
  return { ...counted, orders };
}

export function orderExportBatch(where: Prisma.OrderWhereInput, afterId: string | null, take: number) {
  return prisma.order.findMany({
    where: afterId ? { AND: [where, { id: { gt: afterId } }] } : where,
    orderBy: { id: "asc" },
    take,
    select: orderSelect,
  });
}

// ── vessels

export async function listVesselsForAdmin(q: string, page: { skip: number; take: number }, now: Date) {
  const where: Prisma.VesselWhereInput = q
    ? { OR: [...vesselTextMatches(q), { owner: { fullName: textContains(q) } }] }
    : {};
  const today = sydneyDateKey(now);
  const soon = sydneyDateKey(new Date(now.getTime() + 30 * 86_400_000));
  const { rows: vessels, ...counted } = await findCappedPage(prisma.vessel, page, {
    where,
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: {
      id: true,
      name: true,
      type: true,
      hin: true,
      registration: true,
      homeMarina: true,
      berth: true,
      locationKind: true,
      owner: { select: { id: true, fullName: true, email: true } },
      _count: {
        select: {
          documents: { where: { supersededAt: null, expiresOn: { not: null, lte: soon } } },
          maintenanceReminders: true,
        },
      },
    },
  });
  return {
    ...counted,
    today,
    vessels: vessels.map(({ _count, ...v }) => ({ ...v, documentsExpiring: _count.documents })),
  };
}

// ── enquiries (consultation requests from the public site: 'New Enquiry' jobs, source 'enquiry')

export async function listEnquiries(opts: { q: string; open: boolean }, page: { skip: number; take: number }) {
  const where: Prisma.JobWhereInput = {
    source: "enquiry",
    ...(opts.open ? { status: "quote_requested" } : {}),
    ...(opts.q
      ? {
          OR: [
            { customerContactName: textContains(opts.q) },
            { customerContactEmail: textContains(opts.q.toLowerCase()) },
            { vesselName: textContains(opts.q) },
          ],
        }
      : {}),
  };
  const { rows: enquiries, ...counted } = await findCappedPage(prisma.job, page, {
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      ...jobRefSelect,
      customerId: true,
      customerContactName: true,
      customerContactEmail: true,
      customerContactPhone: true,
      vesselName: true,
      preferredDate: true,
      createdAt: true,
      assignedStaff: { select: { fullName: true } },
      _count: { select: { quotes: true } },
    },
  });
  return { ...counted, enquiries };
}

// ── newsletter sign-ups

export class NewsletterRefused extends Refusal {}

export function newsletterWhere(opts: { q: string; state: string | null }): Prisma.NewsletterSubscriberWhereInput {
  return {
    ...(opts.q ? { email: textContains(opts.q.toLowerCase()) } : {}),
    ...(opts.state === "confirmed" ? { confirmedAt: { not: null } } : {}),
    ...(opts.state === "pending" ? { confirmedAt: null } : {}),
  };
}

export async function listNewsletterSignups(
  opts: { q: string; state: string | null },
  page: { skip: number; take: number },
) {
  const where = newsletterWhere(opts);
  const [total, confirmed, signups] = await Promise.all([
    prisma.newsletterSubscriber.count({ where }),
    prisma.newsletterSubscriber.count({ where: { confirmedAt: { not: null } } }),
    prisma.newsletterSubscriber.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: page.skip,
      take: page.take,
      select: { id: true, email: true, confirmedAt: true, source: true, createdAt: true },
    }),
  ]);
  return { total, confirmed, signups };
}

export function newsletterExportBatch(
  where: Prisma.NewsletterSubscriberWhereInput,
  afterId: string | null,
  take: number,
) {
  return prisma.newsletterSubscriber.findMany({
    where: afterId ? { AND: [where, { id: { gt: afterId } }] } : where,
    orderBy: { id: "asc" },
    take,
    select: { id: true, email: true, confirmedAt: true, source: true, createdAt: true },
  });
}

/** Removes a subscriber (an admin acting on a request); the address can sign up again later. */
export async function removeNewsletterSignup(id: string) {
  const row = await prisma.newsletterSubscriber.findUnique({ where: { id }, select: { email: true } });
  if (!row) throw new NewsletterRefused("That sign-up is already gone.");
  await prisma.newsletterSubscriber.delete({ where: { id } });
  return row;
}

// ── active clients

const OPEN_JOB_STATUSES = [
  "quote_accepted",
  "job_scheduled",
  "job_dispatched",
  "in_progress",
  "awaiting_approval",
  "completed",
  "invoiced",
];

/**
 * Customers with invoices paid (in part or whole) issued in the last `months`, most valuable first: the value is
 * what they paid on those invoices. A page of pageSize (+1 to know whether there is a next page), then their open
 * work and next booked visit for that page only.
 */
export async function listActiveClients(months: number, page: { skip: number; take: number }, now: Date) {
  const since = new Date(now.getTime() - months * 30.44 * 86_400_000);
  const groups = await prisma.invoice.groupBy({
    by: ["customerId"],
    where: { customerId: { not: null }, status: { not: "void" }, issuedAt: { gte: since }, paidCents: { gt: 0 } },
    _sum: { paidCents: true },
    _count: { _all: true },
    orderBy: [{ _sum: { paidCents: "desc" } }, { customerId: "asc" }],
    skip: page.skip,
    take: page.take + 1,
  });
  const hasNext = groups.length > page.take;
  const rows = groups.slice(0, page.take);
  const ids = rows.map((g) => g.customerId!).filter(Boolean);
  const today = sydneyDateKey(now);
  const [people, openWork, visits] = await Promise.all([
    prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, fullName: true, email: true } }),
    prisma.job.groupBy({
      by: ["customerId"],
      where: { customerId: { in: ids }, status: { in: OPEN_JOB_STATUSES } },
      _count: { _all: true },
    }),
    prisma.booking.groupBy({
      by: ["customerId"],
      where: { customerId: { in: ids }, status: { in: ["requested", "scheduled"] }, scheduledDate: { gte: today } },
      _min: { scheduledDate: true },
    }),
  ]);
  const person = new Map(people.map((p) => [p.id, p]));
  const open = new Map(openWork.map((o) => [o.customerId, o._count._all]));
  const next = new Map(visits.map((v) => [v.customerId, v._min.scheduledDate]));
  return {
    hasNext,
    clients: rows.map((g) => ({
      id: g.customerId!,
      fullName: person.get(g.customerId!)?.fullName ?? "—",
      email: person.get(g.customerId!)?.email ?? "",
      paidCents: g._sum.paidCents ?? 0,
      invoices: g._count._all,
      openJobs: open.get(g.customerId) ?? 0,
      nextVisit: next.get(g.customerId) ?? null,
    })),
  };
}

// ── accounts (user management)

type AccountFilters = { q: string; role: Role | null; state?: AccountState | null };

/** The accounts a search (name or e-mail), a role and a state (active/disabled) pick: /admin/users and user management. */
export function accountWhere(opts: AccountFilters): Prisma.UserWhereInput {
  return {
    ...(opts.q ? { OR: [{ email: textContains(opts.q.toLowerCase()) }, { fullName: textContains(opts.q) }] } : {}),
    ...(opts.role ? { roles: { some: { role: opts.role } } } : {}),
    ...(opts.state ? { disabledAt: opts.state === "disabled" ? { not: null } : null } : {}),
  };
}

/** One page of accounts, newest first, with their roles (/admin/users). */
export async function listUsers(opts: AccountFilters, page: { skip: number; take: number }) {
  const where = accountWhere(opts);
  const { total, rows: users } = await findPage(prisma.user, page, {
    where,
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      fullName: true,
      email: true,
      profileType: true,
      createdAt: true,
      roles: { select: { role: true } },
    },
  });
  return { total, users: users.map((u) => ({ ...u, roles: u.roles.map((r) => r.role as Role) })) };
}

export async function listAccounts(opts: AccountFilters, page: { skip: number; take: number }, now: Date) {
  const where = accountWhere(opts);
  const { rows: users, ...counted } = await findCappedPage(prisma.user, page, {
    where,
    orderBy: [{ fullName: "asc" }, { id: "asc" }],
    select: {
      id: true,
      fullName: true,
      email: true,
      profileType: true,
      emailVerifiedAt: true,
      disabledAt: true,
      roles: { select: { role: true } },
      sessions: {
        where: { impersonatorId: null },
        orderBy: { createdAt: "desc" },
        take: 1,
        select: { createdAt: true, expiresAt: true },
      },
    },
  });
  // The last sign-in is read from the audit (auth.sign_in) as well: signing out everywhere or disabling deletes the
  // sessions, and the list should still say when the person last signed in. One grouped query for the page.
  const signIns = users.length
    ? await prisma.auditEvent.groupBy({
        by: ["subjectUserId"],
        where: { action: "auth.sign_in", subjectUserId: { in: users.map((u) => u.id) } },
        _max: { createdAt: true },
      })
    : [];
  const audited = new Map(signIns.map((s) => [s.subjectUserId, s._max.createdAt]));
  return {
    ...counted,
    users: users.map(({ sessions, roles, ...u }) => {
      const fromSession = sessions[0]?.createdAt ?? null;
      const fromAudit = audited.get(u.id) ?? null;
      return {
        ...u,
        roles: roles.map((r) => r.role as Role),
        lastSignInAt: fromAudit && (!fromSession || fromAudit > fromSession) ? fromAudit : fromSession,
        signedIn: !!sessions[0] && sessions[0].expiresAt > now,
      };
    }),
  };
}

// ── audit log

/** One page of the audit log, newest first; `action` keeps the events whose action starts with it ("job", "auth"). */
export async function listAuditEvents(action: string, page: { skip: number; take: number }) {
  const where: Prisma.AuditEventWhereInput = action ? { action: { startsWith: action } } : {};
  const { total, rows: events } = await findPage(prisma.auditEvent, page, {
    where,
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      action: true,
      createdAt: true,
      ipAddress: true,
      details: true,
      entityType: true,
      entityId: true,
      actor: { select: { id: true, fullName: true } },
      subject: { select: { id: true, fullName: true } },
    },
  });
  return { total, events };
}

/** Admin accounts that are not disabled (the ones that count for "the last admin"). */
export function adminCount() {
  return prisma.userRole.count({ where: { role: "admin", user: { disabledAt: null } } });
}
