// The equipment register (issue 16): assets, who holds them, service due and faults.
import type { Prisma } from "~/generated/prisma/client.ts";
import { Refusal } from "~/domain/refusal.ts";
import { textContains } from "~/utils/db.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { ASSIGNABLE_ROLES, listAssignableStaff } from "./job-ops.server.ts";

export class AssetRefusal extends Refusal {}

const assetSelect = {
  id: true,
  name: true,
  kind: true,
  serial: true,
  serviceDueOn: true,
  holder: { select: { id: true, fullName: true } },
  job: { select: { id: true, number: true, title: true } },
  faults: {
    where: { resolvedAt: null },
    orderBy: { createdAt: "desc" },
    take: 10,
    select: { id: true, description: true, createdAt: true, reportedBy: { select: { fullName: true } } },
  },
} satisfies Prisma.AssetSelect;

/** Equipment checked out to this worker, or to a job of theirs that is still open. */
export async function assetsForWorker(userId: string) {
  return prisma.asset.findMany({
    where: {
      retiredAt: null,
      OR: [
        { holderId: userId },
        { job: { assignedStaffId: userId, status: { in: ["job_scheduled", "job_dispatched", "in_progress"] } } },
      ],
    },
    orderBy: { name: "asc" },
    take: 100,
    select: assetSelect,
  });
}

export async function reportFault(opts: { assetId: string; userId: string; description: string; isAdmin: boolean }) {
  const asset = await prisma.asset.findFirst({
    where: {
      id: opts.assetId,
      ...(opts.isAdmin ? {} : { OR: [{ holderId: opts.userId }, { job: { assignedStaffId: opts.userId } }] }),
    },
    select: { id: true, name: true },
  });
  if (!asset) throw new AssetRefusal("That equipment is not checked out to you.", "assetId");
  await prisma.assetFault.create({
    data: { assetId: asset.id, reportedById: opts.userId, description: opts.description },
  });
  return asset;
}

export const ASSETS_PAGE_SIZE = 25;

export async function listAssets(opts: { q: string; page: number }) {
  const where: Prisma.AssetWhereInput = {
    retiredAt: null,
    ...(opts.q
      ? {
          OR: [
            { name: textContains(opts.q) },
            { serial: textContains(opts.q) },
            { holder: { fullName: textContains(opts.q) } },
          ],
        }
      : {}),
  };
  const [rows, total] = await Promise.all([
    prisma.asset.findMany({
      where,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      skip: (opts.page - 1) * ASSETS_PAGE_SIZE,
      take: ASSETS_PAGE_SIZE,
      select: assetSelect,
    }),
    prisma.asset.count({ where }),
  ]);
  return { rows, total, pages: Math.max(1, Math.ceil(total / ASSETS_PAGE_SIZE)) };
}

/** Who may hold equipment: the people work can be assigned to. */
export function assetHolders() {
  return listAssignableStaff();
}

async function checkHolder(holderId: string | undefined) {
  if (!holderId) return null;
  const ok = await prisma.user.findFirst({
    where: { id: holderId, roles: { some: { role: { in: [...ASSIGNABLE_ROLES] } } } },
    select: { id: true },
  });
  if (!ok) throw new AssetRefusal("That person cannot hold equipment.", "holderId");
  return ok.id;
}

export async function createAsset(input: {
  name: string;
  kind: string;
  serial?: string;
  holderId?: string;
  serviceDueOn?: string;
}) {
  const holderId = await checkHolder(input.holderId);
  return prisma.asset.create({
    data: {
      name: input.name,
      kind: input.kind,
      serial: input.serial || null,
      holderId,
      serviceDueOn: input.serviceDueOn || null,
    },
    select: { id: true, name: true },
  });
}

export async function assignAsset(input: { assetId: string; holderId?: string; serviceDueOn?: string }) {
  const holderId = await checkHolder(input.holderId);
  const { count } = await prisma.asset.updateMany({
    where: { id: input.assetId },
    data: { holderId, ...(input.serviceDueOn ? { serviceDueOn: input.serviceDueOn } : {}) },
  });
  if (!count) throw new AssetRefusal("That equipment no longer exists.");
}

export async function resolveFault(faultId: string, now: Date) {
  await prisma.assetFault.updateMany({ where: { id: faultId, resolvedAt: null }, data: { resolvedAt: now } });
}
