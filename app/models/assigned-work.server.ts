// The jobs assigned to one person (field staff and crew dashboards): upcoming work, soonest first, and how many done.
import { prisma } from "~/utils/db.server.ts";

export async function assignedWork(userId: string) {
  const [upcoming, doneCount] = await Promise.all([
    prisma.job.findMany({
      where: { assignedStaffId: userId, status: { in: ["job_scheduled", "job_dispatched", "in_progress"] } },
      orderBy: { scheduledStartAt: "asc" },
      take: 20,
      select: {
        id: true,
        number: true,
        title: true,
        status: true,
        vesselName: true,
        locationMarina: true,
        locationAddress: true,
        scheduledStartAt: true,
        customerContactName: true,
        customerContactPhone: true,
      },
    }),
    prisma.job.count({ where: { assignedStaffId: userId, status: { in: ["completed", "invoiced", "paid"] } } }),
  ]);
  return { upcoming, doneCount };
}
