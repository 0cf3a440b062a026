// Issue 13 against a real (temporary) database: the hour meter, maintenance due from completed work, access in the
// query, and selling a boat (history goes with it, private documents and invoices stay).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  vessel: typeof import("~/models/vessel.server.ts");
  maintenance: typeof import("~/models/maintenance.server.ts");
  job: typeof import("~/models/job.server.ts");
};
let m: Mods;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    vessel: await import("~/models/vessel.server.ts"),
    maintenance: await import("~/models/maintenance.server.ts"),
    job: await import("~/models/job.server.ts"),
  };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

let n = 0;
async function user(roles: string[] = ["customer"]) {
  n += 1;
  return m.prisma.user
    .create({
      data: {
        email: `u${n}-${Date.now()}@x.example`,
        fullName: `User ${n}`,
        roles: { create: roles.map((role) => ({ role })) },
      },
      select: { id: true, email: true, fullName: true },
    })
    .then((u) => ({ ...u, roles }));
}

const form = { name: "Tern", type: "motor_yacht" as const };

describe("hour meter", () => {
  it("keeps the history, refuses a lower reading unless the meter was replaced, and only for those allowed", async () => {
    const owner = await user();
    const stranger = await user();
    const v = await m.vessel.createVessel(
      owner.id,
      form,
      { make: "Yanmar", hours: 100 },
      new Date("2026-01-01T00:00:00Z"),
    );
    const engine = await m.prisma.engine.findFirstOrThrow({ where: { vesselId: v.id } });
    const t = (d: string) => new Date(`2026-${d}T00:00:00Z`);
    await m.vessel.logEngineHours(owner, v.id, { engineId: engine.id, hours: 150, meterReplaced: false }, t("03-01"));
    await expect(
      m.vessel.logEngineHours(owner, v.id, { engineId: engine.id, hours: 120, meterReplaced: false }, t("04-01")),
    ).rejects.toThrow(/meter read 150 h last time/);
    await m.vessel.logEngineHours(owner, v.id, { engineId: engine.id, hours: 5, meterReplaced: true }, t("05-01"));
    await expect(
      m.vessel.logEngineHours(stranger, v.id, { engineId: engine.id, hours: 500, meterReplaced: false }, t("06-01")),
    ).rejects.toThrow(/Choose one of this vessel's engines/);
    const readings = await m.prisma.engineHourReading.findMany({
      where: { engineId: engine.id },
      orderBy: { readAt: "asc" },
    });
    expect(readings.map((r) => [r.hours, r.meterReplaced])).toEqual([
      [100, false],
      [150, false],
      [5, true],
    ]);
    expect((await m.prisma.engine.findUniqueOrThrow({ where: { id: engine.id } })).hours).toBe(5);
  });

  it("lets a delegated crew member log hours but not see another owner's boat", async () => {
    const owner = await user();
    const crew = await user(["crew_member"]);
    const v = await m.vessel.createVessel(owner.id, form, { make: "Yanmar", hours: 10 }, new Date());
    const engine = await m.prisma.engine.findFirstOrThrow({ where: { vesselId: v.id } });
    expect(await m.vessel.getVesselPage(crew, v.id)).toBeNull();
    await m.vessel.addDelegate(owner, v.id, crew.email);
    const page = await m.vessel.getVesselPage(crew, v.id);
    expect(page?.permissions).toMatchObject({ relation: "delegate", canSeeMoney: false, canLogHours: true });
    expect(page?.vessel.accessNotes).toBeNull();
    await m.vessel.logEngineHours(crew, v.id, { engineId: engine.id, hours: 12, meterReplaced: false }, new Date());
    expect(await m.vessel.updateVessel(crew, v.id, { ...form, name: "Renamed" })).toBeNull();
  });
});

describe("maintenance due", () => {
  it("counts from the last completed job for that service, by hours or date, whichever comes first", async () => {
    const owner = await user();
    const v = await m.vessel.createVessel(
      owner.id,
      form,
      { make: "Volvo", hours: 0 },
      new Date("2026-01-01T00:00:00Z"),
    );
    const engine = await m.prisma.engine.findFirstOrThrow({ where: { vesselId: v.id } });
    const at = (d: string) => new Date(`${d}T02:00:00Z`);
    await m.vessel.logEngineHours(
      owner,
      v.id,
      { engineId: engine.id, hours: 120, meterReplaced: false },
      at("2026-05-01"),
    );
    // The engine room was cleaned on 10 May at 120 h; hull inspected then too.
    await m.prisma.$transaction((tx) =>
      m.job.createJob(tx, {
        title: "Engine room clean and hull inspection",
        status: "completed",
        customerContactName: "O",
        customerContactEmail: owner.email,
        customerId: owner.id,
        vesselId: v.id,
        completedAt: at("2026-05-10"),
        items: [
          { name: "Engine room clean", serviceType: "engine_room_clean", quantity: 1, unitPriceCents: 1 },
          { name: "Hull inspection", serviceType: "hull_inspection", quantity: 1, unitPriceCents: 1 },
        ],
      }),
    );
    await m.vessel.logEngineHours(
      owner,
      v.id,
      { engineId: engine.id, hours: 215, meterReplaced: false },
      at("2026-08-01"),
    );
    const [due] = await m.maintenance.maintenanceFor({ id: v.id }, at("2026-08-02"));
    const by = Object.fromEntries(due!.items.map((i) => [i.serviceType, i]));
    expect(by.engine_room_clean).toMatchObject({ state: "due_soon", hoursSince: 95 });
    expect(by.hull_inspection).toMatchObject({ state: "ok", dueOn: "2026-11-10" });
    await m.vessel.logEngineHours(
      owner,
      v.id,
      { engineId: engine.id, hours: 230, meterReplaced: false },
      at("2026-08-03"),
    );
    const [later] = await m.maintenance.maintenanceFor({ id: v.id }, at("2026-11-20"));
    const byLater = Object.fromEntries(later!.items.map((i) => [i.serviceType, i]));
    expect(byLater.engine_room_clean!.state).toBe("overdue");
    expect(byLater.engine_room_clean!.reason).toMatch(/^110 h since the last engine room clean on 10 May 2026/);
    expect(byLater.hull_inspection!.state).toBe("overdue");
    // An owner's own schedule wins over the default.
    await m.vessel.setServiceInterval(owner, v.id, { serviceType: "hull_inspection", everyMonths: 12 });
    const [own] = await m.maintenance.maintenanceFor({ id: v.id }, at("2026-11-20"));
    expect(own!.items.find((i) => i.serviceType === "hull_inspection")!.state).toBe("ok");
  });
});

describe("maintenance reminders", () => {
  it("e-mail once per vessel, service and period, and not to owners who switched them off", async () => {
    const owner = await user();
    const quiet = await user();
    await m.prisma.user.update({ where: { id: quiet.id }, data: { notificationPrefs: '{"maintenanceDue":false}' } });
    const t = new Date("2026-06-01T00:00:00Z");
    const v = await m.vessel.createVessel(owner.id, { ...form, name: "Reminded" }, { make: "Volvo", hours: 212 }, t);
    await m.vessel.createVessel(quiet.id, { ...form, name: "Quiet" }, { make: "Volvo", hours: 212 }, t);
    const mine = async () =>
      (await m.maintenance.runMaintenanceReminders({ now: t })).sent.filter((s) => s.vesselId === v.id);
    const [a, b] = await Promise.all([mine(), mine()]);
    expect([...a, ...b]).toEqual([{ vesselId: v.id, services: ["engine_room_clean"] }]);
    expect(await mine()).toEqual([]);
    const mails = await m.prisma.emailMessage.findMany({ where: { to: { in: [owner.email, quiet.email] } } });
    expect(mails.map((e) => [e.to, e.subject])).toEqual([[owner.email, "Reminded: Engine Room Clean overdue"]]);
  });
});

describe("selling a boat", () => {
  it("moves the boat and its history to the buyer; private documents and delegates stay behind", async () => {
    const seller = await user();
    const buyer = await user();
    const crew = await user(["crew_member"]);
    const v = await m.vessel.createVessel(seller.id, { ...form, accessNotes: "Gate 1234" }, null, new Date());
    await m.vessel.addDelegate(seller, v.id, crew.email);
    for (const [title, priv] of [
      ["Survey", false],
      ["Insurance", true],
    ] as const) {
      await m.prisma.vesselDocument.create({
        data: {
          ownerId: seller.id,
          vesselId: v.id,
          kind: "survey",
          title,
          fileName: "x.pdf",
          contentType: "application/pdf",
          sizeBytes: 1,
          storageKey: `k-${title}-${v.id}`,
          private: priv,
        },
      });
    }
    const now = new Date();
    const started = await m.vessel.startTransfer(seller, v.id, buyer.email.toUpperCase(), now);
    expect(await m.vessel.acceptTransfer(started!.token, { id: crew.id, email: crew.email }, now)).toMatchObject({
      ok: false,
    });
    expect(await m.vessel.acceptTransfer(started!.token, buyer, now)).toMatchObject({ ok: true });
    expect(await m.vessel.acceptTransfer(started!.token, buyer, now)).toMatchObject({ ok: false });
    const after = await m.prisma.vessel.findUniqueOrThrow({ where: { id: v.id }, include: { delegates: true } });
    expect(after.ownerId).toBe(buyer.id);
    expect(after.accessNotes).toBeNull();
    expect(after.delegates).toEqual([]);
    const docs = await m.prisma.vesselDocument.findMany({
      where: { title: { in: ["Survey", "Insurance"] }, storageKey: { endsWith: v.id } },
    });
    const byTitle = Object.fromEntries(docs.map((d) => [d.title, d]));
    expect(byTitle.Survey).toMatchObject({ ownerId: buyer.id, vesselId: v.id });
    expect(byTitle.Insurance).toMatchObject({ ownerId: seller.id, vesselId: null });
    expect(await m.vessel.getVesselPage(seller, v.id)).toBeNull();
  });
});

describe("finding a vessel by what was typed", () => {
  it("matches its name, its rego, or its HIN typed with dashes and in lower case; nothing else", async () => {
    const owner = await user();
    const boat = await m.prisma.vessel.create({
      data: {
        ownerId: owner.id,
        name: "Kestrel Finder",
        type: "runabout",
        registration: "NSW-AB123",
        hin: "AUABC12345A626",
      },
      select: { id: true },
    });
    const found = async (q: string) =>
      (await m.prisma.vessel.findMany({ where: { OR: m.vessel.vesselTextMatches(q) }, select: { id: true } })).map(
        (v) => v.id,
      );
    expect(await found("kestrel")).toContain(boat.id);
    expect(await found("AB123")).toContain(boat.id);
    expect(await found("au-abc12345-a626")).toContain(boat.id);
    expect(await found("Albatross")).not.toContain(boat.id);
  });
});
