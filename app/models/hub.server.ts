// The admin hub (issue 17, ADR 171): one query across customers, vessels, jobs, quotes, invoices, orders and shared
// carts — a few newest matches per kind, each a narrow indexed lookup (numbers are unique keys; text goes through the
// text-search index, `indexedMatches`, and falls back to `textContains` when the index cannot answer), never a whole
// table — and today's counts.
import { hinSearchTerm } from "~/domain/customers.ts";
import { sydneyDateKey, sydneyWallTimeToUtc, addDays } from "~/domain/dates.ts";
import { searchesGroup, searchesText, type HubGroup, type HubQuery } from "~/domain/hub.ts";
import { prisma, textContains } from "~/utils/db.server.ts";
import { CUSTOMER_ROLES } from "./customer.server.ts";
import { indexedMatches, type SearchKind, type SearchTerm } from "./text-search.server.ts";
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

export async function hubSearch(q: HubQuery, take = 6) {
  const text = searchesText(q);
  const t = q.text;
  const number = q.number;
  const want = (g: HubGroup) => searchesGroup(q, g);
  const hin = hinSearchTerm(t);
  const byNumber = number !== null ? [{ number }] : [];

  const [customers, vessels, jobs, quotes, invoices, orders, sharedCarts] = await Promise.all([
    maybe(want("customers") && text, async () =>
      prisma.user.findMany({
        where: {
          roles: { some: { role: { in: [...CUSTOMER_ROLES] } } },
          OR: await textFilter("user", [{ columns: ["fullName", "email", "phone"], text: t }], () => [
            { fullName: textContains(t) },
            { email: textContains(t.toLowerCase()) },
            { phone: textContains(t) },
          ]),
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
          OR: [
            ...byNumber,
            ...(text
              ? await textFilter(
                  "job",
                  [{ columns: ["title", "customerContactName", "customerContactEmail", "vesselName"], text: t }],
                  () => [
                    { title: textContains(t) },
                    { customerContactName: textContains(t) },
                    { customerContactEmail: textContains(t.toLowerCase()) },
                    { vesselName: textContains(t) },
                  ],
                )
              : []),
          ],
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
        select: { id: true, number: true, title: true, status: true, customerContactName: true, vesselName: true },
      }),
    ),
    maybe(want("quotes") && (text || number !== null), async () =>
      prisma.quote.findMany({
        where: {
          OR: [
            ...byNumber,
            ...(text
              ? await textFilter(
                  "quote",
                  [{ columns: ["title", "contactName", "contactEmail", "vesselName"], text: t }],
                  () => [
                    { title: textContains(t) },
                    { contactName: textContains(t) },
                    { contactEmail: textContains(t.toLowerCase()) },
                    { vesselName: textContains(t) },
                  ],
                )
              : []),
          ],
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
        select: { id: true, number: true, title: true, status: true, contactName: true, totalCents: true },
      }),
    ),
    maybe(want("invoices") && (text || number !== null), async () =>
      prisma.invoice.findMany({
        where: {
          OR: [
            ...byNumber,
            ...(text
              ? await textFilter("invoice", [{ columns: ["customerName", "customerEmail"], text: t }], () => [
                  { customerName: textContains(t) },
                  { customerEmail: textContains(t.toLowerCase()) },
                ])
              : []),
          ],
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
          OR: [
            ...byNumber,
            ...(text
              ? await textFilter("order", [{ columns: ["contactName", "contactEmail", "vesselName"], text: t }], () => [
                  { contactName: textContains(t) },
                  { contactEmail: textContains(t.toLowerCase()) },
                  { vesselName: textContains(t) },
                ])
              : []),
          ],
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
        select: { id: true, number: true, status: true, contactName: true, totalCents: true, createdAt: true },
      }),
    ),
    maybe(want("sharedCarts") && text, async () =>
      prisma.sharedCart.findMany({
        where: {
          OR: await textFilter("sharedCart", [{ columns: ["recipientName", "recipientEmail"], text: t }], () => [
            { recipientName: textContains(t) },
            { recipientEmail: textContains(t.toLowerCase()) },
          ]),
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
