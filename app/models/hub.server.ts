// The admin hub (issue 17, ADR 171): one query across customers, vessels, jobs, quotes, invoices, orders and shared
// carts — a few newest matches per kind, each a narrow indexed lookup (numbers are unique keys; text goes through the
// text-search index, `indexedMatches`, and falls back to `textContains` when the index cannot answer), never a whole
// table — and today's counts.
import { hinSearchTerm } from "~/domain/customers.ts";
import { sydneyDateKey, sydneyWallTimeToUtc, addDays } from "~/domain/dates.ts";
import { searchesGroup, searchesText, type HubGroup, type HubQuery } from "~/domain/hub.ts";
import { prisma, textContains } from "~/utils/db.server.ts";
import { CUSTOMER_ROLES } from "./customer.server.ts";
import { indexedMatches, type Column, type SearchKind, type SearchTerm } from "./text-search.server.ts";
import { accountContactSelect } from "./account.server.ts";
import { vesselFoundSelect, vesselTextMatches } from "./vessel.server.ts";

/** Runs the lookup only when the query asks for that kind of record. */
async function maybe<T>(wanted: boolean, lookup: () => Promise<T[]>): Promise<T[]> {
  return wanted ? lookup() : [];
}

/**
 * The text part of one kind's filter: the ids the index found, or (when it cannot answer) the `contains` filters.
 * Both say the same thing: the text is inside one of those columns, ignoring case.
 */
async function textFilter<K extends SearchKind, W>(
  kind: K,
  terms: SearchTerm<K>[],
  contains: () => W[],
): Promise<(W | { id: { in: string[] } })[]> {
  const ids = await indexedMatches(kind, terms);
  return ids ? [{ id: { in: ids } }] : contains();
}

/** The text inside one of these columns, ignoring case (e-mail columns hold lower case): `textFilter` on them. */
function columnsContain<K extends SearchKind>(kind: K, columns: readonly Column<K>[], t: string) {
  return textFilter(kind, [{ columns, text: t }], () =>
    columns.map(
      (c) =>
        ({ [c]: textContains(/email/i.test(c) ? t.toLowerCase() : t) }) as { [C in Column<K>]?: { contains: string } },
    ),
  );
}

export async function hubSearch(q: HubQuery, take = 6) {
  const text = searchesText(q);
  const t = q.text;
  const number = q.number;
  const want = (g: HubGroup) => searchesGroup(q, g);
  const hin = hinSearchTerm(t);
  const byNumber = number !== null ? [{ number }] : [];
  const numberOrText = async <K extends SearchKind>(kind: K, columns: readonly Column<K>[]) => [
    ...byNumber,
    ...(text ? await columnsContain(kind, columns, t) : []),
  ];

  const [customers, vessels, jobs, quotes, invoices, orders, sharedCarts] = await Promise.all([
    maybe(want("customers") && text, async () =>
      prisma.user.findMany({
        where: {
          roles: { some: { role: { in: [...CUSTOMER_ROLES] } } },
          OR: await columnsContain("user", ["fullName", "email", "phone"], t),
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
        select: accountContactSelect,
      }),
    ),
    maybe(want("vessels") && text, async () =>
      prisma.vessel.findMany({
        where: {
          OR: await textFilter(
            "vessel",
            [
              { columns: ["name", "registration"], text: t },
              ...(hin ? [{ columns: ["hin" as const], text: hin }] : []),
            ],
            () => vesselTextMatches(t),
          ),
        },
        orderBy: [{ name: "asc" }, { id: "asc" }],
        take,
        select: vesselFoundSelect,
      }),
    ),
    maybe(want("jobs") && (text || number !== null), async () =>
      prisma.job.findMany({
        where: {
          OR: await numberOrText("job", ["title", "customerContactName", "customerContactEmail", "vesselName"]),
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
        select: { id: true, number: true, title: true, status: true, customerContactName: true, vesselName: true },
      }),
    ),
    maybe(want("quotes") && (text || number !== null), async () =>
      prisma.quote.findMany({
        where: {
          OR: await numberOrText("quote", ["title", "contactName", "contactEmail", "vesselName"]),
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
        select: { id: true, number: true, title: true, status: true, contactName: true, totalCents: true },
      }),
    ),
    maybe(want("invoices") && (text || number !== null), async () =>
      prisma.invoice.findMany({
        where: {
          OR: await numberOrText("invoice", ["customerName", "customerEmail"]),
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
        select: {
          id: true,
          number: true,
          status: true,
          customerName: true,
          totalCents: true,
          outstandingCents: true,
          dueAt: true,
        },
      }),
    ),
    maybe(want("orders") && (text || number !== null), async () =>
      prisma.order.findMany({
        where: {
          OR: await numberOrText("order", ["contactName", "contactEmail", "vesselName"]),
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
        select: { id: true, number: true, status: true, contactName: true, totalCents: true, createdAt: true },
      }),
    ),
    maybe(want("sharedCarts") && text, async () =>
      prisma.sharedCart.findMany({
        where: {
          OR: await columnsContain("sharedCart", ["recipientName", "recipientEmail"], t),
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
        select: { id: true, recipientName: true, recipientEmail: true, status: true, createdAt: true },
      }),
    ),
  ]);
  return { customers, vessels, jobs, quotes, invoices, orders, sharedCarts };
}

export type HubResults = Awaited<ReturnType<typeof hubSearch>>;

/** Today's numbers for the hub's first screen, each an indexed count. */
export async function hubToday(now: Date) {
  const today = sydneyDateKey(now);
  const start = sydneyWallTimeToUtc(today);
  const end = sydneyWallTimeToUtc(addDays(today, 1));
  const [scheduled, created, enquiries, overdue, orders] = await Promise.all([
    prisma.job.count({ where: { scheduledStartAt: { gte: start, lt: end } } }),
    prisma.job.count({ where: { createdAt: { gte: start, lt: end } } }),
    prisma.job.count({ where: { source: "enquiry", status: "quote_requested" } }),
    prisma.invoice.count({ where: { status: { in: ["sent", "part_paid"] }, dueAt: { lt: now } } }),
    prisma.order.count({ where: { createdAt: { gte: start, lt: end } } }),
  ]);
  return { scheduled, created, enquiries, overdue, orders };
}
