// The vessel record (issue 13): vessels, engines and their hour meters, service intervals, crew delegates and
// transfers to a new owner. Every read and write is scoped by who is asking (vesselScope), inside the query.
import { randomBytes } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client.ts";
import { FINISHED_JOB_STATUSES } from "~/domain/job-lifecycle.ts";
import { hasAnyRole, OPERATIONS_ROLES, type RoleSubject } from "~/domain/roles.ts";
import { relationTo, vesselPermissions } from "~/domain/vessel-access.ts";
import type { VesselForm } from "~/domain/vessel-schemas.ts";
import { hinSearchTerm } from "~/domain/customers.ts";
import { checkHin, hourReadingProblem } from "~/domain/vessel.ts";
import { prisma, textContains } from "~/utils/db.server.ts";
import { hashToken } from "~/utils/verification.server.ts";
import { Refusal } from "~/domain/refusal.ts";
import { jobRefSelect } from "./job.server.ts";

export type Viewer = RoleSubject & { id: string };

/** A refusal a form shows next to a field. */
export class VesselInputError extends Refusal {
  declare readonly field: string;
  constructor(field: string, message: string) {
    super(message, field);
  }
}

/** The vessels a viewer may open: their own, any for operations staff, the ones delegated to a crew member. */
export function vesselScope(viewer: Viewer): Prisma.VesselWhereInput {
  if (hasAnyRole(viewer, OPERATIONS_ROLES)) return {};
  return {
    OR: [
      { ownerId: viewer.id },
      { delegates: { some: { userId: viewer.id } } },
      // Members of the vessel's fleet account (ADR 171), while the account is active.
      { fleetLink: { fleetAccount: { archivedAt: null, members: { some: { userId: viewer.id } } } } },
    ],
  };
}

/** The owner portal's own lists: only the signed-in person's boats (an admin there sees their own, too). */
export function ownVessels(viewer: Viewer): Prisma.VesselWhereInput {
  return { ownerId: viewer.id };
}

function vesselData(form: VesselForm) {
  const hin = form.hin ? checkHin(form.hin) : null;
  return {
    name: form.name,
    type: form.type,
    make: form.make || null,
    model: form.model || null,
    lengthMetres: form.lengthMetres ?? null,
    year: form.year ?? null,
    hullMaterial: form.hullMaterial ?? null,
    hin: hin?.ok ? hin.value : null,
    registration: form.registration ? form.registration.toUpperCase().replace(/\s+/g, "") : null,
    builderPlate: form.builderPlate ?? false,
    antifoulType: form.antifoulType || null,
    antifoulAppliedOn: form.antifoulAppliedOn || null,
    locationKind: form.locationKind ?? null,
    homeMarina: form.homeMarina || null,
    berth: form.berth || null,
    accessNotes: form.accessNotes || null,
    notes: form.notes || null,
  };
}

/** A vessel's card on the owner dashboard and the staff customer page: what it is and where it lives. */
export const vesselCardSelect = {
  id: true,
  name: true,
  type: true,
  lengthMetres: true,
  year: true,
  make: true,
  model: true,
  homeMarina: true,
  berth: true,
} as const;

/** A vessel as a search result names it: name, HIN, rego and whose it is. */
export const vesselFoundSelect = {
  id: true,
  name: true,
  hin: true,
  registration: true,
  owner: { select: { fullName: true } },
} satisfies Prisma.VesselSelect;

/** What a search box matches on a vessel: its name, its rego, or its HIN typed any way (hinSearchTerm). */
export function vesselTextMatches(q: string): Prisma.VesselWhereInput[] {
  const hin = hinSearchTerm(q);
  return [{ name: textContains(q) }, { registration: textContains(q) }, ...(hin ? [{ hin: textContains(hin) }] : [])];
}

export async function listOwnVessels(viewer: Viewer) {
  return prisma.vessel.findMany({
    where: ownVessels(viewer),
    orderBy: { name: "asc" },
    take: 100,
    select: {
      ...vesselCardSelect,
      locationKind: true,
      engines: { select: { id: true, label: true, make: true, hours: true }, orderBy: { createdAt: "asc" } },
    },
  });
}

export async function createVessel(
  ownerId: string,
  form: VesselForm,
  engine: { make: string; model?: string; fuel?: string; hours?: number } | null | undefined,
  now: Date,
) {
  return prisma.$transaction(async (tx) => {
    const vessel = await tx.vessel.create({ data: { ownerId, ...vesselData(form) }, select: { id: true } });
    if (engine?.make) {
      const created = await tx.engine.create({
        data: {
          vesselId: vessel.id,
          make: engine.make,
          model: engine.model || null,
          fuel: engine.fuel ?? "diesel",
          hours: engine.hours ?? 0,
        },
        select: { id: true },
      });
      if (engine.hours !== undefined) {
        await tx.engineHourReading.create({
          data: { engineId: created.id, hours: engine.hours, loggedById: ownerId, readAt: now },
        });
      }
    }
    return vessel;
  });
}

/**
 * THE quick way a flow saves a boat the customer names while ordering (checkout, booking, service payment, cart,
 * subscription sign-up): name, length and where she is kept; the full record is filled in on the vessel page.
 */
export function addNamedVessel(
  db: Prisma.TransactionClient | typeof prisma,
  ownerId: string,
  v: {
    name: string;
    type?: string | null;
    lengthMetres?: number | null;
    year?: number | null;
    homeMarina?: string | null;
  },
) {
  return db.vessel.create({
    data: {
      ownerId,
      name: v.name,
      type: v.type ?? "other",
      lengthMetres: v.lengthMetres ?? null,
      year: v.year ?? null,
      homeMarina: v.homeMarina ?? null,
    },
    select: { id: true, name: true, type: true, lengthMetres: true, year: true },
  });
}

/** Only a viewer who may edit (the owner, operations staff) changes the record; otherwise nothing is found. */
export async function updateVessel(viewer: Viewer, id: string, form: VesselForm) {
  const where = editableScope(viewer, id);
  const found = await prisma.vessel.findFirst({ where, select: { id: true } });
  if (!found) return null;
  return prisma.vessel.update({ where: { id: found.id }, data: vesselData(form), select: { id: true } });
}

function editableScope(viewer: Viewer, id: string): Prisma.VesselWhereInput {
  return hasAnyRole(viewer, OPERATIONS_ROLES) ? { id } : { id, ownerId: viewer.id };
}

const storySelect = {
  ...jobRefSelect,
  completedAt: true,
  scheduledStartAt: true,
  totalCents: true,
  customerId: true,
  updatedAt: true,
} satisfies Prisma.JobSelect;

/** The vessel page: the record, its engines and meters, intervals, and its whole story (jobs, quotes, bookings, invoices). */
export async function getVesselPage(viewer: Viewer, id: string) {
  const vessel = await prisma.vessel.findFirst({
    where: { AND: [{ id }, vesselScope(viewer)] },
    include: {
      owner: { select: { id: true, fullName: true, email: true, phone: true } },
      engines: {
        orderBy: { createdAt: "asc" },
        include: {
          readings: {
            orderBy: { readAt: "desc" },
            take: 5,
            select: {
              id: true,
              hours: true,
              readAt: true,
              meterReplaced: true,
              loggedBy: { select: { fullName: true } },
            },
          },
        },
      },
      intervals: true,
      delegates: { select: { user: { select: { id: true, fullName: true, email: true } } } },
      transfers: { where: { status: "pending" }, select: { id: true, toEmail: true, expiresAt: true } },
      fleetLink: {
        select: {
          fleetAccount: {
            select: { name: true, archivedAt: true, members: { where: { userId: viewer.id }, select: { role: true } } },
          },
        },
      },
    },
  });
  if (!vessel) return null;
  const fleet = vessel.fleetLink?.fleetAccount;
  const permissions = vesselPermissions(
    relationTo(viewer, {
      ownerId: vessel.ownerId,
      delegateIds: vessel.delegates.map((d) => d.user.id),
      fleetRole: fleet && !fleet.archivedAt ? (fleet.members[0]?.role ?? null) : null,
    }),
  );
  const [jobs, quotes, bookings, invoices] = await Promise.all([
    prisma.job.findMany({ where: { vesselId: id }, orderBy: { updatedAt: "desc" }, take: 20, select: storySelect }),
    prisma.quote.findMany({
      where: { vesselId: id, status: { not: "draft" } },
      orderBy: { createdAt: "desc" },
      take: permissions.canSeeMoney ? 10 : 0,
      select: { id: true, number: true, status: true, totalCents: true, token: true, createdAt: true },
    }),
    prisma.booking.findMany({
      where: { vesselId: id },
      orderBy: { createdAt: "desc" },
      take: 10,
      select: { id: true, serviceType: true, scheduledDate: true, status: true },
    }),
    prisma.invoice.findMany({
      // An earlier owner's invoices stay theirs when a boat is sold.
      where: {
        job: { vesselId: id },
        ...(permissions.relation === "owner" ? { customerId: viewer.id } : {}),
        status: { not: "draft" },
      },
      orderBy: { issuedAt: "desc" },
      take: permissions.canSeeMoney ? 10 : 0,
      select: { id: true, number: true, status: true, totalCents: true, outstandingCents: true, issuedAt: true },
    }),
  ]);
  return {
    vessel: { ...vessel, accessNotes: permissions.canSeeAccessNotes ? vessel.accessNotes : null },
    permissions,
    jobs,
    quotes,
    bookings,
    invoices,
  };
}
export type VesselPage = NonNullable<Awaited<ReturnType<typeof getVesselPage>>>;

/** The vessel as an edit form starts: only for a viewer who may edit it. */
export async function getEditableVessel(viewer: Viewer, id: string) {
  return prisma.vessel.findFirst({ where: editableScope(viewer, id) });
}

// ───────────── engines and hour meters ─────────────

export async function addEngine(
  viewer: Viewer,
  vesselId: string,
  input: { label?: string; make: string; model?: string; serial?: string; fuel: string; year?: number; hours?: number },
  now: Date,
) {
  const vessel = await prisma.vessel.findFirst({ where: editableScope(viewer, vesselId), select: { id: true } });
  if (!vessel) return null;
  return prisma.$transaction(async (tx) => {
    const engine = await tx.engine.create({
      data: {
        vesselId,
        label: input.label || null,
        make: input.make,
        model: input.model || null,
        serial: input.serial || null,
        fuel: input.fuel,
        year: input.year ?? null,
        hours: input.hours ?? 0,
      },
      select: { id: true },
    });
    if (input.hours !== undefined) {
      await tx.engineHourReading.create({
        data: { engineId: engine.id, hours: input.hours, loggedById: viewer.id, readAt: now },
      });
    }
    return engine;
  });
}

export async function removeEngine(viewer: Viewer, vesselId: string, engineId: string) {
  const vessel = await prisma.vessel.findFirst({ where: editableScope(viewer, vesselId), select: { id: true } });
  if (!vessel) return false;
  const { count } = await prisma.engine.deleteMany({ where: { id: engineId, vesselId } });
  return count > 0;
}

/**
 * Logs an hour-meter reading (owner, operations, a delegated crew member). A reading lower than the last is refused
 * unless the meter was replaced. Runs in one transaction so two quick submits cannot both pass the check.
 */
export async function logEngineHours(
  viewer: Viewer,
  vesselId: string,
  input: { engineId: string; hours: number; meterReplaced: boolean },
  now: Date,
) {
  return prisma.$transaction(async (tx) => {
    const engine = await tx.engine.findFirst({
      where: { id: input.engineId, vessel: { AND: [{ id: vesselId }, vesselScope(viewer)] } },
      select: {
        id: true,
        readings: { orderBy: { readAt: "desc" }, take: 1, select: { hours: true, readAt: true } },
      },
    });
    if (!engine) throw new VesselInputError("engineId", "Choose one of this vessel's engines");
    const problem = hourReadingProblem(input.hours, engine.readings[0] ?? null, input.meterReplaced);
    if (problem) throw new VesselInputError("hours", problem);
    await tx.engineHourReading.create({
      data: {
        engineId: engine.id,
        hours: input.hours,
        meterReplaced: input.meterReplaced,
        readAt: now,
        loggedById: viewer.id,
      },
    });
    await tx.engine.update({ where: { id: engine.id }, data: { hours: input.hours } });
  });
}

// ───────────── service intervals ─────────────

export async function setServiceInterval(
  viewer: Viewer,
  vesselId: string,
  input: { serviceType: string; everyHours?: number; everyMonths?: number; lastDoneOn?: string },
) {
  const vessel = await prisma.vessel.findFirst({ where: editableScope(viewer, vesselId), select: { id: true } });
  if (!vessel) return false;
  const data = {
    everyHours: input.everyHours ?? null,
    everyMonths: input.everyMonths ?? null,
    lastDoneOn: input.lastDoneOn || null,
  };
  await prisma.vesselServiceInterval.upsert({
    where: { vesselId_serviceType: { vesselId, serviceType: input.serviceType } },
    create: { vesselId, serviceType: input.serviceType, ...data },
    update: data,
  });
  return true;
}

// ───────────── crew delegates ─────────────

export async function addDelegate(owner: Viewer, vesselId: string, email: string) {
  const vessel = await prisma.vessel.findFirst({ where: { id: vesselId, ownerId: owner.id }, select: { id: true } });
  if (!vessel) return null;
  const user = await prisma.user.findFirst({
    where: { email: email.trim().toLowerCase(), roles: { some: { role: "crew_member" } } },
    select: { id: true, fullName: true },
  });
  if (!user) {
    throw new VesselInputError(
      "email",
      "No crew member has that e-mail address. Ask them to sign up, then ask us to give them crew access.",
    );
  }
  await prisma.vesselDelegate.upsert({
    where: { vesselId_userId: { vesselId, userId: user.id } },
    create: { vesselId, userId: user.id },
    update: {},
  });
  return user;
}

export async function removeDelegate(owner: Viewer, vesselId: string, userId: string) {
  const { count } = await prisma.vesselDelegate.deleteMany({
    where: { vesselId, userId, vessel: { ownerId: owner.id } },
  });
  return count > 0;
}

/** The vessels a crew member looks after. */
export async function delegatedVessels(userId: string) {
  return prisma.vessel.findMany({
    where: { delegates: { some: { userId } } },
    orderBy: { name: "asc" },
    take: 100,
    select: { id: true, name: true, type: true, homeMarina: true, berth: true, owner: { select: { fullName: true } } },
  });
}

// ───────────── selling a boat ─────────────

export const TRANSFER_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** Offers the vessel to an e-mail address; returns the one-time token for the e-mailed link. */
export async function startTransfer(owner: Viewer, vesselId: string, toEmail: string, now: Date) {
  const vessel = await prisma.vessel.findFirst({
    where: { id: vesselId, ownerId: owner.id },
    select: { id: true, name: true },
  });
  if (!vessel) return null;
  const email = toEmail.trim().toLowerCase();
  const self = await prisma.user.findFirst({ where: { id: owner.id, email }, select: { id: true } });
  if (self) throw new VesselInputError("email", "That is your own e-mail address");
  const token = randomBytes(32).toString("base64url");
  await prisma.$transaction([
    prisma.vesselTransfer.updateMany({ where: { vesselId, status: "pending" }, data: { status: "cancelled" } }),
    prisma.vesselTransfer.create({
      data: {
        vesselId,
        fromUserId: owner.id,
        toEmail: email,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + TRANSFER_TTL_MS),
      },
    }),
  ]);
  return { token, vessel };
}

export async function cancelTransfer(owner: Viewer, vesselId: string) {
  const { count } = await prisma.vesselTransfer.updateMany({
    where: { vesselId, fromUserId: owner.id, status: "pending", vessel: { ownerId: owner.id } },
    data: { status: "cancelled" },
  });
  return count > 0;
}

export async function findTransfer(token: string, now: Date) {
  return prisma.vesselTransfer.findFirst({
    where: { tokenHash: hashToken(token), status: "pending", expiresAt: { gt: now } },
    select: {
      id: true,
      toEmail: true,
      expiresAt: true,
      vessel: { select: { id: true, name: true, type: true, ownerId: true } },
      fromUser: { select: { fullName: true } },
    },
  });
}

/**
 * The new owner accepts: the boat and its service history move to them; the seller's documents marked private
 * stay with the seller (detached from the boat), the rest go with the boat; delegates and share links end.
 */
export async function acceptTransfer(token: string, user: { id: string; email: string }, now: Date) {
  return prisma.$transaction(async (tx) => {
    const transfer = await tx.vesselTransfer.findFirst({
      where: { tokenHash: hashToken(token), status: "pending", expiresAt: { gt: now } },
      select: { id: true, toEmail: true, vesselId: true, fromUserId: true },
    });
    if (!transfer) return { ok: false as const, reason: "This transfer link has expired or was already used." };
    if (transfer.toEmail !== user.email.toLowerCase()) {
      return {
        ok: false as const,
        reason: `This vessel was offered to ${transfer.toEmail}. Sign in with that address to accept it.`,
      };
    }
    const claimed = await tx.vesselTransfer.updateMany({
      where: { id: transfer.id, status: "pending" },
      data: { status: "accepted", acceptedById: user.id, acceptedAt: now },
    });
    if (claimed.count !== 1) return { ok: false as const, reason: "This transfer was already accepted." };
    await tx.vessel.update({ where: { id: transfer.vesselId }, data: { ownerId: user.id, accessNotes: null } });
    await tx.vesselDocument.updateMany({
      where: { vesselId: transfer.vesselId, ownerId: transfer.fromUserId, private: true },
      data: { vesselId: null },
    });
    await tx.vesselDocument.updateMany({
      where: { vesselId: transfer.vesselId, ownerId: transfer.fromUserId },
      data: { ownerId: user.id },
    });
    await tx.vesselDelegate.deleteMany({ where: { vesselId: transfer.vesselId } });
    await tx.documentShare.updateMany({
      where: { vesselId: transfer.vesselId, revokedAt: null },
      data: { revokedAt: now },
    });
    return { ok: true as const, vesselId: transfer.vesselId, fromUserId: transfer.fromUserId };
  });
}

// ───────────── service history ─────────────

/** Completed work on the viewer's vessels (the history goes with the boat), newest first. */
export async function serviceHistory(viewer: Viewer, opts: { vesselId?: string; take?: number } = {}) {
  const jobs = await prisma.job.findMany({
    where: {
      status: { in: [...FINISHED_JOB_STATUSES] },
      vessel: { AND: [vesselScope(viewer), opts.vesselId ? { id: opts.vesselId } : {}] },
    },
    orderBy: [{ completedAt: "desc" }, { updatedAt: "desc" }],
    take: opts.take ?? 100,
    select: {
      ...jobRefSelect,
      description: true,
      completedAt: true,
      updatedAt: true,
      vesselId: true,
      vesselName: true,
      customerId: true,
      totalCents: true,
      assignedStaff: { select: { fullName: true } },
      items: { select: { name: true, quantity: true }, take: 20 },
      invoices: {
        where: { status: { notIn: ["draft", "void"] } },
        select: { id: true, number: true, status: true, totalCents: true, customerId: true },
        take: 3,
      },
    },
  });
  // An invoice belongs to whoever was billed; a later owner sees the work, not the earlier owner's bills.
  return jobs.map((j) => ({
    ...j,
    invoices: j.invoices.filter((i) => i.customerId === viewer.id || hasAnyRole(viewer, OPERATIONS_ROLES)),
  }));
}
export type HistoryJob = Awaited<ReturnType<typeof serviceHistory>>[number];

/** Everything the history PDF prints for one vessel the viewer may open. */
export async function vesselHistoryFacts(viewer: Viewer, vesselId: string) {
  const vessel = await prisma.vessel.findFirst({
    where: { AND: [{ id: vesselId }, vesselScope(viewer)] },
    select: {
      ...vesselCardSelect,
      hin: true,
      registration: true,
      hullMaterial: true,
      antifoulType: true,
      antifoulAppliedOn: true,
      engines: { select: { label: true, make: true, model: true, serial: true, hours: true, year: true } },
    },
  });
  if (!vessel) return null;
  const jobs = await serviceHistory(viewer, { vesselId, take: 500 });
  return { vessel, jobs };
}

// ───────────── the vessel's photo ─────────────

/** The photo's storage key, for a viewer who may open the vessel; null when there is none or no access. */
export async function vesselPhotoKey(viewer: Viewer, vesselId: string) {
  const vessel = await prisma.vessel.findFirst({
    where: { AND: [{ id: vesselId }, vesselScope(viewer)] },
    select: { photoKey: true },
  });
  return vessel?.photoKey ?? null;
}

/** Points the vessel at a new stored photo; returns the old key (to delete), or undefined when not allowed. */
export async function setVesselPhoto(viewer: Viewer, vesselId: string, photoKey: string) {
  const vessel = await prisma.vessel.findFirst({
    where: editableScope(viewer, vesselId),
    select: { id: true, photoKey: true },
  });
  if (!vessel) return undefined;
  await prisma.vessel.update({ where: { id: vessel.id }, data: { photoKey } });
  return vessel.photoKey;
}
