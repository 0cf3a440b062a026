// Staff records, leave and credentials (issue 15, ADR 150). Staff are users with an assignable role (job-ops'
// ASSIGNABLE_ROLES); their working record is a StaffProfile row made on first save. Credentials belong to a worker or
// a subcontractor; their scanned copy lives in fileStore() with its type read from the bytes.
import { sydneyDateKey, addDays } from "~/domain/dates.ts";
import { fileProblem, safeFileName, sniffType } from "~/domain/documents.ts";
import { Refusal } from "~/domain/refusal.ts";
import {
  CREDENTIAL_SOON_DAYS,
  credentialState,
  parseSkills,
  parseWeekHours,
  serializeWeekHours,
  type CredentialFilter,
  type CredentialType,
  type WeekHours,
} from "~/domain/workforce.ts";
import { findPage, prisma, type Prisma, textContains } from "~/utils/db.server.ts";
import { fileStore, newStorageKey } from "~/utils/storage.server.ts";
import { ASSIGNABLE_ROLES } from "./job-ops.server.ts";
import { jobRefSelect } from "./job.server.ts";
import { accountContactSelect } from "./account.server.ts";

export class WorkforceRefusal extends Refusal {}

export const STAFF_WHERE: Prisma.UserWhereInput = { roles: { some: { role: { in: [...ASSIGNABLE_ROLES] } } } };

const STAFF_SELECT = {
  ...accountContactSelect,
  roles: { select: { role: true } },
  staffProfile: true,
} satisfies Prisma.UserSelect;

type StaffRow = Prisma.UserGetPayload<{ select: typeof STAFF_SELECT }>;

function toStaff(u: StaffRow) {
  return {
    id: u.id,
    fullName: u.fullName,
    email: u.email,
    phone: u.staffProfile?.contactPhone ?? u.phone,
    roles: u.roles.map((r) => r.role),
    skills: parseSkills(u.staffProfile?.skills),
    week: u.staffProfile ? parseWeekHours(u.staffProfile.workingHours) : null,
    homeBase: u.staffProfile?.homeBase ?? null,
    hourlyCostCents: u.staffProfile?.hourlyCostCents ?? null,
    emergencyContact: u.staffProfile?.emergencyContact ?? null,
    dispatchable: u.staffProfile?.dispatchable ?? false,
    hasProfile: !!u.staffProfile,
  };
}
export type StaffMember = ReturnType<typeof toStaff>;

/** A page of staff, by name, optionally searched by name or e-mail or narrowed to a skill. */
export async function listStaff(opts: { q: string; skill?: string | null; skip: number; take: number }) {
  const where: Prisma.UserWhereInput = {
    AND: [
      STAFF_WHERE,
      opts.q ? { OR: [{ fullName: textContains(opts.q) }, { email: textContains(opts.q.toLowerCase()) }] } : {},
      opts.skill ? { staffProfile: { skills: { contains: `"${opts.skill}"` } } } : {},
    ],
  };
  const { total, rows } = await findPage(prisma.user, opts, {
    where,
    orderBy: [{ fullName: "asc" }, { id: "asc" }],
    select: STAFF_SELECT,
  });
  return { total, staff: rows.map(toStaff) };
}

export async function getStaffMember(id: string) {
  const u = await prisma.user.findFirst({ where: { id, ...STAFF_WHERE }, select: STAFF_SELECT });
  return u ? toStaff(u) : null;
}

/** The whole record of one worker: profile, leave ahead, credentials, upcoming and recent jobs. */
export async function staffRecord(id: string, now: Date) {
  const member = await getStaffMember(id);
  if (!member) return null;
  const today = sydneyDateKey(now);
  const [leave, credentials, upcoming, recent] = await Promise.all([
    prisma.staffLeave.findMany({
      where: { userId: id, endsOn: { gte: today } },
      orderBy: { startsOn: "asc" },
      take: 50,
      select: { id: true, startsOn: true, endsOn: true, reason: true },
    }),
    prisma.credential.findMany({
      where: { holderUserId: id },
      orderBy: [{ type: "asc" }, { expiresOn: "desc" }],
      take: 50,
      select: CREDENTIAL_SELECT,
    }),
    prisma.job.findMany({
      where: {
        assignedStaffId: id,
        scheduledStartAt: { gte: now },
        status: { notIn: ["completed", "invoiced", "paid"] },
      },
      orderBy: { scheduledStartAt: "asc" },
      take: 20,
      select: JOB_CARD_SELECT,
    }),
    prisma.job.findMany({
      where: { assignedStaffId: id, OR: [{ scheduledStartAt: { lt: now } }, { completedAt: { not: null } }] },
      orderBy: { scheduledStartAt: "desc" },
      take: 10,
      select: JOB_CARD_SELECT,
    }),
  ]);
  return {
    member,
    leave,
    credentials: credentials.map((c) => toCredential(c, today)),
    upcoming,
    recent,
  };
}

export const JOB_CARD_SELECT = {
  ...jobRefSelect,
  priority: true,
  customerContactName: true,
  vesselName: true,
  locationMarina: true,
  locationAddress: true,
  scheduledStartAt: true,
  scheduledEndAt: true,
  durationMinutes: true,
  assignedStaffId: true,
} satisfies Prisma.JobSelect;

export interface StaffProfileInput {
  fullName: string;
  phone: string | null;
  emergencyContact: string | null;
  homeBase: string | null;
  hourlyCostCents: number | null;
  skills: string[];
  dispatchable: boolean;
  week: WeekHours;
}

/** Saves a worker's record; returns what changed (for the audit trail). */
export async function saveStaffProfile(id: string, input: StaffProfileInput) {
  const before = await getStaffMember(id);
  if (!before) throw new WorkforceRefusal("That person is not on the staff.");
  const data = {
    skills: JSON.stringify([...new Set(input.skills)]),
    workingHours: serializeWeekHours(input.week),
    homeBase: input.homeBase,
    hourlyCostCents: input.hourlyCostCents,
    contactPhone: input.phone,
    emergencyContact: input.emergencyContact,
    dispatchable: input.dispatchable,
  };
  await prisma.$transaction([
    prisma.user.update({ where: { id }, data: { fullName: input.fullName } }),
    prisma.staffProfile.upsert({ where: { userId: id }, create: { userId: id, ...data }, update: data }),
  ]);
  const after = (await getStaffMember(id))!;
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of ["fullName", "phone", "emergencyContact", "homeBase", "hourlyCostCents", "dispatchable"] as const) {
    if (before[key] !== after[key]) changed[key] = { from: before[key], to: after[key] };
  }
  if (before.skills.join() !== after.skills.join()) changed.skills = { from: before.skills, to: after.skills };
  if (JSON.stringify(before.week) !== JSON.stringify(after.week))
    changed.workingHours = { from: before.week, to: after.week };
  return { member: after, changed };
}

export async function addLeave(userId: string, input: { startsOn: string; endsOn: string; reason: string | null }) {
  if (!(await getStaffMember(userId))) throw new WorkforceRefusal("That person is not on the staff.");
  const overlapping = await prisma.staffLeave.findFirst({
    where: { userId, startsOn: { lte: input.endsOn }, endsOn: { gte: input.startsOn } },
    select: { startsOn: true, endsOn: true },
  });
  if (overlapping) {
    throw new WorkforceRefusal(
      `Leave from ${overlapping.startsOn} to ${overlapping.endsOn} already covers part of those days.`,
      "startsOn",
    );
  }
  return prisma.staffLeave.create({ data: { userId, ...input }, select: { id: true } });
}

export async function removeLeave(userId: string, leaveId: string) {
  const { count } = await prisma.staffLeave.deleteMany({ where: { id: leaveId, userId } });
  return count === 1;
}

/** Leave overlapping a range of days, for rosters and the dispatch board. */
export function leaveBetween(from: string, to: string, userIds?: string[]) {
  return prisma.staffLeave.findMany({
    where: { startsOn: { lte: to }, endsOn: { gte: from }, ...(userIds ? { userId: { in: userIds } } : {}) },
    orderBy: { startsOn: "asc" },
    take: 500,
    select: {
      id: true,
      userId: true,
      startsOn: true,
      endsOn: true,
      reason: true,
      user: { select: { fullName: true } },
    },
  });
}

/** The staff list of GET /api/staff: a page after a cursor, never contact details beyond work e-mail and phone. */
export async function staffApiPage(query: { q?: string; skill?: string; limit: number }, afterId: string | null) {
  const rows = await prisma.user.findMany({
    where: {
      AND: [
        STAFF_WHERE,
        query.q ? { fullName: textContains(query.q) } : {},
        query.skill ? { staffProfile: { skills: { contains: `"${query.skill}"` } } } : {},
      ],
    },
    orderBy: [{ fullName: "asc" }, { id: "asc" }],
    ...(afterId ? { cursor: { id: afterId }, skip: 1 } : {}),
    take: query.limit + 1,
    select: STAFF_SELECT,
  });
  const more = rows.length > query.limit;
  const page = (more ? rows.slice(0, query.limit) : rows).map(toStaff);
  return {
    staff: page.map((s) => ({
      id: s.id,
      fullName: s.fullName,
      email: s.email,
      phone: s.phone,
      roles: s.roles,
      skills: s.skills,
      homeBase: s.homeBase,
      dispatchable: s.dispatchable,
    })),
    lastId: more ? page.at(-1)!.id : null,
  };
}

// ───────────── credentials ─────────────

const CREDENTIAL_SELECT = {
  id: true,
  type: true,
  number: true,
  issuer: true,
  expiresOn: true,
  fileName: true,
  storageKey: true,
  verifiedAt: true,
  holderUserId: true,
  subcontractorId: true,
  holder: { select: { fullName: true } },
  subcontractor: { select: { name: true } },
  verifiedBy: { select: { fullName: true } },
} satisfies Prisma.CredentialSelect;

function toCredential(c: Prisma.CredentialGetPayload<{ select: typeof CREDENTIAL_SELECT }>, today: string) {
  return {
    id: c.id,
    type: c.type,
    number: c.number,
    issuer: c.issuer,
    expiresOn: c.expiresOn,
    state: credentialState(c.expiresOn, today),
    hasFile: !!c.storageKey,
    fileName: c.fileName,
    holderName: c.holder?.fullName ?? c.subcontractor?.name ?? "—",
    holderKind: c.holderUserId ? ("staff" as const) : ("subcontractor" as const),
    holderId: c.holderUserId ?? c.subcontractorId,
    verifiedBy: c.verifiedBy?.fullName ?? null,
    verifiedAt: c.verifiedAt,
  };
}
export type CredentialRow = ReturnType<typeof toCredential>;

export async function listCredentials(opts: {
  q: string;
  filter: CredentialFilter;
  today: string;
  skip: number;
  take: number;
}) {
  const soon = addDays(opts.today, CREDENTIAL_SOON_DAYS);
  const where: Prisma.CredentialWhereInput = {
    AND: [
      opts.q
        ? {
            OR: [
              { number: textContains(opts.q) },
              { issuer: textContains(opts.q) },
              { holder: { fullName: textContains(opts.q) } },
              { subcontractor: { name: textContains(opts.q) } },
            ],
          }
        : {},
      opts.filter === "expired" ? { expiresOn: { lt: opts.today } } : {},
      opts.filter === "expiring" ? { expiresOn: { gte: opts.today, lte: soon } } : {},
    ],
  };
  const [{ total, rows }, expiringCount, expiredCount] = await Promise.all([
    findPage(prisma.credential, opts, {
      where,
      orderBy: [{ expiresOn: "asc" }, { id: "asc" }],
      select: CREDENTIAL_SELECT,
    }),
    prisma.credential.count({ where: { expiresOn: { gte: opts.today, lte: soon } } }),
    prisma.credential.count({ where: { expiresOn: { lt: opts.today } } }),
  ]);
  return { total, credentials: rows.map((c) => toCredential(c, opts.today)), expiringCount, expiredCount };
}

/** Credentials expiring within 30 days (or already expired within the last 30), for the operations centre. */
export async function expiringCredentials(today: string, take = 10) {
  const rows = await prisma.credential.findMany({
    where: { expiresOn: { gte: addDays(today, -CREDENTIAL_SOON_DAYS), lte: addDays(today, CREDENTIAL_SOON_DAYS) } },
    orderBy: { expiresOn: "asc" },
    take,
    select: CREDENTIAL_SELECT,
  });
  return rows.map((c) => toCredential(c, today));
}

export interface NewCredential {
  holder: string;
  type: CredentialType;
  number: string;
  issuer: string;
  expiresOn?: string;
  verified: boolean;
  file: { name: string; size: number; bytes: Uint8Array } | null;
}

/** Adds a credential (with its scan, when given). Verified: the actor is recorded as having seen the original. */
export async function addCredential(input: NewCredential, actorId: string, now: Date) {
  const [kind, id] = input.holder.split(":") as ["user" | "sub", string];
  if (kind === "user") {
    if (!(await getStaffMember(id))) throw new WorkforceRefusal("Choose a member of staff", "holder");
  } else if (!(await prisma.subcontractor.findUnique({ where: { id }, select: { id: true } }))) {
    throw new WorkforceRefusal("Choose a subcontractor", "holder");
  }
  let stored: { key: string; fileName: string; contentType: string } | null = null;
  if (input.file && input.file.size > 0) {
    const problem = fileProblem(input.file);
    const type = sniffType(input.file.bytes);
    if (problem || !type) throw new WorkforceRefusal(problem ?? "Upload a PDF, JPEG, PNG or HEIC file", "file");
    const key = newStorageKey("credentials");
    await fileStore().put(key, input.file.bytes, { contentType: type });
    stored = { key, fileName: safeFileName(input.file.name, type), contentType: type };
  }
  try {
    return await prisma.credential.create({
      data: {
        type: input.type,
        number: input.number,
        issuer: input.issuer,
        expiresOn: input.expiresOn || null,
        holderUserId: kind === "user" ? id : null,
        subcontractorId: kind === "sub" ? id : null,
        storageKey: stored?.key ?? null,
        fileName: stored?.fileName ?? null,
        contentType: stored?.contentType ?? null,
        verifiedById: input.verified ? actorId : null,
        verifiedAt: input.verified ? now : null,
      },
      select: { id: true, holderUserId: true },
    });
  } catch (error) {
    if (stored) await fileStore().delete(stored.key);
    throw error;
  }
}

export async function verifyCredential(id: string, actorId: string, now: Date) {
  const { count } = await prisma.credential.updateMany({
    where: { id },
    data: { verifiedById: actorId, verifiedAt: now },
  });
  return count === 1;
}

export async function removeCredential(id: string) {
  const c = await prisma.credential.findUnique({ where: { id }, select: { storageKey: true, holderUserId: true } });
  if (!c) return null;
  await prisma.credential.delete({ where: { id } });
  if (c.storageKey) await fileStore().delete(c.storageKey);
  return c;
}

export async function credentialFile(id: string) {
  const c = await prisma.credential.findUnique({
    where: { id },
    select: { storageKey: true, fileName: true, contentType: true },
  });
  if (!c?.storageKey || !c.fileName || !c.contentType) return null;
  const bytes = await fileStore().get(c.storageKey);
  return bytes ? { fileName: c.fileName, contentType: c.contentType, bytes } : null;
}

/** Who may hold a credential: staff and subcontractors, for the form's chooser. */
export async function credentialHolders() {
  const [staff, subs] = await Promise.all([
    prisma.user.findMany({
      where: STAFF_WHERE,
      orderBy: { fullName: "asc" },
      take: 300,
      select: { id: true, fullName: true },
    }),
    prisma.subcontractor.findMany({ orderBy: { name: "asc" }, take: 300, select: { id: true, name: true } }),
  ]);
  return [
    ...staff.map((s) => ({ value: `user:${s.id}`, label: s.fullName })),
    ...subs.map((s) => ({ value: `sub:${s.id}`, label: `${s.name} (subcontractor)` })),
  ];
}
