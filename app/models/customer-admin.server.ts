// Customers as admins see them (issue 17, ADR 170): the filtered list (paged in the database, never the whole
// table), its CSV batches, the whole customer on one page, contact edits, notes and merging duplicates.
import {
  ACTIVITY_DAYS,
  findDuplicatePairs,
  hinSearchTerm,
  mergedContact,
  mergeProblem,
  type CustomerContact,
  type CustomerFilters,
} from "~/domain/customers.ts";
import { displayStatus } from "~/domain/invoice.ts";
import { Refusal } from "~/domain/refusal.ts";
import type { Role } from "~/domain/roles.ts";
import { findCappedPage, prisma, type Prisma, textContains } from "~/utils/db.server.ts";
import { listDocuments } from "./documents.server.ts";
import { listQuotesFor } from "./quote.server.ts";
import { CUSTOMER_ROLES } from "./customer.server.ts";
import { indexedMatches, INDEXED_MAX_MATCHES } from "./text-search.server.ts";
import { accountContactSelect } from "./account.server.ts";
import { vesselCardSelect, vesselTextMatches } from "./vessel.server.ts";

export class CustomerRefused extends Refusal {}

const DAY = 86_400_000;
const OPEN_INVOICE = { status: { in: ["sent", "part_paid"] }, outstandingCents: { gt: 0 } };

/**
 * The accounts whose name, e-mail or phone, or one of whose vessels' name, rego or HIN, contains the search text, from
 * the text-search index (ADR 171 addendum 2026-11-27); null when the index cannot answer (text under three characters,
 * or so common that more than 500 accounts or vessels match) and the `contains` filters are used instead.
 */
export async function customerSearchMatches(q: string): Promise<string[] | null> {
  const hin = hinSearchTerm(q);
  const [users, vessels] = await Promise.all([
    indexedMatches("user", [{ columns: ["fullName", "email", "phone"], text: q }]),
    indexedMatches("vessel", [
      { columns: ["name", "registration"], text: q },
      ...(hin ? [{ columns: ["hin" as const], text: hin }] : []),
    ]),
  ]);
  if (!users || !vessels) return null;
  const owners = vessels.length
    ? await prisma.vessel.findMany({ where: { id: { in: vessels } }, select: { ownerId: true } })
    : [];
  const ids = [...new Set([...users, ...owners.map((v) => v.ownerId)])];
  return ids.length > INDEXED_MAX_MATCHES ? null : ids;
}

/** `customerWhere` with the search text looked up in the index first (the page, its count and the CSV). */
export async function customerWhereIndexed(f: CustomerFilters, now: Date): Promise<Prisma.UserWhereInput> {
  return customerWhere(f, now, f.q ? await customerSearchMatches(f.q) : null);
}

/**
 * The list's filters as one Prisma where (used by the page, the count and the CSV alike). `matches`: the ids the
 * text-search index found for `f.q` (null: search with `contains`).
 */
export function customerWhere(f: CustomerFilters, now: Date, matches: string[] | null = null): Prisma.UserWhereInput {
  const and: Prisma.UserWhereInput[] = [
    f.role ? { roles: { some: { role: f.role } } } : { roles: { some: { role: { in: [...CUSTOMER_ROLES] } } } },
  ];
  if (f.q && matches) and.push({ id: { in: matches } });
  else if (f.q) {
    and.push({
      OR: [
        { email: textContains(f.q.toLowerCase()) },
        { fullName: textContains(f.q) },
        { phone: textContains(f.q) },
        { vessels: { some: { OR: vesselTextMatches(f.q) } } },
      ],
    });
  }
  if (f.profileType) and.push({ profileType: f.profileType });
  if (f.unpaid) and.push({ invoicesAsCustomer: { some: OPEN_INVOICE } });
  if (f.subscribed) and.push({ subscriptions: { some: { status: { in: ["active", "cancelling", "past_due"] } } } });
  if (f.activity) {
    const since = new Date(now.getTime() - ACTIVITY_DAYS[f.activity] * DAY);
    const active: Prisma.UserWhereInput = {
      OR: [
        { jobsAsCustomer: { some: { createdAt: { gte: since } } } },
        { orders: { some: { createdAt: { gte: since } } } },
        { invoicesAsCustomer: { some: { createdAt: { gte: since } } } },
      ],
    };
    and.push(f.activity === "dormant" ? { NOT: active } : active);
  }
  return { AND: and };
}

function customerOrder(f: CustomerFilters): Prisma.UserOrderByWithRelationInput[] {
  switch (f.sort) {
    case "newest":
      return [{ createdAt: "desc" }, { id: "desc" }];
    case "oldest":
      return [{ createdAt: "asc" }, { id: "asc" }];
    case "email":
      return [{ email: "asc" }];
    default:
      return [{ fullName: "asc" }, { id: "asc" }];
  }
}

/** A customer's row in the list and in the CSV export (each adds the vessels it shows). */
const customerRowSelect = {
  ...accountContactSelect,
  profileType: true,
  createdAt: true,
  roles: { select: { role: true } },
} as const;

export async function listCustomersForAdmin(f: CustomerFilters, page: { skip: number; take: number }, now: Date) {
  const where = await customerWhereIndexed(f, now);
  const { rows, ...counted } = await findCappedPage(prisma.user, page, {
    where,
    orderBy: customerOrder(f),
    select: { ...customerRowSelect, vessels: { select: { name: true }, orderBy: { name: "asc" }, take: 3 } },
  });
  const ids = rows.map((r) => r.id);
  // Counts and balances for this page only, one grouped query each. (Prisma's `_count` select grouped the whole
  // Vessel and Job tables for every page: 0.4 s at 100k.)
  const [owing, vesselCounts, jobCounts] = ids.length
    ? await Promise.all([
        prisma.invoice.groupBy({
          by: ["customerId"],
          where: { customerId: { in: ids }, ...OPEN_INVOICE },
          _sum: { outstandingCents: true },
        }),
        prisma.vessel.groupBy({ by: ["ownerId"], where: { ownerId: { in: ids } }, _count: { _all: true } }),
        prisma.job.groupBy({ by: ["customerId"], where: { customerId: { in: ids } }, _count: { _all: true } }),
      ])
    : [[], [], []];
  const owingBy = new Map(owing.map((o) => [o.customerId, o._sum.outstandingCents ?? 0]));
  const vesselsBy = new Map(vesselCounts.map((v) => [v.ownerId, v._count._all]));
  const jobsBy = new Map(jobCounts.map((j) => [j.customerId, j._count._all]));
  return {
    ...counted,
    customers: rows.map((r) => ({
      ...r,
      roles: r.roles.map((x) => x.role as Role),
      _count: { vessels: vesselsBy.get(r.id) ?? 0, jobsAsCustomer: jobsBy.get(r.id) ?? 0 },
      outstandingCents: owingBy.get(r.id) ?? 0,
    })),
  };
}

/** One batch of the CSV export, in id order after `afterId` (keyset: every batch is an index range). */
export async function customerExportBatch(where: Prisma.UserWhereInput, afterId: string | null, take: number) {
  const rows = await prisma.user.findMany({
    where: afterId ? { AND: [where, { id: { gt: afterId } }] } : where,
    orderBy: { id: "asc" },
    take,
    select: { ...customerRowSelect, vessels: { select: { name: true, hin: true, registration: true }, take: 10 } },
  });
  const ids = rows.map((r) => r.id);
  const owing = ids.length
    ? await prisma.invoice.groupBy({
        by: ["customerId"],
        where: { customerId: { in: ids }, ...OPEN_INVOICE },
        _sum: { outstandingCents: true },
      })
    : [];
  const owingBy = new Map(owing.map((o) => [o.customerId, o._sum.outstandingCents ?? 0]));
  return rows.map((r) => ({ ...r, outstandingCents: owingBy.get(r.id) ?? 0 }));
}

/** Everything about one account, each list capped (the page links on to the full lists). */
export async function customerProfile(id: string, now: Date) {
  const customer = await prisma.user.findUnique({
    where: { id },
    select: {
      id: true,
      fullName: true,
      firstName: true,
      email: true,
      phone: true,
      profileType: true,
      emailVerifiedAt: true,
      marketingConsentAt: true,
      createdAt: true,
      updatedAt: true,
      roles: { select: { role: true } },
      password: { select: { updatedAt: true } },
      vessels: {
        orderBy: { name: "asc" },
        take: 50,
        select: { ...vesselCardSelect, hin: true, registration: true },
      },
    },
  });
  if (!customer) return null;
  const byAccountOrEmail = { OR: [{ customerId: id }, { customerEmail: customer.email }] };
  const [
    quotes,
    jobs,
    orders,
    bookings,
    subscriptions,
    invoices,
    owing,
    emails,
    notes,
    audit,
    documents,
    orderPayments,
  ] = await Promise.all([
    listQuotesFor({ OR: [{ customerId: id }, { contactEmail: customer.email }] }, now, 10),
    prisma.job.findMany({
      where: { OR: [{ customerId: id }, { customerContactEmail: customer.email }] },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 10,
      select: { id: true, number: true, title: true, status: true, totalCents: true, createdAt: true },
    }),
    prisma.order.findMany({
      where: { OR: [{ customerId: id }, { contactEmail: customer.email }] },
      orderBy: { createdAt: "desc" },
      take: 10,
      select: { id: true, number: true, status: true, totalCents: true, paidCents: true, createdAt: true },
    }),
    prisma.booking.findMany({
      where: { customerId: id },
      orderBy: { createdAt: "desc" },
      take: 10,
      select: { id: true, serviceType: true, vesselName: true, scheduledDate: true, status: true },
    }),
    prisma.subscription.findMany({
      where: { customerId: id },
      orderBy: { createdAt: "desc" },
      take: 10,
      select: { id: true, number: true, serviceName: true, vesselName: true, status: true, priceCents: true },
    }),
    prisma.invoice.findMany({
      where: byAccountOrEmail,
      orderBy: { createdAt: "desc" },
      take: 10,
      select: {
        id: true,
        number: true,
        status: true,
        dueAt: true,
        issuedAt: true,
        totalCents: true,
        paidCents: true,
        outstandingCents: true,
        payments: {
          orderBy: { receivedAt: "desc" },
          take: 5,
          select: { id: true, amountCents: true, method: true, receivedAt: true, reference: true },
        },
      },
    }),
    prisma.invoice.aggregate({
      where: { ...byAccountOrEmail, ...OPEN_INVOICE },
      _sum: { outstandingCents: true },
    }),
    prisma.emailMessage.findMany({
      where: { to: customer.email },
      orderBy: { createdAt: "desc" },
      take: 10,
      select: { id: true, subject: true, status: true, createdAt: true },
    }),
    prisma.customerNote.findMany({
      where: { customerId: id },
      orderBy: { createdAt: "desc" },
      take: 20,
      select: { id: true, body: true, createdAt: true, author: { select: { fullName: true } } },
    }),
    prisma.auditEvent.findMany({
      where: { subjectUserId: id },
      orderBy: { createdAt: "desc" },
      take: 15,
      select: { id: true, action: true, createdAt: true, actor: { select: { fullName: true } } },
    }),
    listDocuments({ id, roles: [] }, now, { take: 10 }),
    prisma.payment.findMany({
      where: { order: { customerId: id }, status: "succeeded" },
      orderBy: { createdAt: "desc" },
      take: 10,
      select: { id: true, amountCents: true, provider: true, paidAt: true, createdAt: true },
    }),
  ]);
  const payments = [
    ...invoices.flatMap((inv) =>
      inv.payments.map((p) => ({
        id: p.id,
        amountCents: p.amountCents,
        method: p.method,
        at: p.receivedAt,
        against: `INV-${inv.number}`,
      })),
    ),
    ...orderPayments.map((p) => ({
      id: p.id,
      amountCents: p.amountCents,
      method: p.provider,
      at: p.paidAt ?? p.createdAt,
      against: "order",
    })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, 10);
  return {
    customer: {
      ...customer,
      roles: customer.roles.map((r) => r.role as Role),
      hasPassword: !!customer.password,
      password: undefined,
    },
    quotes,
    jobs,
    orders,
    bookings,
    subscriptions,
    invoices: invoices.map(({ payments: _p, ...inv }) => ({ ...inv, displayStatus: displayStatus(inv, now) })),
    outstandingCents: owing._sum.outstandingCents ?? 0,
    payments,
    emails,
    notes,
    audit,
    documents,
  };
}

/** Changes a customer's name, e-mail and phone; refuses an e-mail another account has. Returns before and after. */
export async function updateCustomerContact(id: string, contact: CustomerContact) {
  const before = await prisma.user.findUnique({
    where: { id },
    select: { fullName: true, email: true, phone: true },
  });
  if (!before) throw new CustomerRefused("That customer no longer exists.");
  if (contact.email !== before.email) {
    const taken = await prisma.user.findUnique({ where: { email: contact.email }, select: { id: true } });
    if (taken) throw new CustomerRefused("Another account already uses this e-mail address.", "email");
  }
  const after = { fullName: contact.fullName, email: contact.email, phone: contact.phone || null };
  await prisma.user.update({
    where: { id },
    data: {
      ...after,
      // A changed address is not verified until its owner proves it.
      ...(contact.email !== before.email ? { emailVerifiedAt: null, pendingEmail: null } : {}),
    },
  });
  return { before, after };
}

export async function addCustomerNote(customerId: string, authorId: string, body: string) {
  const exists = await prisma.user.findUnique({ where: { id: customerId }, select: { id: true } });
  if (!exists) throw new CustomerRefused("That customer no longer exists.");
  return prisma.customerNote.create({ data: { customerId, authorId, body }, select: { id: true } });
}

/** The profile /api/profiles shows for an e-mail (spec §7), or null. */
export async function profileByEmail(email: string) {
  const user = await prisma.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: {
      id: true,
      email: true,
      firstName: true,
      fullName: true,
      profileType: true,
      roles: { select: { role: true }, orderBy: { role: "asc" } },
    },
  });
  return user ? { ...user, roles: user.roles.map((r) => r.role) } : null;
}

// ── duplicates and merging

const CANDIDATE_GROUPS = 50;

/**
 * Likely duplicate customers: accounts sharing a phone number or a vessel HIN, found by grouping in the database
 * (at most 50 groups of each), then paired by the domain rule (which also compares e-mails ignoring case).
 */
export async function findDuplicateCustomers() {
  const customerRole = { roles: { some: { role: { in: [...CUSTOMER_ROLES] } } } };
  const [phones, hins] = await Promise.all([
    prisma.user.groupBy({
      by: ["phone"],
      where: { phone: { not: null }, ...customerRole },
      having: { phone: { _count: { gt: 1 } } },
      orderBy: { phone: "asc" },
      take: CANDIDATE_GROUPS,
    }),
    prisma.vessel.groupBy({
      by: ["hin"],
      where: { hin: { not: null } },
      having: { hin: { _count: { gt: 1 } } },
      orderBy: { hin: "asc" },
      take: CANDIDATE_GROUPS,
    }),
  ]);
  const people = await prisma.user.findMany({
    where: {
      ...customerRole,
      OR: [
        { phone: { in: phones.map((p) => p.phone!).filter(Boolean) } },
        { vessels: { some: { hin: { in: hins.map((h) => h.hin!).filter(Boolean) } } } },
      ],
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 500,
    select: {
      ...accountContactSelect,
      createdAt: true,
      password: { select: { userId: true } },
      vessels: { select: { hin: true } },
    },
  });
  const byId = new Map(people.map((p) => [p.id, p]));
  const pairs = findDuplicatePairs(
    people.map((p) => ({
      id: p.id,
      email: p.email,
      phone: p.phone,
      hins: p.vessels.map((v) => v.hin ?? "").filter(Boolean),
    })),
  );
  const view = (id: string) => {
    const p = byId.get(id)!;
    return { id, fullName: p.fullName, email: p.email, phone: p.phone, hasPassword: !!p.password };
  };
  return pairs.map((pair) => ({ reasons: pair.reasons, keep: view(pair.keepId), merge: view(pair.mergeId) }));
}

async function mergeSubject(id: string) {
  const user = await prisma.user.findUnique({
    where: { id },
    select: {
      id: true,
      email: true,
      fullName: true,
      firstName: true,
      lastName: true,
      phone: true,
      password: { select: { userId: true } },
      roles: { select: { role: true } },
      _count: { select: { savedCards: true } },
    },
  });
  if (!user) throw new CustomerRefused("One of these customers no longer exists.");
  const roles = user.roles.map((r) => r.role);
  return {
    ...user,
    roles,
    hasPassword: !!user.password,
    isStaff: roles.some((r) => !CUSTOMER_ROLES.includes(r as never)),
  };
}

/**
 * Merges `mergeId` into `keepId` in one transaction: every vessel, job, quote, order, booking, invoice, subscription,
 * document, address, note, cart and audit entry moves to the kept customer, roles are joined, empty contact fields are
 * filled from the other, then the merged account is deleted. Refused when both have a password (mergeProblem), for
 * staff accounts, and when the merged account has saved cards (they belong to its payment-provider customer).
 */
export async function mergeCustomers(keepId: string, mergeId: string) {
  const [keep, merge] = await Promise.all([mergeSubject(keepId), mergeSubject(mergeId)]);
  const problem = mergeProblem(keep, merge);
  if (problem) throw new CustomerRefused(problem);
  if (merge._count.savedCards > 0)
    throw new CustomerRefused(`${merge.fullName} has saved cards: remove them before merging.`);
  const moved = await prisma.$transaction(async (tx) => {
    const to = { customerId: keepId };
    const counts = {
      vessels: (await tx.vessel.updateMany({ where: { ownerId: mergeId }, data: { ownerId: keepId } })).count,
      jobs: (await tx.job.updateMany({ where: { customerId: mergeId }, data: to })).count,
      quotes: (await tx.quote.updateMany({ where: { customerId: mergeId }, data: to })).count,
      orders: (await tx.order.updateMany({ where: { customerId: mergeId }, data: to })).count,
      bookings: (await tx.booking.updateMany({ where: { customerId: mergeId }, data: to })).count,
      invoices: (await tx.invoice.updateMany({ where: { customerId: mergeId }, data: to })).count,
      subscriptions: (await tx.subscription.updateMany({ where: { customerId: mergeId }, data: to })).count,
      sharedCarts: (await tx.sharedCart.updateMany({ where: { customerId: mergeId }, data: to })).count,
      documents: (await tx.vesselDocument.updateMany({ where: { ownerId: mergeId }, data: { ownerId: keepId } })).count,
      documentShares: (await tx.documentShare.updateMany({ where: { ownerId: mergeId }, data: { ownerId: keepId } }))
        .count,
      addresses: (
        await tx.customerAddress.updateMany({ where: { userId: mergeId }, data: { userId: keepId, isDefault: false } })
      ).count,
      notes: (await tx.customerNote.updateMany({ where: { customerId: mergeId }, data: to })).count,
      carts: (await tx.cart.updateMany({ where: { userId: mergeId }, data: { userId: keepId } })).count,
      delegations: (await tx.vesselDelegate.updateMany({ where: { userId: mergeId }, data: { userId: keepId } })).count,
      transfers: (await tx.vesselTransfer.updateMany({ where: { fromUserId: mergeId }, data: { fromUserId: keepId } }))
        .count,
      audit: (await tx.auditEvent.updateMany({ where: { subjectUserId: mergeId }, data: { subjectUserId: keepId } }))
        .count,
    };
    // Budgets are one per owner, vessel and year: the kept customer's plan wins where both have one.
    const keptBudgets = await tx.maintenanceBudget.findMany({
      where: { ownerId: keepId },
      select: { vesselKey: true, year: true },
    });
    const taken = new Set(keptBudgets.map((b) => `${b.vesselKey}|${b.year}`));
    const theirs = await tx.maintenanceBudget.findMany({
      where: { ownerId: mergeId },
      select: { id: true, vesselKey: true, year: true },
    });
    const free = theirs.filter((b) => !taken.has(`${b.vesselKey}|${b.year}`)).map((b) => b.id);
    await tx.maintenanceBudget.updateMany({ where: { id: { in: free } }, data: { ownerId: keepId } });
    for (const role of merge.roles.filter((r) => !keep.roles.includes(r)))
      await tx.userRole.create({ data: { userId: keepId, role } });
    await tx.user.update({ where: { id: keepId }, data: mergedContact(keep, merge) });
    await tx.user.delete({ where: { id: mergeId } });
    return counts;
  });
  return { kept: { id: keep.id, email: keep.email }, merged: { id: merge.id, email: merge.email }, moved };
}
