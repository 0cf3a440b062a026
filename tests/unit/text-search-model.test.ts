// The text-search index (issue 17, ADR 171 addendum 2026-11-27) on a real database, SQLite (FTS5 trigram tables kept
// by triggers) or PostgreSQL (pg_trgm indexes): it finds substrings in any case, follows inserts, edits and deletes,
// treats quotes and LIKE wildcards as text, hands short or too-common text back to the `contains` filters, and the
// hub and the customer list give the same answers through it as without it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  search: typeof import("~/models/text-search.server.ts");
  admin: typeof import("~/models/customer-admin.server.ts");
  hub: typeof import("~/models/hub.server.ts");
  hubDomain: typeof import("~/domain/hub.ts");
  customers: typeof import("~/domain/customers.ts");
};
let m: Mods;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    search: await import("~/models/text-search.server.ts"),
    admin: await import("~/models/customer-admin.server.ts"),
    hub: await import("~/models/hub.server.ts"),
    hubDomain: await import("~/domain/hub.ts"),
    customers: await import("~/domain/customers.ts"),
  };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

const now = new Date("2026-11-27T01:00:00Z");
let n = 0;
async function customer(fullName: string, opts: { phone?: string; vessel?: { name: string; hin?: string } } = {}) {
  n += 1;
  return m.prisma.user.create({
    data: {
      email: `search${n}.${fullName.split(" ")[0]!.toLowerCase()}@ts.example`,
      fullName,
      phone: opts.phone ?? null,
      roles: { create: [{ role: "owner" }] },
      ...(opts.vessel
        ? { vessels: { create: [{ name: opts.vessel.name, type: "runabout", hin: opts.vessel.hin ?? null }] } }
        : {}),
    },
    select: { id: true, email: true, vessels: { select: { id: true } } },
  });
}
const userTerm = (text: string) => [{ columns: ["fullName", "email", "phone"] as const, text }];

describe("the text-search index", () => {
  it("finds a substring in any column and any case, and follows edits and deletes", async () => {
    const a = await customer("Marguerite Tollesbury", { phone: "0412 555 019" });
    expect(await m.search.indexedMatches("user", userTerm("TOLLESB"))).toEqual([a.id]);
    expect(await m.search.indexedMatches("user", userTerm("555 01"))).toEqual([a.id]);
    expect(await m.search.indexedMatches("user", userTerm(a.email.slice(2, 12).toUpperCase()))).toEqual([a.id]);
    // Only the columns asked for.
    expect(await m.search.indexedMatches("user", [{ columns: ["email"], text: "Tollesbury" }])).toEqual([]);

    await m.prisma.user.update({ where: { id: a.id }, data: { fullName: "Marguerite Quillfeather" } });
    expect(await m.search.indexedMatches("user", userTerm("Tollesbury"))).toEqual([]);
    expect(await m.search.indexedMatches("user", userTerm("quillfeath"))).toEqual([a.id]);
    // A write that leaves the searched columns alone keeps the entry.
    await m.prisma.user.update({ where: { id: a.id }, data: { profileType: "vessel_owner" } });
    expect(await m.search.indexedMatches("user", userTerm("quillfeath"))).toEqual([a.id]);

    await m.prisma.user.delete({ where: { id: a.id } });
    expect(await m.search.indexedMatches("user", userTerm("quillfeath"))).toEqual([]);
  });

  it("reads quotes, percent signs and underscores as text, not syntax", async () => {
    const a = await customer('Pat "Skip" O_Neil 100%');
    expect(await m.search.indexedMatches("user", userTerm('"Skip" O_N'))).toEqual([a.id]);
    expect(await m.search.indexedMatches("user", userTerm("100%"))).toEqual([a.id]);
    expect(await m.search.indexedMatches("user", userTerm("O%Neil"))).toEqual([]);
    expect(await m.search.indexedMatches("user", userTerm("Skip OR Pat"))).toEqual([]);
  });

  it("hands back text under three characters and text matching more than the cap", async () => {
    await customer("Capped Searchling One");
    await customer("Capped Searchling Two");
    expect(await m.search.indexedMatches("user", userTerm("Ca"))).toBeNull();
    expect(await m.search.indexedMatches("user", userTerm("Searchling"), 1)).toBeNull();
    expect(await m.search.indexedMatches("user", userTerm("Searchling"), 2)).toHaveLength(2);
  });

  it("matches either term: a vessel by name or by its HIN as stored", async () => {
    const a = await customer("Vessel Holder", { vessel: { name: "Wandering Albatross", hin: "AUSTSX12345C626" } });
    const vesselId = a.vessels[0]!.id;
    const byHin = await m.search.indexedMatches("vessel", [
      { columns: ["name", "registration"], text: "tsx-12345" },
      { columns: ["hin"], text: "TSX12345" },
    ]);
    expect(byHin).toEqual([vesselId]);
    expect(await m.search.indexedMatches("vessel", [{ columns: ["name"], text: "ring alba" }])).toEqual([vesselId]);
  });
});

describe("the hub and the customer list through the index", () => {
  it("give the same results as the contains filters", async () => {
    const a = await customer("Ottoline Brackenridge", { vessel: { name: "Sea Brackenridge", hin: "AUSOTB55501D202" } });
    const b = await customer("Other Person", { vessel: { name: "Brackenridge Two" } });
    const hub = await m.hub.hubSearch(m.hubDomain.parseHubQuery("brackenridge"));
    expect(hub.customers.map((c) => c.id)).toEqual([a.id]);
    expect(hub.vessels.map((v) => v.id).sort()).toEqual([a.vessels[0]!.id, b.vessels[0]!.id].sort());
    const byHin = await m.hub.hubSearch(m.hubDomain.parseHubQuery("aus-otb55501"));
    expect(byHin.vessels.map((v) => v.id)).toEqual([a.vessels[0]!.id]);
    // Two characters: the contains filters, same meaning.
    const short = await m.hub.hubSearch(m.hubDomain.parseHubQuery("Ot"));
    expect(short.customers.map((c) => c.id)).toContain(a.id);

    const f = m.customers.parseCustomerFilters(new URLSearchParams("q=BRACKENRIDGE"));
    const indexed = await m.admin.listCustomersForAdmin(f, { skip: 0, take: 25 }, now);
    const scanned = await m.prisma.user.findMany({ where: m.admin.customerWhere(f, now), select: { id: true } });
    expect(indexed.customers.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
    expect(indexed.total).toBe(2);
    expect(scanned.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
    const where = await m.admin.customerWhereIndexed(f, now);
    const batch = await m.admin.customerExportBatch(where, null, 10);
    expect(batch.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
  });

  it("keeps the contains filters for text more records have than the index hands over (and counts them all)", async () => {
    const many = 520;
    const ids = Array.from({ length: many }, (_, i) => `plenty${String(i).padStart(4, "0")}`);
    await m.prisma.user.createMany({
      data: ids.map((id, i) => ({ id, email: `${id}@plenty.example`, fullName: `Plentiful Sailor ${i}` })),
    });
    await m.prisma.userRole.createMany({ data: ids.map((userId) => ({ userId, role: "owner" })) });
    expect(await m.search.indexedMatches("user", userTerm("Plentiful Sailor"))).toBeNull();
    expect(await m.admin.customerSearchMatches("Plentiful Sailor")).toBeNull();
    const f = m.customers.parseCustomerFilters(new URLSearchParams("q=plentiful sailor"));
    const list = await m.admin.listCustomersForAdmin(f, { skip: 0, take: 25 }, now);
    expect(list.total).toBe(many);
    const hub = await m.hub.hubSearch(m.hubDomain.parseHubQuery("Plentiful Sailor"));
    expect(hub.customers).toHaveLength(6);
    expect(await m.admin.customerSearchMatches("Plentiful Sailor 51")).toHaveLength(11);
  });
});
