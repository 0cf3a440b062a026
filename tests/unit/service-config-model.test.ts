// A catalogue price change (issue 18) against a real database (SQLite and PostgreSQL): an existing cart keeps the
// price it was given, a new cart gets the new one, and the definition's history records the change.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  cart: typeof import("~/models/cart.server.ts");
  config: typeof import("~/models/service-config.server.ts");
};
let m: Mods;

beforeAll(async () => {
  const prisma = (await import("~/utils/db.server.ts")).prisma;
  const { seedReference } = await import("../../prisma/seed-reference.ts");
  await seedReference(prisma as never);
  m = {
    prisma,
    cart: await import("~/models/cart.server.ts"),
    config: await import("~/models/service-config.server.ts"),
  };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

const now = new Date("2026-11-23T23:00:00Z");

async function cartPrice(key: string) {
  const item = await m.prisma.cartItem.findFirst({
    where: { cart: { ownerKey: `anon:${key}` } },
    select: { estimatedPriceCents: true },
  });
  return item?.estimatedPriceCents;
}

describe("a service price change", () => {
  it("applies to new carts only and is kept in the definition's history", async () => {
    const admin = await m.prisma.user.create({
      data: { email: `admin-${Date.now()}@x.example`, fullName: "Catalogue Admin" },
      select: { id: true },
    });
    const before = (await m.config.listServiceConfigurations()).find((s) => s.serviceType === "external_clean")!;
    await m.cart.addCartItem({ kind: "visitor", key: "old-cart" }, { serviceType: "external_clean" }, now);
    const oldPrice = await cartPrice("old-cart");
    expect(oldPrice).toBe(before.basePriceCents);

    const { serviceType: _s, updatedAt: _u, ...editable } = before;
    const changes = await m.config.updateServiceDefinition(
      "external_clean",
      { ...editable, basePriceCents: before.basePriceCents + 5_000 },
      admin.id,
    );
    expect(changes.map((c) => c.field)).toEqual(["basePriceCents"]);

    await m.cart.addCartItem({ kind: "visitor", key: "new-cart" }, { serviceType: "external_clean" }, now);
    expect(await cartPrice("new-cart")).toBe(before.basePriceCents + 5_000);
    expect(await cartPrice("old-cart")).toBe(oldPrice);

    const history = await m.config.serviceDefinitionHistory("external_clean");
    expect(history[0]!.by).toBe("Catalogue Admin");
    expect(history[0]!.changes[0]!.label).toBe("Price up to 8 m");

    // Saving the same values again is no change and writes no history.
    expect(
      await m.config.updateServiceDefinition(
        "external_clean",
        { ...editable, basePriceCents: before.basePriceCents + 5_000 },
        admin.id,
      ),
    ).toEqual([]);
    expect(await m.config.serviceDefinitionHistory("external_clean")).toHaveLength(1);
  });
});
