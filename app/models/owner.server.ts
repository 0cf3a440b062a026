// What an owner (or customer) sees on the dashboards: their vessels, the next booking, maintenance due, open quotes
// and unpaid invoices — each a tap away.
import { sydneyDateKey } from "~/domain/dates.ts";
import { prisma } from "~/utils/db.server.ts";
import { maintenanceFor } from "./maintenance.server.ts";
import { vesselCardSelect, type Viewer } from "./vessel.server.ts";
import { jobRefSelect } from "./job.server.ts";

/** Dashboards show at most this many vessels; the vessels page lists them all. */
const DASHBOARD_VESSELS = 12;

export async function getOwnerOverview(viewer: Viewer, now: Date) {
  const today = sydneyDateKey(now);
  const [vessels, vesselCount, jobs, jobCount, nextBooking, openQuotes, unpaid, dues] = await Promise.all([
    prisma.vessel.findMany({
      where: { ownerId: viewer.id },
      orderBy: { name: "asc" },
      take: DASHBOARD_VESSELS,
      select: vesselCardSelect,
    }),
    prisma.vessel.count({ where: { ownerId: viewer.id } }),
    prisma.job.findMany({
      where: { customerId: viewer.id },
      orderBy: { updatedAt: "desc" },
      take: 5,
      select: {
        ...jobRefSelect,
        vesselName: true,
        scheduledStartAt: true,
        totalCents: true,
        updatedAt: true,
      },
    }),
    prisma.job.count({ where: { customerId: viewer.id } }),
    prisma.booking.findFirst({
      where: { customerId: viewer.id, status: { in: ["requested", "scheduled"] }, scheduledDate: { gte: today } },
      orderBy: { scheduledDate: "asc" },
      select: { id: true, serviceType: true, scheduledDate: true, windowStart: true, vesselName: true, status: true },
    }),
    prisma.quote.findMany({
      where: { customerId: viewer.id, status: { in: ["sent", "viewed", "changes_requested"] } },
      orderBy: { createdAt: "desc" },
      take: 3,
      select: { id: true, number: true, token: true, totalCents: true, status: true },
    }),
    prisma.invoice.findMany({
      where: { customerId: viewer.id, status: { in: ["sent", "part_paid"] }, outstandingCents: { gt: 0 } },
      orderBy: { dueAt: "asc" },
      take: 3,
      select: { id: true, number: true, outstandingCents: true, dueAt: true },
    }),
    maintenanceFor({ ownerId: viewer.id }, now, DASHBOARD_VESSELS),
  ]);
  const due = dues.flatMap((d) =>
    d.items
      .filter((i) => i.state === "overdue" || i.state === "due_soon")
      .map((i) => ({ vesselId: d.vesselId, vesselName: d.vesselName, ...i })),
  );
  return { vessels, vesselCount, jobs, jobCount, nextBooking, openQuotes, unpaid, due };
}
export type OwnerOverview = Awaited<ReturnType<typeof getOwnerOverview>>;
