// Haul-outs (slipway and lift requests, SLR; issue 15, ADR 150): the vessel out of the water at a yard for
// out-of-water work. Dispatch needs a confirmed (or vessel-out) haul-out of the job covering the job's day.
import { haulOutDatesProblem, haulOutMoveProblem, type HaulOutStatus } from "~/domain/workforce.ts";
import { findPage, prisma, type Prisma, textContains } from "~/utils/db.server.ts";
import { nextCounterValue } from "./counter.server.ts";
import { WorkforceRefusal } from "./workforce.server.ts";

export interface HaulOutInput {
  vesselName: string;
  yard: string;
  method: string;
  outOn: string;
  backInOn: string;
  costCents: number;
  jobNumber?: number;
  notes: string | null;
}

function checkDates(input: HaulOutInput) {
  const problem = haulOutDatesProblem(input.outOn, input.backInOn);
  if (problem) throw new WorkforceRefusal(problem, "backInOn");
}

async function jobIdOf(tx: Prisma.TransactionClient, n: number | undefined) {
  if (!n) return null;
  const job = await tx.job.findUnique({ where: { number: n }, select: { id: true } });
  if (!job) throw new WorkforceRefusal(`There is no job #${n}.`, "jobNumber");
  return job.id;
}

export async function createHaulOut(input: HaulOutInput, actorId: string) {
  checkDates(input);
  return prisma.$transaction(async (tx) => {
    const { jobNumber, ...rest } = input;
    const jobId = await jobIdOf(tx, jobNumber);
    const number = await nextCounterValue(tx, "haul_out", 1);
    return tx.haulOut.create({
      data: { ...rest, number, jobId, createdById: actorId },
      select: { id: true, number: true },
    });
  });
}

export async function updateHaulOut(id: string, input: HaulOutInput) {
  checkDates(input);
  return prisma.$transaction(async (tx) => {
    const { jobNumber, ...rest } = input;
    const jobId = await jobIdOf(tx, jobNumber);
    const { count } = await tx.haulOut.updateMany({ where: { id }, data: { ...rest, jobId } });
    if (count !== 1) throw new WorkforceRefusal("That haul-out no longer exists.");
  });
}

export async function moveHaulOut(id: string, to: HaulOutStatus) {
  const h = await prisma.haulOut.findUnique({ where: { id }, select: { status: true, number: true } });
  if (!h) return null;
  const problem = haulOutMoveProblem(h.status, to);
  if (problem) throw new WorkforceRefusal(problem);
  const { count } = await prisma.haulOut.updateMany({ where: { id, status: h.status }, data: { status: to } });
  if (count !== 1) throw new WorkforceRefusal("Someone else changed this haul-out meanwhile. Reload and try again.");
  return { from: h.status, to, number: h.number };
}

export async function listHaulOuts(opts: { q: string; status: string; skip: number; take: number }) {
  const where: Prisma.HaulOutWhereInput = {
    AND: [
      opts.q ? { OR: [{ vesselName: textContains(opts.q) }, { yard: textContains(opts.q) }] } : {},
      opts.status === "open"
        ? { status: { in: ["requested", "confirmed", "vessel_out"] } }
        : opts.status !== "all"
          ? { status: opts.status }
          : {},
    ],
  };
  const { total, rows } = await findPage(prisma.haulOut, opts, {
    where,
    orderBy: [{ outOn: "asc" }, { number: "asc" }],
    include: { job: { select: { id: true, number: true, title: true } } },
  });
  return { total, haulOuts: rows };
}

export function getHaulOut(id: string) {
  return prisma.haulOut.findUnique({
    where: { id },
    include: { job: { select: { id: true, number: true, title: true, status: true, scheduledStartAt: true } } },
  });
}
