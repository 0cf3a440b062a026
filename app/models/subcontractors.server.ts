// Subcontracting businesses (issue 15, ADR 150): name, ABN (checksummed by the form), GST registration, contacts,
// rates, their credentials (insurance) and the jobs sent to them (their costs on jobs, issue 19).
import { sydneyDateKey } from "~/domain/dates.ts";
import { credentialState } from "~/domain/workforce.ts";
import { findPage, prisma, type Prisma, textContains } from "~/utils/db.server.ts";
import { WorkforceRefusal } from "./workforce.server.ts";

export interface SubcontractorInput {
  name: string;
  abn: string;
  gstRegistered: boolean;
  address: string;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  ratesNote: string | null;
  active: boolean;
}

export async function listSubcontractors(opts: { q: string; skip: number; take: number; now: Date }) {
  const digits = opts.q.replace(/\D/g, "");
  const where: Prisma.SubcontractorWhereInput = opts.q
    ? { OR: [{ name: textContains(opts.q) }, ...(digits.length >= 3 ? [{ abn: { contains: digits } }] : [])] }
    : {};
  const today = sydneyDateKey(opts.now);
  const { total, rows } = await findPage(prisma.subcontractor, opts, {
    where,
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: {
      id: true,
      name: true,
      abn: true,
      gstRegistered: true,
      active: true,
      contactName: true,
      phone: true,
      email: true,
      _count: { select: { costs: true } },
      credentials: {
        where: { type: "public_liability" },
        orderBy: { expiresOn: "desc" },
        take: 1,
        select: { expiresOn: true },
      },
    },
  });
  return {
    total,
    subcontractors: rows.map(({ credentials, _count, ...s }) => ({
      ...s,
      jobsSent: _count.costs,
      insurance: credentials[0]
        ? { expiresOn: credentials[0].expiresOn, state: credentialState(credentials[0].expiresOn, today) }
        : null,
    })),
  };
}

export async function getSubcontractor(id: string, now: Date) {
  const s = await prisma.subcontractor.findUnique({
    where: { id },
    include: {
      credentials: { orderBy: { expiresOn: "desc" }, take: 20 },
      costs: {
        orderBy: { incurredOn: "desc" },
        take: 20,
        select: {
          id: true,
          description: true,
          amountCents: true,
          incurredOn: true,
          job: { select: { id: true, number: true, title: true } },
        },
      },
    },
  });
  if (!s) return null;
  const today = sydneyDateKey(now);
  return {
    ...s,
    credentials: s.credentials.map((c) => ({ ...c, state: credentialState(c.expiresOn, today) })),
  };
}

/** Creates (id null) or updates a subcontractor; the ABN is stored as its 11 digits. One business per ABN. */
export async function saveSubcontractor(id: string | null, input: SubcontractorInput) {
  const abn = input.abn.replace(/\D/g, "");
  const clash = await prisma.subcontractor.findFirst({
    where: { abn, ...(id ? { id: { not: id } } : {}) },
    select: { name: true },
  });
  if (clash) throw new WorkforceRefusal(`${clash.name} already has that ABN.`, "abn");
  const data = { ...input, abn };
  if (id) {
    const { count } = await prisma.subcontractor.updateMany({ where: { id }, data });
    if (count !== 1) throw new WorkforceRefusal("That subcontractor no longer exists.");
    return { id };
  }
  return prisma.subcontractor.create({ data, select: { id: true } });
}
