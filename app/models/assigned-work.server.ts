// The jobs assigned to one person (field staff and crew dashboards): upcoming work, soonest first, and how many done.
import { prisma } from "~/utils/db.server.ts";
import { fieldJobSelect, OPEN_FOR_WORKER } from "./field-work.server.ts";

export async function assignedWork(userId: string) {
  const [upcoming, doneCount] = await Promise.all([
    prisma.job.findMany({
      where: { assignedStaffId: userId, status: { in: OPEN_FOR_WORKER } },
      orderBy: { scheduledStartAt: "asc" },
      take: 20,
      select: {
        ...fieldJobSelect,
        customerContactName: true,
        customerContactPhone: true,
      },
    }),
    prisma.job.count({ where: { assignedStaffId: userId, status: { in: ["completed", "invoiced", "paid"] } } }),
  ]);
  return { upcoming, doneCount };
}
