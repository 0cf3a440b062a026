// Fleet accounts (issue 17, ADR 171): organisations owning or running several vessels, their members and vessels.
// Every change is audited in the same transaction as the change, with what it was before.
import type { FleetAccountInput, FleetFilters, FleetRole } from "~/domain/fleet.ts";
import { Refusal } from "~/domain/refusal.ts";
import { findPage, isUniqueViolation, prisma, type Prisma, textContains } from "~/utils/db.server.ts";
import { vesselFoundSelect, vesselTextMatches } from "./vessel.server.ts";

export class FleetRefused extends Refusal {}

type Tx = Prisma.TransactionClient;

function audit(
  tx: Tx,
  actorId: string | null,
  action: string,
  fleetId: string,
  details: Record<string, unknown>,
  subjectUserId: string | null = null,
) {
  return tx.auditEvent.create({
    data: {
      action,
      actorId,
      subjectUserId,
      entityType: "fleet_account",
      entityId: fleetId,
      details: JSON.stringify(details),
    },
  });
}

export function fleetWhere(f: FleetFilters): Prisma.FleetAccountWhereInput {
  const and: Prisma.FleetAccountWhereInput[] = [{ archivedAt: f.archived ? { not: null } : null }];
  if (f.kind) and.push({ kind: f.kind });
  if (f.q) {
    and.push({
      OR: [
        { name: textContains(f.q) },
        { billingEmail: textContains(f.q.toLowerCase()) },
        { billingName: textContains(f.q) },
        { abn: textContains(f.q.replace(/\s/g, "")) },
        { vessels: { some: { vessel: { OR: vesselTextMatches(f.q) } } } },
      ],
    });
  }
  return { AND: and };
}

/** A fleet account's row in the list, and the head of its page. */
const fleetAccountRowSelect = {
  id: true,
  name: true,
  kind: true,
  abn: true,
  billingName: true,
  billingEmail: true,
  paymentTermsDays: true,
  statementByEmail: true,
  archivedAt: true,
} satisfies Prisma.FleetAccountSelect;

export async function listFleetAccounts(f: FleetFilters, page: { skip: number; take: number }) {
  const where = fleetWhere(f);
  const { total, rows: fleets } = await findPage(prisma.fleetAccount, page, {
    where,
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { ...fleetAccountRowSelect, _count: { select: { members: true, vessels: true } } },
  });
  return { total, fleets };
}

export async function getFleetAccount(id: string) {
  return prisma.fleetAccount.findUnique({
    where: { id },
    select: {
      ...fleetAccountRowSelect,
      billingPhone: true,
      billingAddress: true,
      notes: true,
      createdAt: true,
      updatedAt: true,
      members: {
        orderBy: [{ role: "asc" }, { createdAt: "asc" }],
        take: 200,
        select: {
          role: true,
          createdAt: true,
          user: { select: { id: true, fullName: true, email: true, phone: true } },
        },
      },
      vessels: {
        orderBy: { createdAt: "asc" },
        take: 500,
        select: {
          createdAt: true,
          vessel: {
            select: {
              id: true,
              name: true,
              hin: true,
              registration: true,
              homeMarina: true,
              owner: { select: { id: true, fullName: true } },
            },
          },
        },
      },
      _count: { select: { members: true, vessels: true } },
    },
  });
}

/** The fleet's change history: the audit rows about it, newest first. */
export function fleetAudit(id: string, take = 20) {
  return prisma.auditEvent.findMany({
    where: { entityType: "fleet_account", entityId: id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: {
      id: true,
      action: true,
      details: true,
      createdAt: true,
      actor: { select: { fullName: true } },
      subject: { select: { fullName: true } },
    },
  });
}

const EDITABLE = [
  "name",
  "kind",
  "abn",
  "billingName",
  "billingEmail",
  "billingPhone",
  "billingAddress",
  "paymentTermsDays",
  "statementByEmail",
  "notes",
] as const;

export async function createFleetAccount(input: FleetAccountInput, actorId: string | null) {
  return prisma.$transaction(async (tx) => {
    const fleet = await tx.fleetAccount.create({ data: pick(input), select: { id: true, name: true } });
    await audit(tx, actorId, "fleet.created", fleet.id, { after: pick(input) });
    return fleet;
  });
}

function pick(input: FleetAccountInput) {
  return Object.fromEntries(EDITABLE.map((k) => [k, input[k]])) as Pick<FleetAccountInput, (typeof EDITABLE)[number]>;
}

export async function updateFleetAccount(id: string, input: FleetAccountInput, actorId: string | null) {
  return prisma.$transaction(async (tx) => {
    const before = await tx.fleetAccount.findUnique({
      where: { id },
      select: Object.fromEntries(EDITABLE.map((k) => [k, true])) as Record<(typeof EDITABLE)[number], true>,
    });
    if (!before) throw new FleetRefused("That fleet account no longer exists.");
    const after = pick(input);
    const changed = EDITABLE.filter((k) => before[k] !== after[k]);
    if (changed.length === 0) return { changed };
    await tx.fleetAccount.update({ where: { id }, data: after });
    await audit(tx, actorId, "fleet.updated", id, {
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, after[k]])),
    });
    return { changed };
  });
}

export async function setFleetArchived(id: string, archived: boolean, actorId: string | null, now: Date) {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.fleetAccount.updateMany({
      where: { id, archivedAt: archived ? null : { not: null } },
      data: { archivedAt: archived ? now : null },
    });
    if (count === 0) throw new FleetRefused(archived ? "That account is already archived." : "That account is active.");
    await audit(tx, actorId, archived ? "fleet.archived" : "fleet.restored", id, {});
  });
}

/**
 * Adds a member by e-mail: an existing account, or a new one (no password; they choose one from the e-mail the
 * route sends) when a name is given. `invited` says which.
 */
export async function addFleetMember(
  fleetId: string,
  input: { email: string; fullName?: string | null; role: FleetRole },
  actorId: string | null,
) {
  return prisma.$transaction(async (tx) => {
    const fleet = await tx.fleetAccount.findUnique({ where: { id: fleetId }, select: { id: true } });
    if (!fleet) throw new FleetRefused("That fleet account no longer exists.");
    let user = await tx.user.findUnique({
      where: { email: input.email },
      select: { id: true, email: true, fullName: true },
    });
    let invited = false;
    if (!user) {
      const fullName = input.fullName?.trim();
      if (!fullName)
        throw new FleetRefused("No account uses this e-mail yet: enter their name to invite them.", "fullName");
      user = await tx.user.create({
        data: {
          email: input.email,
          fullName,
          firstName: fullName.split(/\s+/)[0] ?? null,
          profileType: "vessel_owner",
          roles: { create: [{ role: "owner" }] },
        },
        select: { id: true, email: true, fullName: true },
      });
      invited = true;
    }
    try {
      await tx.fleetMember.create({ data: { fleetAccountId: fleetId, userId: user.id, role: input.role } });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new FleetRefused(`${user.fullName} is already a member of this account.`, "email");
      throw error;
    }
    await audit(tx, actorId, "fleet.member_added", fleetId, { email: user.email, role: input.role, invited }, user.id);
    return { user, invited };
  });
}

export async function setFleetMemberRole(fleetId: string, userId: string, role: FleetRole, actorId: string | null) {
  return prisma.$transaction(async (tx) => {
    const member = await tx.fleetMember.findUnique({
      where: { fleetAccountId_userId: { fleetAccountId: fleetId, userId } },
      select: { role: true },
    });
    if (!member) throw new FleetRefused("That person is no longer a member.");
    if (member.role === role) return;
    await tx.fleetMember.update({
      where: { fleetAccountId_userId: { fleetAccountId: fleetId, userId } },
      data: { role },
    });
    await audit(tx, actorId, "fleet.member_role", fleetId, { before: member.role, after: role }, userId);
  });
}

export async function removeFleetMember(fleetId: string, userId: string, actorId: string | null) {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.fleetMember.deleteMany({ where: { fleetAccountId: fleetId, userId } });
    if (count === 0) throw new FleetRefused("That person is no longer a member.");
    await audit(tx, actorId, "fleet.member_removed", fleetId, {}, userId);
  });
}

/** Vessels to link: by name, HIN (typed any way) or rego, with the fleet each already belongs to. */
export async function findVesselsToLink(q: string, take = 10) {
  return prisma.vessel.findMany({
    where: { OR: [...vesselTextMatches(q), { owner: { email: textContains(q.toLowerCase()) } }] },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take,
    select: {
      ...vesselFoundSelect,
      fleetLink: { select: { fleetAccount: { select: { id: true, name: true } } } },
    },
  });
}

export async function linkFleetVessel(fleetId: string, vesselId: string, actorId: string | null) {
  return prisma.$transaction(async (tx) => {
    const vessel = await tx.vessel.findUnique({
      where: { id: vesselId },
      select: { id: true, name: true, fleetLink: { select: { fleetAccount: { select: { id: true, name: true } } } } },
    });
    if (!vessel) throw new FleetRefused("That vessel no longer exists.");
    const current = vessel.fleetLink?.fleetAccount;
    if (current?.id === fleetId) throw new FleetRefused(`${vessel.name} is already in this fleet.`);
    if (current) throw new FleetRefused(`${vessel.name} belongs to ${current.name}; unlink it there first.`);
    try {
      await tx.fleetVessel.create({ data: { fleetAccountId: fleetId, vesselId } });
    } catch (error) {
      if (isUniqueViolation(error)) throw new FleetRefused(`${vessel.name} was just linked to a fleet.`);
      throw error;
    }
    await audit(tx, actorId, "fleet.vessel_linked", fleetId, { vesselId, vessel: vessel.name });
    return vessel;
  });
}

export async function unlinkFleetVessel(fleetId: string, vesselId: string, actorId: string | null) {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.fleetVessel.deleteMany({ where: { fleetAccountId: fleetId, vesselId } });
    if (count === 0) throw new FleetRefused("That vessel is not in this fleet.");
    await audit(tx, actorId, "fleet.vessel_unlinked", fleetId, { vesselId });
  });
}

/** The vessels of the fleets a person belongs to (their own boats aside), for the owner portal (ADR 171). */
export function listFleetVesselsFor(userId: string) {
  return prisma.vessel.findMany({
    where: {
      ownerId: { not: userId },
      fleetLink: { fleetAccount: { archivedAt: null, members: { some: { userId } } } },
    },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: 100,
    select: {
      id: true,
      name: true,
      type: true,
      lengthMetres: true,
      homeMarina: true,
      berth: true,
      fleetLink: {
        select: {
          fleetAccount: { select: { name: true, members: { where: { userId }, select: { role: true } } } },
        },
      },
    },
  });
}
