// The test-data manager's job set (spec §7/§9): created through createJob, found by the marker in the
// description AND the 'test_data' source, so real jobs are never touched.
import { TEST_DATA_MARKER, TEST_DATA_SOURCE, buildTestJobs, type RandomSource } from "~/domain/test-data.ts";
import { prisma, type Prisma } from "~/utils/db.server.ts";
import { createJob, jobRefSelect } from "./job.server.ts";

export const testDataWhere: Prisma.JobWhereInput = {
  source: TEST_DATA_SOURCE,
  description: { contains: TEST_DATA_MARKER },
};

export async function createTestData(opts: { actorId: string; random?: RandomSource; now: Date }) {
  const jobs = buildTestJobs(opts.random ?? Math.random, opts.now);
  return prisma.$transaction(async (tx) => {
    const created: { id: string; number: number }[] = [];
    for (const j of jobs) {
      const job = await createJob(tx, {
        title: j.title,
        description: j.description,
        status: j.status,
        priority: j.priority,
        source: TEST_DATA_SOURCE,
        serviceCategory: j.serviceCategory,
        customerContactName: j.customerContactName,
        customerContactEmail: j.customerContactEmail,
        customerContactPhone: j.customerContactPhone,
        vesselName: j.vesselName,
        vesselType: j.vesselType,
        vesselLengthMetres: j.vesselLengthMetres,
        vesselYear: j.vesselYear,
        locationAddress: j.locationAddress,
        locationMarina: j.locationMarina,
        locationAccessType: j.locationAccessType,
        scheduledStartAt: j.scheduledStartAt,
        scheduledEndAt: j.scheduledEndAt,
        durationMinutes: j.durationMinutes,
        completedAt: j.completedAt,
        items: [
          {
            name: j.title.split(" — ")[0]!,
            description: j.description.replace(`${TEST_DATA_MARKER} `, ""),
            quantity: 1,
            unitPriceCents: j.subtotalCents,
          },
        ],
        actorId: opts.actorId,
      });
      created.push({ id: job.id, number: job.number });
    }
    return created;
  });
}

export async function countTestData() {
  return prisma.job.count({ where: testDataWhere });
}

export async function listTestData(take = 100) {
  return prisma.job.findMany({
    where: testDataWhere,
    orderBy: [{ createdAt: "desc" }, { number: "desc" }],
    take,
    select: {
      ...jobRefSelect,
      priority: true,
      subtotalCents: true,
      totalCents: true,
      scheduledStartAt: true,
      createdAt: true,
    },
  });
}

export async function deleteTestData() {
  // Items and events cascade with the job; quotes keep their row with the job link cleared.
  const { count } = await prisma.job.deleteMany({ where: testDataWhere });
  return count;
}
