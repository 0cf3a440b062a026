// Fleet accounts against a real database (issue 17, ADR 171): create and edit (audited with before and after),
// members (an existing account, or invited), vessels (one fleet each), the list's search by a vessel's HIN, the
// consolidated statement over the fleet's invoices, its e-mail once per month by the schedule, the hub search, and a
// manager opening the fleet's invoices in the owner portal (404 for skippers and everyone else).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  fleets: typeof import("~/models/fleet-accounts.server.ts");
  statements: typeof import("~/models/fleet-statements.server.ts");
  hub: typeof import("~/models/hub.server.ts");
  vessels: typeof import("~/models/vessel.server.ts");
  invoices: typeof import("~/models/invoice-queries.server.ts");
  domain: typeof import("~/domain/fleet.ts");
  hubDomain: typeof import("~/domain/hub.ts");
};
let m: Mods;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    fleets: await import("~/models/fleet-accounts.server.ts"),
    statements: await import("~/models/fleet-statements.server.ts"),
    hub: await import("~/models/hub.server.ts"),
    vessels: await import("~/models/vessel.server.ts"),
    invoices: await import("~/models/invoice-queries.server.ts"),
    domain: await import("~/domain/fleet.ts"),
    hubDomain: await import("~/domain/hub.ts"),
  };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

let n = 0;
async function ownerWithVessel(hin: string) {
  n += 1;
  return m.prisma.user.create({
    data: {
      email: `fleet-owner${n}@x.example`,
      fullName: `Fleet Owner ${n}`,
      roles: { create: [{ role: "owner" }] },
      vessels: { create: [{ name: `Charter Boat ${n}`, type: "catamaran", hin }] },
    },
    select: { id: true, email: true, vessels: { select: { id: true, name: true } } },
  });
}

async function admin() {
  return m.prisma.user.create({
    data: { email: `fleet-admin${++n}@x.example`, fullName: "Ada Admin", roles: { create: [{ role: "admin" }] } },
    select: { id: true },
  });
}

/** An issued invoice for a vessel's job, with payments. */
async function vesselInvoice(o: {
  vesselId: string;
  total: number;
  issued: Date;
  payments?: { amount: number; at: Date }[];
}) {
  n += 1;
  const job = await m.prisma.job.create({
    data: {
      number: 700_000 + n,
      title: "Hull clean",
      customerContactName: "Skipper",
      customerContactEmail: "skipper@x.example",
      vesselId: o.vesselId,
    },
    select: { id: true },
  });
  const paid = (o.payments ?? []).reduce((a, p) => a + p.amount, 0);
  return m.prisma.invoice.create({
    data: {
      number: 800_000 + n,
      status: paid >= o.total ? "paid" : paid > 0 ? "part_paid" : "sent",
      publicToken: `fleet-tok-${n}`,
      jobId: job.id,
      customerName: "Skipper",
      customerEmail: "skipper@x.example",
      businessName: "Bosun Marine",
      businessAbn: "51824753556",
      subtotalCents: o.total - Math.round(o.total / 11),
      gstCents: Math.round(o.total / 11),
      totalCents: o.total,
      paidCents: paid,
      outstandingCents: o.total - paid,
      issuedAt: o.issued,
      dueAt: new Date(o.issued.getTime() + 14 * 86_400_000),
      paidAt: paid >= o.total ? o.payments![o.payments!.length - 1]!.at : null,
      payments: {
        create: (o.payments ?? []).map((p) => ({ amountCents: p.amount, method: "bank_transfer", receivedAt: p.at })),
      },
    },
    select: { id: true, number: true },
  });
}

const input = (over: Record<string, unknown> = {}) =>
  m.domain.fleetAccountSchema.parse({
    name: "Harbour Charters",
    kind: "charter_fleet",
    abn: "51 824 753 556",
    billingName: "Accounts Team",
    billingEmail: "accounts@harbour.example",
    paymentTermsDays: 30,
    ...over,
  });

describe("fleet accounts", () => {
  it("creates and edits an account, auditing the change with what it was before", async () => {
    const actor = await admin();
    const fleet = await m.fleets.createFleetAccount(input(), actor.id);
    const { changed } = await m.fleets.updateFleetAccount(
      fleet.id,
      input({ paymentTermsDays: 14, statementByEmail: true }),
      actor.id,
    );
    expect(changed.sort()).toEqual(["paymentTermsDays", "statementByEmail"]);
    const audit = await m.fleets.fleetAudit(fleet.id);
    expect(audit.map((a) => a.action).sort()).toEqual(["fleet.created", "fleet.updated"]);
    expect(JSON.parse(audit.find((a) => a.action === "fleet.updated")!.details!)).toEqual({
      before: { paymentTermsDays: 30, statementByEmail: false },
      after: { paymentTermsDays: 14, statementByEmail: true },
    });
    expect(
      (await m.fleets.updateFleetAccount(fleet.id, input({ paymentTermsDays: 14, statementByEmail: true }), actor.id))
        .changed,
    ).toEqual([]);
  });

  it("adds an existing account and invites a new one, refuses a second membership and a nameless invite", async () => {
    const fleet = await m.fleets.createFleetAccount(input({ name: "Pittwater Yacht Club", kind: "yacht_club" }), null);
    const owner = await ownerWithVessel("AUSMEM00001A606");
    const added = await m.fleets.addFleetMember(fleet.id, { email: owner.email, role: "manager" }, null);
    expect(added.invited).toBe(false);
    const invited = await m.fleets.addFleetMember(
      fleet.id,
      { email: "new.skipper@x.example", fullName: "New Skipper", role: "skipper" },
      null,
    );
    expect(invited.invited).toBe(true);
    const roles = await m.prisma.userRole.findMany({ where: { userId: invited.user.id } });
    expect(roles.map((r) => r.role)).toEqual(["owner"]);
    await expect(m.fleets.addFleetMember(fleet.id, { email: owner.email, role: "skipper" }, null)).rejects.toThrow(
      /already a member/,
    );
    await expect(
      m.fleets.addFleetMember(fleet.id, { email: "nobody@x.example", role: "skipper" }, null),
    ).rejects.toMatchObject({ field: "fullName" });
    await m.fleets.setFleetMemberRole(fleet.id, invited.user.id, "manager", null);
    await m.fleets.removeFleetMember(fleet.id, owner.id, null);
    const got = await m.fleets.getFleetAccount(fleet.id);
    expect(got?.members.map((x) => [x.user.email, x.role])).toEqual([["new.skipper@x.example", "manager"]]);
  });

  it("links a vessel to one fleet only and finds the fleet by that vessel's HIN typed with dashes", async () => {
    const a = await m.fleets.createFleetAccount(input({ name: "Sydney Sail Hire" }), null);
    const b = await m.fleets.createFleetAccount(input({ name: "Other Club", kind: "boat_club" }), null);
    const owner = await ownerWithVessel("AUSLNK00001B707");
    const vessel = owner.vessels[0]!;
    const found = await m.fleets.findVesselsToLink("aus-lnk00001");
    expect(found.map((v) => v.id)).toEqual([vessel.id]);
    await m.fleets.linkFleetVessel(a.id, vessel.id, null);
    await expect(m.fleets.linkFleetVessel(b.id, vessel.id, null)).rejects.toThrow(/belongs to Sydney Sail Hire/);
    const list = await m.fleets.listFleetAccounts(m.domain.parseFleetFilters(new URLSearchParams("q=aus-lnk00001")), {
      skip: 0,
      take: 25,
    });
    expect(list.fleets.map((f) => f.id)).toEqual([a.id]);
    expect(list.total).toBe(1);
    // A skipper of the fleet sees the vessel (not its money) and lists it among their organisations' vessels.
    const skipper = await m.fleets.addFleetMember(
      a.id,
      { email: `skipper${n}@x.example`, fullName: "Sam Skipper", role: "skipper" },
      null,
    );
    const viewer = { id: skipper.user.id, roles: ["owner"] };
    const page = await m.vessels.getVesselPage(viewer, vessel.id);
    expect(page?.permissions).toMatchObject({ relation: "fleet_skipper", canSeeMoney: false });
    expect(page?.invoices).toEqual([]);
    expect((await m.fleets.listFleetVesselsFor(skipper.user.id)).map((v) => v.id)).toEqual([vessel.id]);
    await m.fleets.unlinkFleetVessel(a.id, vessel.id, null);
    expect(await m.vessels.getVesselPage(viewer, vessel.id)).toBeNull();
    await m.fleets.linkFleetVessel(b.id, vessel.id, null);
    expect((await m.fleets.getFleetAccount(b.id))?.vessels).toHaveLength(1);
  });
});

describe("consolidated statements", () => {
  it("sums every invoice of the fleet's vessels for the month, with the opening balance, and ignores other vessels", async () => {
    const fleet = await m.fleets.createFleetAccount(
      input({ name: "Statement Fleet", billingEmail: "statements@fleet.example", statementByEmail: true }),
      null,
    );
    const one = await ownerWithVessel("AUSSTA00001C808");
    const two = await ownerWithVessel("AUSSTA00002C808");
    const outsider = await ownerWithVessel("AUSSTA00003C808");
    await m.fleets.linkFleetVessel(fleet.id, one.vessels[0]!.id, null);
    await m.fleets.linkFleetVessel(fleet.id, two.vessels[0]!.id, null);
    // October: 500.00 issued, 200.00 paid in October → 300.00 opening; paid off in November.
    await vesselInvoice({
      vesselId: one.vessels[0]!.id,
      total: 50_000,
      issued: new Date("2026-10-10T00:00:00Z"),
      payments: [
        { amount: 20_000, at: new Date("2026-10-15T00:00:00Z") },
        { amount: 30_000, at: new Date("2026-11-02T00:00:00Z") },
      ],
    });
    // Settled in September: not even loaded.
    await vesselInvoice({
      vesselId: two.vessels[0]!.id,
      total: 10_000,
      issued: new Date("2026-09-01T00:00:00Z"),
      payments: [{ amount: 10_000, at: new Date("2026-09-03T00:00:00Z") }],
    });
    const nov1 = await vesselInvoice({
      vesselId: one.vessels[0]!.id,
      total: 99_000,
      issued: new Date("2026-11-10T00:00:00Z"),
    });
    const nov2 = await vesselInvoice({
      vesselId: two.vessels[0]!.id,
      total: 33_000,
      issued: new Date("2026-11-11T00:00:00Z"),
    });
    await vesselInvoice({ vesselId: outsider.vessels[0]!.id, total: 77_700, issued: new Date("2026-11-12T00:00:00Z") });

    const s = await m.statements.fleetStatement(fleet.id, "2026-11");
    expect(s?.statement.openingCents).toBe(30_000);
    expect(s?.statement.invoicedCents).toBe(132_000);
    expect(s?.statement.receivedCents).toBe(30_000);
    expect(s?.statement.closingCents).toBe(132_000);
    expect(s?.statement.open.map((o) => o.number).sort()).toEqual([nov1.number, nov2.number].sort());

    // The schedule e-mails last month's statement once, with the PDF, however often it runs.
    const now = new Date("2026-12-01T00:00:00Z"); // 1 December, 11:00 in Sydney
    const first = await m.statements.runFleetStatements({ now });
    expect(first).toMatchObject({ month: "2026-11" });
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const again = await m.statements.runFleetStatements({ now });
    expect(again.checked).toBe(0);
    const mails = await m.prisma.emailMessage.findMany({ where: { to: "statements@fleet.example" } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Statement Fleet: statement for Nov 2026");
    expect(JSON.parse(mails[0]!.attachments!)[0]).toMatchObject({ filename: "statement-2026-11.pdf" });
    const sends = await m.statements.fleetStatementSends(fleet.id);
    expect(sends.map((x) => [x.period, x.trigger, x.closingCents])).toEqual([["2026-11", "schedule", 132_000]]);
  });
});

describe("the hub", () => {
  it("finds an invoice by its number, a vessel by HIN and a customer by name, grouped", async () => {
    const owner = await ownerWithVessel("AUSHUB00001D909");
    const inv = await vesselInvoice({
      vesselId: owner.vessels[0]!.id,
      total: 12_300,
      issued: new Date("2026-11-01T00:00:00Z"),
    });
    const byNumber = await m.hub.hubSearch(m.hubDomain.parseHubQuery(`INV-${inv.number}`));
    expect(byNumber.invoices.map((i) => i.id)).toEqual([inv.id]);
    expect(byNumber.customers).toEqual([]);
    const byHin = await m.hub.hubSearch(m.hubDomain.parseHubQuery("aus-hub00001"));
    expect(byHin.vessels.map((v) => v.id)).toEqual([owner.vessels[0]!.id]);
    const byName = await m.hub.hubSearch(m.hubDomain.parseHubQuery(owner.email));
    expect(byName.customers.map((c) => c.id)).toEqual([owner.id]);
    const today = await m.hub.hubToday(new Date("2026-11-26T01:00:00Z"));
    expect(today.overdue).toBeGreaterThanOrEqual(1);
  });
});

describe("a fleet manager's invoices in the owner portal", () => {
  it("lists and opens the fleet's vessels' invoices for a manager only, while the account is active", async () => {
    const fleet = await m.fleets.createFleetAccount(input({ name: "Manly Charter Co" }), null);
    const boatOwner = await ownerWithVessel("AUSMGR00001C808");
    const outsider = await ownerWithVessel("AUSMGR00002C808");
    await m.fleets.linkFleetVessel(fleet.id, boatOwner.vessels[0]!.id, null);
    const manager = await m.fleets.addFleetMember(
      fleet.id,
      { email: "fleet.manager@x.example", fullName: "Fleet Manager", role: "manager" },
      null,
    );
    const skipper = await m.fleets.addFleetMember(
      fleet.id,
      { email: "fleet.skipper@x.example", fullName: "Fleet Skipper", role: "skipper" },
      null,
    );
    const issued = new Date("2026-11-03T00:00:00Z");
    const fleetInvoice = await vesselInvoice({ vesselId: boatOwner.vessels[0]!.id, total: 55_000, issued });
    const otherInvoice = await vesselInvoice({ vesselId: outsider.vessels[0]!.id, total: 11_000, issued });
    const draft = await vesselInvoice({ vesselId: boatOwner.vessels[0]!.id, total: 2_200, issued });
    await m.prisma.invoice.update({ where: { id: draft.id }, data: { status: "draft" } });

    const opens = async (userId: string, invoiceId: string) =>
      !!(await m.prisma.invoice.findFirst({
        where: { AND: [{ id: invoiceId }, await m.invoices.ownerInvoiceWhere(userId)] },
        select: { id: true },
      }));
    const list = await m.invoices.listOwnerInvoices(manager.user.id, { skip: 0, take: 20 });
    expect(list.invoices.map((i) => i.id)).toEqual([fleetInvoice.id]);
    expect(list.total).toBe(1);
    expect(list.owingCents).toBe(55_000);
    expect(await opens(manager.user.id, fleetInvoice.id)).toBe(true);
    expect(await opens(manager.user.id, otherInvoice.id)).toBe(false);
    expect(await opens(manager.user.id, draft.id)).toBe(false);
    // A skipper sees the vessels but no invoices; someone outside the fleet sees only their own.
    expect(await opens(skipper.user.id, fleetInvoice.id)).toBe(false);
    expect((await m.invoices.listOwnerInvoices(skipper.user.id, { skip: 0, take: 20 })).total).toBe(0);
    expect(await opens(outsider.id, fleetInvoice.id)).toBe(false);

    await m.fleets.setFleetArchived(fleet.id, true, null, new Date("2026-11-27T00:00:00Z"));
    expect(await opens(manager.user.id, fleetInvoice.id)).toBe(false);
    expect((await m.invoices.listOwnerInvoices(manager.user.id, { skip: 0, take: 20 })).total).toBe(0);
  });
});
