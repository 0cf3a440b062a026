// The crew dashboard's vessels (issue 16): only the vessels the crew member is delegated to, with their engines' hours
// and the work still to come on each.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();
let prisma: typeof import("~/utils/db.server.ts").prisma;
let crew: typeof import("~/models/crew.server.ts");

beforeAll(async () => {
  prisma = (await import("~/utils/db.server.ts")).prisma;
  crew = await import("~/models/crew.server.ts");
});

afterAll(async () => {
  await prisma?.$disconnect();
  testDb.cleanup();
});

describe("crewVessels", () => {
  it("lists delegated vessels with engines and upcoming jobs, nothing else", async () => {
    const mk = (email: string, role: string) =>
      prisma.user.create({ data: { email, fullName: email, roles: { create: { role } } } });
    const owner = await mk("owner-c@example.test", "owner");
    const deckhand = await mk("crew-c@example.test", "crew_member");
    const mine = await prisma.vessel.create({ data: { name: "Tern", type: "motor_cruiser", ownerId: owner.id } });
    await prisma.vessel.create({ data: { name: "Other", type: "motor_cruiser", ownerId: owner.id } });
    await prisma.vesselDelegate.create({ data: { vesselId: mine.id, userId: deckhand.id } });
    await prisma.engine.create({ data: { vesselId: mine.id, make: "Volvo", label: "Port", hours: 1200 } });
    const job = (number: number, status: string) =>
      prisma.job.create({
        data: {
          number,
          title: `Job ${number}`,
          status,
          vesselId: mine.id,
          customerContactName: "Owner",
          customerContactEmail: "owner-c@example.test",
        },
      });
    await job(9300, "job_scheduled");
    await job(9301, "paid");
    const list = await crew.crewVessels(deckhand.id);
    expect(list.map((v) => v.name)).toEqual(["Tern"]);
    expect(list[0]!.engines.map((e) => e.hours)).toEqual([1200]);
    expect(list[0]!.jobs.map((j) => j.number)).toEqual([9300]);
    expect(await crew.crewVessels(owner.id)).toEqual([]);
  });
});
