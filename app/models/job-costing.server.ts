// Job costing, profitability and overheads (issue 19, ADR 138). A job's margin is its revenue ex GST (its issued
// invoices less credit notes and refunds; the job's price until it is invoiced) less labour, materials,
// subcontractors, haul-outs and its share of the month's overheads, allocated by labour hours.
import { addDays, sydneyDateKey, sydneyWallTimeToUtc } from "~/domain/dates.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { formatCents } from "~/domain/money.ts";
import { Refusal } from "~/domain/refusal.ts";
import {
  type JobCostKind,
  type ProfitDimension,
  type Period,
  jobMargin,
  labourCostCents,
  lengthBand,
  overEstimate,
  overheadAllocation,
  overheadRatePerHour,
  periodBounds,
  type JobCostTotals,
} from "~/domain/reports.ts";
import { serviceTypeLabel } from "~/domain/service-types.ts";
import { isValidAbn } from "~/domain/invoice.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { prisma, type Prisma } from "~/utils/db.server.ts";
import { readSetting, writeSetting } from "./settings.server.ts";

export class CostingRefusal extends Refusal {}

const LABOUR_RATE_KEY = "costing.labourRateCents";
export const DEFAULT_LABOUR_RATE_CENTS = 5500;

export function defaultLabourRate(): Promise<number> {
  return readSetting<number>(
    LABOUR_RATE_KEY,
    (v) => (Number.isInteger(v) && (v as number) > 0 && (v as number) <= 100_000 ? (v as number) : null),
    DEFAULT_LABOUR_RATE_CENTS,
  );
}
export function setDefaultLabourRate(cents: number, actorId: string) {
  return writeSetting(LABOUR_RATE_KEY, cents, actorId);
}

const WORKER_ROLES = ["staff", "manager", "marine_professional", "crew_member", "service_provider", "admin"];

export function workers() {
  return prisma.user.findMany({
    where: { roles: { some: { role: { in: WORKER_ROLES } } } },
    orderBy: { fullName: "asc" },
    take: 300,
    select: { id: true, fullName: true },
  });
}

export function subcontractors() {
  return prisma.subcontractor.findMany({
    orderBy: { name: "asc" },
    take: 500,
    select: { id: true, name: true, abn: true, address: true },
  });
}

export async function addSubcontractor(input: { name: string; abn: string; address: string; email?: string | null }) {
  const abn = input.abn.replace(/\s/g, "");
  if (!isValidAbn(abn)) throw new CostingRefusal("That ABN fails the ABN checksum; check it on the ABN Lookup.", "abn");
  const existing = await prisma.subcontractor.findFirst({ where: { abn }, select: { name: true } });
  if (existing) throw new CostingRefusal(`${existing.name} already has ABN ${input.abn}.`, "abn");
  return prisma.subcontractor.create({
    data: { name: input.name.trim(), abn, address: input.address.trim(), email: input.email?.trim() || null },
    select: { id: true, name: true },
  });
}

export interface NewJobCost {
  kind: JobCostKind;
  description: string;
  /** Labour: hours in hundredths and the rate; others: the amount ex GST and the GST paid. */
  hundredthsHours?: number;
  rateCents?: number;
  amountCents?: number;
  gstCents?: number;
  workerId?: string | null;
  subcontractorId?: string | null;
  paidOn?: string | null;
  incurredOn: string;
}

export async function addJobCost(jobId: string, input: NewJobCost, actorId: string) {
  const job = await prisma.job.findUnique({ where: { id: jobId }, select: { id: true, number: true } });
  if (!job) throw new CostingRefusal("That job no longer exists.");
  let amountCents: number;
  if (input.kind === "labour") {
    if (!input.hundredthsHours || !input.rateCents)
      throw new CostingRefusal("Enter the hours worked and the cost per hour.", "hours");
    amountCents = labourCostCents(input.hundredthsHours, input.rateCents);
    if (input.workerId) {
      const worker = await prisma.user.findFirst({
        where: { id: input.workerId, roles: { some: { role: { in: WORKER_ROLES } } } },
        select: { id: true },
      });
      if (!worker) throw new CostingRefusal("Choose a worker from the list.", "workerId");
    }
  } else {
    if (!input.amountCents) throw new CostingRefusal("Enter the amount, ex GST.", "amount");
    amountCents = input.amountCents;
    if ((input.gstCents ?? 0) > amountCents)
      throw new CostingRefusal("The GST cannot be more than the amount it is on.", "gst");
  }
  if (input.kind === "subcontractor") {
    const sub = input.subcontractorId
      ? await prisma.subcontractor.findUnique({ where: { id: input.subcontractorId }, select: { id: true } })
      : null;
    if (!sub)
      throw new CostingRefusal("Choose the subcontractor (add them below first if they are new).", "subcontractorId");
  }
  const cost = await prisma.jobCost.create({
    data: {
      jobId,
      kind: input.kind,
      description: input.description.trim(),
      hundredthsHours: input.kind === "labour" ? input.hundredthsHours : null,
      rateCents: input.kind === "labour" ? input.rateCents : null,
      amountCents,
      gstCents: input.kind === "labour" ? 0 : (input.gstCents ?? 0),
      workerId: input.kind === "labour" ? (input.workerId ?? null) : null,
      subcontractorId: input.kind === "subcontractor" ? input.subcontractorId : null,
      paidAt: input.kind === "subcontractor" && input.paidOn ? sydneyWallTimeToUtc(input.paidOn, "12:00") : null,
      incurredOn: sydneyWallTimeToUtc(input.incurredOn, "12:00"),
      recordedById: actorId,
    },
    select: { id: true },
  });
  await recordAudit(null, {
    action: "job.cost_added",
    actorId,
    entityType: "job",
    entityId: jobId,
    details: { kind: input.kind, amountCents, description: input.description.trim() },
  });
  return { id: cost.id, label: `${formatCents(amountCents)} added to ${formatJobNumber(job.number)}` };
}

export async function removeJobCost(jobId: string, costId: string, actorId: string) {
  const cost = await prisma.jobCost.findFirst({
    where: { id: costId, jobId },
    select: { id: true, kind: true, amountCents: true, description: true },
  });
  if (!cost) throw new CostingRefusal("That cost was already removed.");
  await prisma.jobCost.delete({ where: { id: cost.id } });
  await recordAudit(null, {
    action: "job.cost_removed",
    actorId,
    entityType: "job",
    entityId: jobId,
    details: cost,
  });
}

// ───────────── overheads ─────────────

const monthRange = (month: string) => {
  const start = `${month}-01`;
  const [y, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
  return { gte: sydneyWallTimeToUtc(start), lt: sydneyWallTimeToUtc(next) };
};

/** For each month: its overheads, the labour hours recorded that month and the overhead rate per hour. */
export async function overheadRates(months: readonly string[]) {
  if (months.length === 0)
    return new Map<string, { overheadCents: number; labourHundredths: number; ratePerHourCents: number | null }>();
  const sorted = [...months].sort();
  // One sum per month on the (kind, incurredOn) index: a year of labour entries is never loaded.
  const [overheads, hours] = await Promise.all([
    prisma.overhead.groupBy({ by: ["month"], where: { month: { in: sorted } }, _sum: { amountCents: true } }),
    Promise.all(
      sorted.map((m) =>
        prisma.jobCost
          .aggregate({ where: { kind: "labour", incurredOn: monthRange(m) }, _sum: { hundredthsHours: true } })
          .then((a) => [m, a._sum.hundredthsHours ?? 0] as const),
      ),
    ).then((pairs) => new Map(pairs)),
  ]);
  const out = new Map<string, { overheadCents: number; labourHundredths: number; ratePerHourCents: number | null }>();
  for (const m of sorted) {
    const overheadCents = overheads.find((o) => o.month === m)?._sum.amountCents ?? 0;
    const labourHundredths = hours.get(m) ?? 0;
    out.set(m, {
      overheadCents,
      labourHundredths,
      ratePerHourCents: overheadRatePerHour(overheadCents, labourHundredths),
    });
  }
  return out;
}

export function overheadsOf(months: readonly string[]) {
  return prisma.overhead.findMany({
    where: { month: { in: [...months] } },
    orderBy: [{ month: "desc" }, { category: "asc" }, { createdAt: "asc" }],
    take: 1000,
    select: { id: true, month: true, category: true, description: true, amountCents: true },
  });
}

export async function addOverhead(
  input: { month: string; category: string; description: string; amountCents: number },
  actorId: string,
) {
  const row = await prisma.overhead.create({
    data: { ...input, description: input.description.trim(), recordedById: actorId },
    select: { id: true },
  });
  await recordAudit(null, {
    action: "overhead.added",
    actorId,
    entityType: "overhead",
    entityId: row.id,
    details: input,
  });
}

export async function removeOverhead(id: string, actorId: string) {
  const row = await prisma.overhead.findUnique({ where: { id } });
  if (!row) throw new CostingRefusal("That overhead was already removed.");
  await prisma.overhead.delete({ where: { id } });
  await recordAudit(null, {
    action: "overhead.removed",
    actorId,
    entityType: "overhead",
    entityId: id,
    details: { month: row.month, category: row.category, amountCents: row.amountCents },
  });
}

// ───────────── job margins ─────────────

export interface JobProfit extends JobCostTotals {
  id: string;
  number: number;
  title: string;
  customerKey: string;
  customerName: string;
  serviceKey: string;
  serviceLabel: string;
  vesselGroup: string;
  worker: string;
  month: string;
  invoiced: boolean;
  costCents: number;
  marginCents: number;
  marginBp: number | null;
  estimatedMinutes: number | null;
  actualHundredths: number;
  overrun: boolean;
}

const DONE = ["completed", "invoiced", "paid"];

/** Margins of jobs (by a job filter): every figure from grouped queries, joined here. */
async function jobProfits(where: Prisma.JobWhereInput): Promise<JobProfit[]> {
  const liveInvoice = { status: { notIn: ["draft", "void"] } };
  const [jobs, items, costs, labour, revenue, creditNotes, refunds] = await Promise.all([
    prisma.job.findMany({
      where,
      select: {
        id: true,
        number: true,
        title: true,
        customerId: true,
        customerContactName: true,
        customerContactEmail: true,
        vesselType: true,
        vesselLengthMetres: true,
        serviceCategory: true,
        durationMinutes: true,
        subtotalCents: true,
        totalCents: true,
        taxCents: true,
        completedAt: true,
        updatedAt: true,
        assignedStaff: { select: { fullName: true } },
      },
    }),
    prisma.jobItem.findMany({ where: { job: where }, select: { jobId: true, serviceType: true, totalCents: true } }),
    prisma.jobCost.groupBy({
      by: ["jobId", "kind"],
      where: { job: where },
      _sum: { amountCents: true, hundredthsHours: true },
    }),
    prisma.jobCost.findMany({
      where: { kind: "labour", job: where },
      select: { jobId: true, hundredthsHours: true, incurredOn: true },
    }),
    prisma.invoice.groupBy({
      by: ["jobId"],
      where: { ...liveInvoice, job: where },
      _sum: { totalCents: true, gstCents: true },
    }),
    prisma.invoiceCredit.findMany({
      where: { sourceType: "credit_note", invoice: { ...liveInvoice, job: where } },
      select: { amountCents: true, invoice: { select: { jobId: true, totalCents: true, gstCents: true } } },
    }),
    prisma.invoiceRefund.findMany({
      where: { invoice: { ...liveInvoice, job: where } },
      select: { amountCents: true, gstCents: true, invoice: { select: { jobId: true } } },
    }),
  ]);
  const months = new Set<string>();
  for (const l of labour) months.add(sydneyDateKey(l.incurredOn).slice(0, 7));
  const rates = await overheadRates([...months]);

  const primary = new Map<string, { serviceType: string | null; totalCents: number }>();
  for (const it of items) {
    const cur = primary.get(it.jobId);
    if (!cur || it.totalCents > cur.totalCents) primary.set(it.jobId, it);
  }
  const costBy = new Map<string, Record<string, { amount: number; hours: number }>>();
  for (const c of costs) {
    const m = costBy.get(c.jobId) ?? {};
    m[c.kind] = { amount: c._sum.amountCents ?? 0, hours: c._sum.hundredthsHours ?? 0 };
    costBy.set(c.jobId, m);
  }
  const overheadBy = new Map<string, number>();
  for (const l of labour) {
    const rate = rates.get(sydneyDateKey(l.incurredOn).slice(0, 7))?.ratePerHourCents ?? null;
    overheadBy.set(l.jobId, (overheadBy.get(l.jobId) ?? 0) + overheadAllocation(l.hundredthsHours ?? 0, rate));
  }
  const revenueBy = new Map<string, number>();
  for (const r of revenue) if (r.jobId) revenueBy.set(r.jobId, (r._sum.totalCents ?? 0) - (r._sum.gstCents ?? 0));
  for (const c of creditNotes) {
    const id = c.invoice.jobId!;
    const gst = Math.round((c.amountCents * c.invoice.gstCents) / (c.invoice.totalCents || 1));
    revenueBy.set(id, (revenueBy.get(id) ?? 0) - (c.amountCents - gst));
  }
  for (const r of refunds) {
    const id = r.invoice.jobId!;
    revenueBy.set(id, (revenueBy.get(id) ?? 0) - (r.amountCents - r.gstCents));
  }

  return jobs.map((j) => {
    const c = costBy.get(j.id) ?? {};
    const invoiced = revenueBy.has(j.id);
    const revenueCents = invoiced ? revenueBy.get(j.id)! : j.totalCents - j.taxCents;
    const totals = {
      revenueCents,
      labourCents: c.labour?.amount ?? 0,
      materialsCents: c.materials?.amount ?? 0,
      subcontractorCents: c.subcontractor?.amount ?? 0,
      haulOutCents: c.haul_out?.amount ?? 0,
      overheadCents: overheadBy.get(j.id) ?? 0,
    };
    const p = primary.get(j.id);
    const actualHundredths = c.labour?.hours ?? 0;
    return {
      id: j.id,
      number: j.number,
      title: j.title,
      customerKey: j.customerId ?? j.customerContactEmail.toLowerCase(),
      customerName: j.customerContactName,
      serviceKey: p?.serviceType ?? j.serviceCategory ?? "other",
      serviceLabel: p?.serviceType
        ? serviceTypeLabel(p.serviceType)
        : j.serviceCategory
          ? serviceTypeLabel(j.serviceCategory)
          : "Other work",
      vesselGroup: `${j.vesselType ? serviceTypeLabel(j.vesselType) : "Vessel type unknown"} · ${lengthBand(j.vesselLengthMetres)}`,
      worker: j.assignedStaff?.fullName ?? "Unassigned",
      month: sydneyDateKey(j.completedAt ?? j.updatedAt).slice(0, 7),
      invoiced,
      ...totals,
      ...jobMargin(totals),
      estimatedMinutes: j.durationMinutes,
      actualHundredths,
      overrun: overEstimate(j.durationMinutes, actualHundredths),
    };
  });
}

export interface ProfitRollup {
  key: string;
  label: string;
  jobs: number;
  revenueCents: number;
  costCents: number;
  marginCents: number;
  marginBp: number | null;
}

const byMargin = (a: { marginBp: number | null; marginCents: number }, b: typeof a) =>
  (a.marginBp ?? Number.MAX_SAFE_INTEGER) - (b.marginBp ?? Number.MAX_SAFE_INTEGER) || a.marginCents - b.marginCents;

/**
 * Profitability of the jobs finished in a period: the jobs (least profitable first), a roll-up by one dimension,
 * estimated against actual hours per service type, and the jobs that ran more than 25 % over their estimate.
 */
export async function profitability(p: Period, by: ProfitDimension, opts: { skip: number; take: number }) {
  const { start, end } = periodBounds(p);
  const jobs = await jobProfits({ status: { in: DONE }, completedAt: { gte: start, lt: end } });
  const keyOf = (j: JobProfit): [string, string] =>
    by === "service"
      ? [j.serviceKey, j.serviceLabel]
      : by === "customer"
        ? [j.customerKey, j.customerName]
        : by === "vessel"
          ? [j.vesselGroup, j.vesselGroup]
          : by === "worker"
            ? [j.worker, j.worker]
            : [j.month, j.month];
  const groups = new Map<string, ProfitRollup>();
  for (const j of jobs) {
    const [key, label] = keyOf(j);
    const g = groups.get(key) ?? { key, label, jobs: 0, revenueCents: 0, costCents: 0, marginCents: 0, marginBp: null };
    g.jobs += 1;
    g.revenueCents += j.revenueCents;
    g.costCents += j.costCents;
    g.marginCents += j.marginCents;
    groups.set(key, g);
  }
  const rollup = [...groups.values()]
    .map((g) => ({ ...g, marginBp: g.revenueCents > 0 ? Math.round((g.marginCents * 10_000) / g.revenueCents) : null }))
    .sort(byMargin);

  const hours = new Map<
    string,
    { label: string; jobs: number; estimatedMinutes: number; actualHundredths: number; overruns: number }
  >();
  for (const j of jobs) {
    if (j.actualHundredths === 0) continue;
    const h = hours.get(j.serviceKey) ?? {
      label: j.serviceLabel,
      jobs: 0,
      estimatedMinutes: 0,
      actualHundredths: 0,
      overruns: 0,
    };
    h.jobs += 1;
    h.estimatedMinutes += j.estimatedMinutes ?? 0;
    h.actualHundredths += j.actualHundredths;
    if (j.overrun) h.overruns += 1;
    hours.set(j.serviceKey, h);
  }
  const sortedJobs = [...jobs].sort(byMargin);
  const totals = jobs.reduce(
    (a, j) => ({
      revenueCents: a.revenueCents + j.revenueCents,
      costCents: a.costCents + j.costCents,
      marginCents: a.marginCents + j.marginCents,
    }),
    { revenueCents: 0, costCents: 0, marginCents: 0 },
  );
  return {
    totals: {
      ...totals,
      jobs: jobs.length,
      marginBp: totals.revenueCents > 0 ? Math.round((totals.marginCents * 10_000) / totals.revenueCents) : null,
    },
    rollup,
    hours: [...hours.values()].sort((a, b) => b.jobs - a.jobs),
    overruns: sortedJobs.filter((j) => j.overrun).slice(0, 50),
    overrunCount: jobs.filter((j) => j.overrun).length,
    jobs: sortedJobs.slice(opts.skip, opts.skip + opts.take),
    jobCount: jobs.length,
  };
}

/** One job's costing: its margin and every cost recorded on it. */
export async function jobCosting(jobId: string) {
  const [profit] = await jobProfits({ id: jobId });
  if (!profit) return null;
  const costs = await prisma.jobCost.findMany({
    where: { jobId },
    orderBy: [{ incurredOn: "asc" }, { createdAt: "asc" }],
    select: {
      id: true,
      kind: true,
      description: true,
      hundredthsHours: true,
      rateCents: true,
      amountCents: true,
      gstCents: true,
      incurredOn: true,
      paidAt: true,
      worker: { select: { fullName: true } },
      subcontractor: { select: { name: true } },
    },
  });
  return { ...profit, costs };
}

export async function findJobByNumber(n: number) {
  return prisma.job.findUnique({ where: { number: n }, select: { id: true } });
}

/** Today in Sydney, and the month before, for forms' defaults. */
export function costDefaults(now: Date) {
  const today = sydneyDateKey(now);
  return { today, lastMonth: addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7) };
}
