// The owner's maintenance budget (issue 13): spent (money received on their invoices and orders this year),
// committed (issued invoices still owed, orders' balances, accepted quotes not yet invoiced) and forecast
// (maintenance falling due before the year ends, at catalogue prices), per vessel and for the fleet.
import { ALL_VESSELS, addFigures, summarizeBudget } from "~/domain/budget.ts";
import { sydneyWallTimeToUtc } from "~/domain/dates.ts";
import { prisma } from "~/utils/db.server.ts";
import { forecastCents, maintenanceForViewer } from "./maintenance.server.ts";
import type { Viewer } from "./vessel.server.ts";

const NO_VESSEL = "__none__";

export async function budgetOverview(viewer: Viewer, year: number, now: Date) {
  const from = sydneyWallTimeToUtc(`${year}-01-01`);
  const to = sydneyWallTimeToUtc(`${year + 1}-01-01`);
  const [vessels, budgets, invoices, orders, quotes, dues] = await Promise.all([
    prisma.vessel.findMany({
      where: { ownerId: viewer.id },
      select: { id: true, name: true },
      orderBy: { name: "asc" },
      take: 100,
    }),
    prisma.maintenanceBudget.findMany({ where: { ownerId: viewer.id, year } }),
    prisma.invoice.findMany({
      where: { customerId: viewer.id, status: { notIn: ["draft", "void"] }, issuedAt: { gte: from, lt: to } },
      select: { paidCents: true, outstandingCents: true, job: { select: { vesselId: true } } },
    }),
    prisma.order.findMany({
      where: { customerId: viewer.id, status: { not: "cancelled" }, createdAt: { gte: from, lt: to } },
      select: { vesselId: true, paidCents: true, totalCents: true },
    }),
    prisma.quote.findMany({
      where: {
        customerId: viewer.id,
        status: "accepted",
        updatedAt: { gte: from, lt: to },
        OR: [{ jobId: null }, { job: { invoices: { none: {} } } }],
      },
      select: { vesselId: true, acceptedTotalCents: true, totalCents: true },
    }),
    maintenanceForViewer(viewer, now),
  ]);
  const forecast = await forecastCents(dues, { until: `${year}-12-31` });
  const per = new Map<string, { spentCents: number; committedCents: number; forecastCents: number }>();
  const bucket = (vesselId: string | null | undefined) => {
    const key = vesselId && vessels.some((v) => v.id === vesselId) ? vesselId : NO_VESSEL;
    if (!per.has(key)) per.set(key, { spentCents: 0, committedCents: 0, forecastCents: 0 });
    return per.get(key)!;
  };
  for (const i of invoices) {
    const b = bucket(i.job?.vesselId);
    b.spentCents += i.paidCents;
    b.committedCents += i.outstandingCents;
  }
  for (const o of orders) {
    const b = bucket(o.vesselId);
    b.spentCents += o.paidCents;
    b.committedCents += Math.max(0, o.totalCents - o.paidCents);
  }
  for (const q of quotes) bucket(q.vesselId).committedCents += q.acceptedTotalCents ?? q.totalCents;
  for (const line of forecast.lines) bucket(line.vesselId).forecastCents += line.cents;

  const budgetOf = (key: string) => budgets.find((b) => b.vesselKey === key)?.amountCents ?? null;
  const rows = vessels.map((v) => ({
    key: v.id,
    name: v.name,
    ...summarizeBudget({ budgetCents: budgetOf(v.id), ...(per.get(v.id) ?? addFigures([])) }),
    forecastLines: forecast.lines.filter((l) => l.vesselId === v.id),
  }));
  const other = per.get(NO_VESSEL);
  const fleet = summarizeBudget({ budgetCents: budgetOf(ALL_VESSELS), ...addFigures([...per.values()]) });
  return { year, rows, fleet, otherCents: other ? other.spentCents + other.committedCents : 0 };
}

export async function setBudget(viewer: Viewer, vesselKey: string, year: number, amountCents: number) {
  if (vesselKey !== ALL_VESSELS) {
    const own = await prisma.vessel.findFirst({ where: { id: vesselKey, ownerId: viewer.id }, select: { id: true } });
    if (!own) return false;
  }
  await prisma.maintenanceBudget.upsert({
    where: { ownerId_vesselKey_year: { ownerId: viewer.id, vesselKey, year } },
    create: { ownerId: viewer.id, vesselKey, year, amountCents },
    update: { amountCents },
  });
  return true;
}
