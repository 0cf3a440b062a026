// The back-office customer model against a real database (issue 17): the list finds a customer by a HIN typed with
// dashes; duplicates by phone and HIN; a merge moves every record in one transaction and deletes the other account;
// a merge is refused when both have a password login.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  admin: typeof import("~/models/customer-admin.server.ts");
  domain: typeof import("~/domain/customers.ts");
};
let m: Mods;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    admin: await import("~/models/customer-admin.server.ts"),
    domain: await import("~/domain/customers.ts"),
  };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

const now = new Date("2026-11-26T01:00:00Z");
let n = 0;
async function person(opts: { phone?: string; hin?: string; password?: boolean; role?: string } = {}) {
  n += 1;
  return m.prisma.user.create({
    data: {
      email: `dup${n}-${Date.now()}@x.example`,
      fullName: `Dup Person ${n}`,
      phone: opts.phone ?? null,
      roles: { create: [{ role: opts.role ?? "customer" }] },
      ...(opts.password ? { password: { create: { hash: "scrypt$x" } } } : {}),
      ...(opts.hin ? { vessels: { create: [{ name: `Boat ${n}`, type: "runabout", hin: opts.hin }] } } : {}),
    },
    select: { id: true, email: true },
  });
}

describe("the customer list", () => {
  it("finds a customer by their vessel's HIN typed in lower case with dashes, and counts the same set", async () => {
    const c = await person({ hin: "AUSQQQ11122B707" });
    const f = m.domain.parseCustomerFilters(new URLSearchParams("q=aus-qqq11122-b707"));
    const { total, customers } = await m.admin.listCustomersForAdmin(f, { skip: 0, take: 25 }, now);
    expect(total).toBe(1);
    expect(customers.map((x) => x.id)).toEqual([c.id]);
    const batch = await m.admin.customerExportBatch(m.admin.customerWhere(f, now), null, 10);
    expect(batch.map((x) => x.id)).toEqual([c.id]);
  });

  it("counts each row's vessels and jobs for that page, and says the total is exact under the cap", async () => {
    const c = await person({ hin: "AUSCNT00001D808" });
    await m.prisma.vessel.create({ data: { name: "Second", type: "runabout", ownerId: c.id } });
    for (const k of [1, 2, 3])
      await m.prisma.job.create({
        data: {
          number: 910_000 + k,
          title: "Polish",
          customerId: c.id,
          customerContactName: "C",
          customerContactEmail: c.email,
        },
      });
    const f = m.domain.parseCustomerFilters(new URLSearchParams("q=AUSCNT00001D808"));
    const { total, capped, customers } = await m.admin.listCustomersForAdmin(f, { skip: 0, take: 25 }, now);
    expect({ total, capped }).toEqual({ total: 1, capped: false });
    expect(customers[0]?._count).toEqual({ vessels: 2, jobsAsCustomer: 3 });
  });
});

describe("duplicates and merging", () => {
  it("pairs accounts sharing a phone or a HIN and merges every record into the kept one", async () => {
    const keep = await person({ phone: "0499 111 222", password: true });
    const other = await person({ phone: "0499 111 222", hin: "AUSDUP00001C606", role: "owner" });
    await m.prisma.job.create({
      data: {
        number: 900_000 + n,
        title: "Hull clean",
        customerId: other.id,
        customerContactName: "Dup",
        customerContactEmail: other.email,
      },
    });
    await m.admin.addCustomerNote(other.id, keep.id, "Call first");
    const pairs = await m.admin.findDuplicateCustomers();
    const pair = pairs.find((p) => p.keep.id === keep.id && p.merge.id === other.id);
    expect(pair?.reasons).toEqual(["phone"]);

    const result = await m.admin.mergeCustomers(keep.id, other.id);
    expect(result.moved).toMatchObject({ vessels: 1, jobs: 1, notes: 1 });
    expect(await m.prisma.user.findUnique({ where: { id: other.id } })).toBeNull();
    const kept = await m.prisma.user.findUniqueOrThrow({
      where: { id: keep.id },
      select: {
        roles: { select: { role: true } },
        vessels: { select: { hin: true } },
        _count: { select: { jobsAsCustomer: true, customerNotes: true } },
      },
    });
    expect(kept.roles.map((r) => r.role).sort()).toEqual(["customer", "owner"]);
    expect(kept.vessels.map((v) => v.hin)).toEqual(["AUSDUP00001C606"]);
    expect(kept._count).toEqual({ jobsAsCustomer: 1, customerNotes: 1 });
  });

  it("refuses to merge two accounts that both sign in with a password, and changes nothing", async () => {
    const a = await person({ phone: "0499 333 444", password: true });
    const b = await person({ phone: "0499 333 444", password: true, hin: "AUSDUP00002C606" });
    await expect(m.admin.mergeCustomers(a.id, b.id)).rejects.toThrow(/Both customers sign in with a password/);
    expect(await m.prisma.vessel.count({ where: { ownerId: b.id } })).toBe(1);
  });

  it("refuses to merge a staff account", async () => {
    const a = await person({ phone: "0499 555 666" });
    const b = await person({ phone: "0499 555 666", role: "staff" });
    await expect(m.admin.mergeCustomers(a.id, b.id)).rejects.toThrow(/Staff and admin accounts/);
  });
});

describe("contact edits", () => {
  it("refuses an e-mail another account has, on the e-mail field", async () => {
    const a = await person();
    const b = await person();
    const error = await m.admin
      .updateCustomerContact(a.id, { fullName: "A", email: b.email, phone: "" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(m.admin.CustomerRefused);
    expect((error as { field?: string }).field).toBe("email");
  });
});
