// The crew portal's dashboard (issue 16): the vessels a crew member is delegated to by their owners (VesselDelegate,
// issue 13), each with its engines' hour meters and the work coming up on it. Scoped by the delegation in the query.
import { prisma } from "~/utils/db.server.ts";

/** Job stages that are work still to come on a vessel. */
const UPCOMING = ["quote_accepted", "job_scheduled", "job_dispatched", "in_progress"];

export async function crewVessels(userId: string) {
  return prisma.vessel.findMany({
    where: { delegates: { some: { userId } } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: 50,
    select: {
      id: true,
      name: true,
      homeMarina: true,
      berth: true,
      owner: { select: { fullName: true } },
      engines: {
        orderBy: { createdAt: "asc" },
        take: 6,
        select: { id: true, label: true, make: true, model: true, hours: true },
      },
      jobs: {
        where: { status: { in: UPCOMING } },
        orderBy: [{ scheduledStartAt: "asc" }, { createdAt: "asc" }],
        take: 5,
        select: { id: true, number: true, title: true, status: true, scheduledStartAt: true },
      },
    },
  });
}
