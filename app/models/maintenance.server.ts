// Maintenance due per vessel (issue 13): gathers the facts (intervals, completed work, engine hours) and applies the
// pure rule of app/domain/maintenance.ts. Also turns what is due into a cart, and finds overdue boats for staff.
import type { Prisma } from "~/generated/prisma/client.ts";
import { parseStringList } from "~/domain/catalogue.ts";
import { parsePrefs } from "~/domain/owner-account.ts";
import { sydneyDateKey } from "~/domain/dates.ts";
import { FINISHED_JOB_STATUSES } from "~/domain/job-lifecycle.ts";
import {
  intervalFor,
  latestDate,
  maintenanceDue,
  servicesToBook,
  sortByUrgency,
  type DueResult,
  type LastService,
} from "~/domain/maintenance.ts";
import { SERVICE_TYPE_DEFINITIONS, SERVICE_TYPES } from "~/domain/service-types.ts";
import { hoursRunSince } from "~/domain/vessel.ts";
import { prisma, textContains } from "~/utils/db.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { addCartItem, findActiveCart, type CartOwner } from "./cart.server.ts";
import { loadCatalogue } from "./pricing.server.ts";
import { vesselScope, type Viewer } from "./vessel.server.ts";

const SERVICE_NAMES = new Map(SERVICE_TYPE_DEFINITIONS.map((d) => [d.serviceType as string, d.serviceName]));
const KNOWN = new Set<string>(SERVICE_TYPES);

/** Readings kept per engine for the hours rule: years of use at a reading a week. */
const READINGS_PER_ENGINE = 500;

export interface VesselDue {
  vesselId: string;
  vesselName: string;
  lengthMetres: number | null;
  engineHours: number | null;
  items: DueResult[];
}

/** What is due on each of these vessels (already access-checked by the caller's scope). */
export async function maintenanceFor(where: Prisma.VesselWhereInput, now: Date, take = 100): Promise<VesselDue[]> {
  const today = sydneyDateKey(now);
  const vessels = await prisma.vessel.findMany({
    where,
    orderBy: { name: "asc" },
    take,
    select: {
      id: true,
      name: true,
      lengthMetres: true,
      antifoulAppliedOn: true,
      intervals: { select: { serviceType: true, everyHours: true, everyMonths: true, lastDoneOn: true } },
      engines: {
        select: {
          hours: true,
          readings: {
            orderBy: { readAt: "desc" },
            take: READINGS_PER_ENGINE,
            select: { hours: true, readAt: true, meterReplaced: true },
          },
        },
      },
    },
  });
  if (!vessels.length) return [];
  const jobs = await prisma.job.findMany({
    where: { vesselId: { in: vessels.map((v) => v.id) }, status: { in: [...FINISHED_JOB_STATUSES] } },
    select: {
      vesselId: true,
      completedAt: true,
      updatedAt: true,
      requestedServices: true,
      items: { select: { serviceType: true } },
      bookings: { select: { serviceType: true } },
    },
  });
  // vessel → service type → last completed (Sydney date)
  const lastDone = new Map<string, Map<string, string>>();
  for (const job of jobs) {
    const on = sydneyDateKey(job.completedAt ?? job.updatedAt);
    const types = new Set([
      ...parseStringList(job.requestedServices),
      ...job.items.map((i) => i.serviceType ?? ""),
      ...job.bookings.map((b) => b.serviceType),
    ]);
    const byType = lastDone.get(job.vesselId!) ?? new Map<string, string>();
    for (const t of types) if (KNOWN.has(t)) byType.set(t, latestDate(byType.get(t), on)!);
    lastDone.set(job.vesselId!, byType);
  }

  return vessels.map((v) => {
    const own = new Map(v.intervals.map((i) => [i.serviceType, i]));
    const items: DueResult[] = [];
    for (const serviceType of SERVICE_TYPES) {
      const setting = own.get(serviceType);
      const interval = intervalFor(
        serviceType,
        setting && (setting.everyHours || setting.everyMonths) ? setting : undefined,
      );
      if (!interval) continue;
      const fromJob = lastDone.get(v.id)?.get(serviceType) ?? null;
      const told = latestDate(setting?.lastDoneOn, serviceType === "antifoul_application" ? v.antifoulAppliedOn : null);
      const on = latestDate(fromJob, told);
      const last: LastService | null = on ? { on, source: on === fromJob ? "job" : "owner" } : null;
      const since = last ? new Date(`${last.on}T00:00:00Z`) : null;
      const perEngine = v.engines
        .map((e) =>
          hoursRunSince(
            e.readings.map((r) => ({ ...r })),
            since,
          ),
        )
        .filter((n): n is number => n !== null);
      items.push(
        maintenanceDue({
          serviceType,
          serviceName: SERVICE_NAMES.get(serviceType) ?? serviceType,
          interval,
          last,
          hoursSince: perEngine.length ? Math.max(...perEngine) : null,
          today,
        }),
      );
    }
    return {
      vesselId: v.id,
      vesselName: v.name,
      lengthMetres: v.lengthMetres,
      engineHours: v.engines.length ? Math.max(...v.engines.map((e) => e.hours)) : null,
      items: sortByUrgency(items),
    };
  });
}

export async function maintenanceForViewer(viewer: Viewer, now: Date, vesselId?: string) {
  return maintenanceFor({ AND: [{ ownerId: viewer.id }, vesselId ? { id: vesselId } : {}] }, now);
}

/**
 * "Book what is due": adds each overdue or due-soon service for this vessel to the owner's cart (skipping what the
 * cart already holds for it), with the vessel filled in and where the boat is as a note. Returns the services added.
 */
export async function addDueServicesToCart(viewer: Viewer, owner: CartOwner, vesselId: string, now: Date) {
  const [due] = await maintenanceFor({ AND: [{ id: vesselId }, vesselScope(viewer), { ownerId: viewer.id }] }, now, 1);
  if (!due) return null;
  const vessel = await prisma.vessel.findUniqueOrThrow({
    where: { id: vesselId },
    select: { homeMarina: true, berth: true },
  });
  const { cart } = await findActiveCart(owner, now);
  const inCart = new Set((cart?.items ?? []).filter((i) => i.vesselId === vesselId).map((i) => i.serviceType));
  const wanted = servicesToBook(due.items).filter((t) => !inCart.has(t));
  const where = [vessel.homeMarina, vessel.berth ? `berth ${vessel.berth}` : null].filter(Boolean).join(", ");
  const catalogue = await loadCatalogue();
  const added: string[] = [];
  for (const serviceType of wanted) {
    if (!catalogue.service(serviceType)) continue;
    const reason = due.items.find((i) => i.serviceType === serviceType)?.reason;
    await addCartItem(
      owner,
      {
        serviceType,
        vesselId,
        notes: [where ? `At ${where}` : null, reason ? `Due: ${reason}` : null]
          .filter(Boolean)
          .join(". ")
          .slice(0, 500),
      },
      now,
      catalogue,
    );
    added.push(serviceType);
  }
  return { added, alreadyInCart: servicesToBook(due.items).filter((t) => inCart.has(t)) };
}

/** Staff: boats across all customers with something overdue, so someone can call. */
export async function overdueVessels(now: Date, opts: { take?: number; q?: string } = {}) {
  const where: Prisma.VesselWhereInput = opts.q
    ? { OR: [{ name: textContains(opts.q) }, { owner: { fullName: textContains(opts.q) } }] }
    : {};
  const dues = await maintenanceFor(where, now, opts.take ?? 500);
  const overdue = dues.filter((d) => d.items.some((i) => i.state === "overdue"));
  const owners = await prisma.vessel.findMany({
    where: { id: { in: overdue.map((d) => d.vesselId) } },
    select: { id: true, owner: { select: { id: true, fullName: true, email: true, phone: true } } },
  });
  const ownerOf = new Map(owners.map((o) => [o.id, o.owner]));
  return overdue.map((d) => ({
    ...d,
    owner: ownerOf.get(d.vesselId)!,
    overdue: d.items.filter((i) => i.state === "overdue"),
  }));
}

/** Catalogue price (GST inclusive) of each due service for the budget forecast. */
export async function forecastCents(dues: readonly VesselDue[], withinDays: { until: string }) {
  const catalogue = await loadCatalogue();
  let total = 0;
  const lines: { vesselId: string; serviceType: string; serviceName: string; cents: number }[] = [];
  for (const d of dues) {
    for (const item of d.items) {
      const falls =
        item.state === "overdue" ||
        item.state === "due_soon" ||
        (item.dueOn !== null && item.dueOn <= withinDays.until);
      if (!falls) continue;
      const price = catalogue.price(item.serviceType, d.lengthMetres);
      if (!price) continue;
      total += price.estimatedPriceCents;
      lines.push({
        vesselId: d.vesselId,
        serviceType: item.serviceType,
        serviceName: item.serviceName,
        cents: price.estimatedPriceCents,
      });
    }
  }
  return { total, lines };
}

/**
 * E-mails owners when a service on one of their boats becomes due soon or overdue — once per vessel, service and
 * period since it was last done (the MaintenanceReminder unique key makes re-runs and parallel runs send nothing
 * twice). One e-mail per vessel lists what is newly due, with a link to book it. Owners may switch these off.
 */
export async function runMaintenanceReminders({ now, batch = 200 }: { now: Date; batch?: number }) {
  const sent: { vesselId: string; services: string[] }[] = [];
  let checked = 0;
  let cursor: string | undefined;
  const appUrl = getEnv().appUrl;
  for (;;) {
    const page = await prisma.vessel.findMany({
      orderBy: { id: "asc" },
      take: batch,
      ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}),
      select: { id: true, name: true, owner: { select: { email: true, fullName: true, notificationPrefs: true } } },
    });
    if (!page.length) break;
    cursor = page.at(-1)!.id;
    const wanted = page.filter((v) => parsePrefs(v.owner.notificationPrefs).maintenanceDue);
    const dues = await maintenanceFor({ id: { in: wanted.map((v) => v.id) } }, now, batch);
    for (const due of dues) {
      checked += 1;
      const fresh: DueResult[] = [];
      for (const item of due.items.filter((i) => i.state === "overdue" || i.state === "due_soon")) {
        const claimed = await prisma.maintenanceReminder
          .create({
            data: {
              vesselId: due.vesselId,
              serviceType: item.serviceType,
              periodKey: item.lastOn ?? "never",
              sentAt: now,
            },
          })
          .catch((error: { code?: string }) => {
            if (error.code === "P2002") return null;
            throw error;
          });
        if (claimed) fresh.push(item);
      }
      if (!fresh.length) continue;
      const vessel = wanted.find((v) => v.id === due.vesselId)!;
      const lines = fresh.map(
        (i) => `• ${i.serviceName} (${i.state === "overdue" ? "overdue" : "due soon"}): ${i.reason}`,
      );
      await sendTemplatedEmail("maintenance.due", vessel.owner.email, {
        name: vessel.owner.fullName,
        vessel: vessel.name,
        services: fresh.map((i) => i.serviceName).join(", "),
        state: fresh.some((i) => i.state === "overdue") ? "overdue" : "due soon",
        items: lines.join("\n"),
        url: `${appUrl}/owner/services`,
      });
      sent.push({ vesselId: due.vesselId, services: fresh.map((i) => i.serviceType) });
    }
  }
  return { checked, sent };
}
