import { prisma } from "~/utils/db.server.ts";

/** What an owner or customer sees on their dashboards: their vessels and their jobs. */
export async function getOwnerOverview(userId: string) {
  const [vessels, jobs, jobCount] = await Promise.all([
    prisma.vessel.findMany({
      where: { ownerId: userId },
      orderBy: { name: "asc" },
      take: 50,
      select: {
        id: true,
        name: true,
        type: true,
        lengthMetres: true,
        year: true,
        make: true,
        model: true,
        homeMarina: true,
        berth: true,
      },
    }),
    prisma.job.findMany({
      where: { customerId: userId },
      orderBy: { updatedAt: "desc" },
      take: 5,
      select: {
        id: true,
        number: true,
        title: true,
        status: true,
        vesselName: true,
        scheduledStartAt: true,
        totalCents: true,
        updatedAt: true,
      },
    }),
    prisma.job.count({ where: { customerId: userId } }),
  ]);
  return { vessels, jobs, jobCount };
}
