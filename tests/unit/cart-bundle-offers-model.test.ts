// Bundle offers and price stability (issue 18, ADR 181 addendum "carts keep their bundle offers") against a real
// database: an open cart keeps the offers it opened with — an offer edited, added or deactivated afterwards changes
// neither its page nor its checkout price — while a new cart gets the offers of now; a cart opened before snapshots
// takes the current offers on its next change; an accepted shared cart keeps the offers it was shared with.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  offers: typeof import("~/models/bundle-offers.server.ts");
  pricing: typeof import("~/models/pricing.server.ts");
  cart: typeof import("~/models/cart.server.ts");
  order: typeof import("~/models/order.server.ts");
};
let m: Mods;
let adminId: string;

beforeAll(async () => {
  const prisma = (await import("~/utils/db.server.ts")).prisma;
  const { seedReference } = await import("../../prisma/seed-reference.ts");
  await seedReference(prisma as never);
  m = {
    prisma,
    offers: await import("~/models/bundle-offers.server.ts"),
    pricing: await import("~/models/pricing.server.ts"),
    cart: await import("~/models/cart.server.ts"),
    order: await import("~/models/order.server.ts"),
  };
  adminId = (
    await prisma.user.create({
      data: { email: "offers-admin@x.example", fullName: "Offers Admin" },
      select: { id: true },
    })
  ).id;
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

const now = new Date("2026-11-27T01:00:00Z");
const visitor = (key: string) => ({ kind: "visitor" as const, key });

async function fillCart(key: string, at = now) {
  await m.cart.addCartItem(visitor(key), { serviceType: "hull_inspection" }, at);
  await m.cart.addCartItem(visitor(key), { serviceType: "antifoul_application" }, at);
}

/** The bundle the cart page shows and the discount checkout would charge, for this visitor's cart. */
async function priced(key: string, at = now) {
  const { cart } = await m.cart.findActiveCart(visitor(key), at);
  const current = await m.pricing.loadCatalogue();
  const view = m.cart.cartView(cart, current, new Map());
  const { summary } = m.order.priceOrder(m.pricing.catalogueForCart(current, cart), {
    lines: cart!.items.map((i) => ({ key: i.id, serviceType: i.serviceType })),
    vessel: { id: null, name: "Test boat", type: null, lengthMetres: null, year: null },
    location: { accessType: null, marina: null, address: null, zone: null },
    paymentPlan: "per_service_terms",
  });
  return {
    page: { bundle: view.summary.bundle?.name ?? null, discount: view.summary.discountCents },
    checkout: summary.discountCents,
  };
}

async function editOffer(slug: string, change: Partial<Awaited<ReturnType<typeof m.offers.listBundleOffers>>[0]>) {
  const offer = (await m.offers.listBundleOffers()).find((o) => o.slug === slug)!;
  const { id, updatedAt: _u, ...editable } = offer;
  await m.offers.updateBundleOffer(id, { ...editable, ...change }, adminId);
  return id;
}

describe("an open cart keeps its bundle offers", () => {
  it("keeps the discount it had when an offer is edited or deactivated; a new cart gets the new one", async () => {
    await fillCart("before");
    expect(await priced("before")).toEqual({
      page: { bundle: "Maintenance and Inspection Bundle", discount: 20_000 },
      checkout: 20_000,
    });

    const id = await editOffer("maintenance-inspection-bundle", { discountValue: 30_000 });
    await fillCart("after");
    expect((await priced("before")).page.discount).toBe(20_000);
    expect((await priced("before")).checkout).toBe(20_000);
    expect(await priced("after")).toEqual({
      page: { bundle: "Maintenance and Inspection Bundle", discount: 30_000 },
      checkout: 30_000,
    });

    // A later change to the open cart (another service) still prices with what it kept.
    await m.cart.addCartItem(visitor("before"), { serviceType: "external_clean" }, now);
    expect((await priced("before")).page.discount).toBe(20_000);

    await m.offers.setBundleOfferActive(id, false, adminId);
    expect((await priced("before")).page.discount).toBe(20_000);
    expect((await priced("after")).page.discount).toBe(30_000);
    await fillCart("deactivated");
    expect(await priced("deactivated")).toEqual({ page: { bundle: null, discount: 0 }, checkout: 0 });

    // Once the cart has expired (24 h), the customer's next cart prices with the offers of then.
    const tomorrow = new Date(now.getTime() + 25 * 3_600_000);
    await fillCart("before", tomorrow);
    expect((await priced("before", tomorrow)).page.discount).toBe(0);
    await m.offers.setBundleOfferActive(id, true, adminId);
  });

  it("does not get an offer added after it opened", async () => {
    await m.cart.addCartItem(visitor("added"), { serviceType: "engine_room_clean" }, now);
    await m.cart.addCartItem(visitor("added"), { serviceType: "vessel_polish" }, now);
    await m.offers.createBundleOffer(
      {
        slug: "engine-and-polish",
        name: "Engine and Polish",
        description: "",
        serviceTypes: ["engine_room_clean", "vessel_polish"],
        discountType: "percentage",
        discountValue: 10,
        freeServiceType: null,
        minimumItems: null,
        sameVessel: false,
        sameDate: false,
        sameLocation: false,
        active: true,
      },
      adminId,
    );
    expect((await priced("added")).page.discount).toBe(0);
    await m.cart.addCartItem(visitor("added-later"), { serviceType: "engine_room_clean" }, now);
    await m.cart.addCartItem(visitor("added-later"), { serviceType: "vessel_polish" }, now);
    const later = await priced("added-later");
    expect(later.page.bundle).toBe("Engine and Polish");
    expect(later.page.discount).toBeGreaterThan(0);
  });

  it("prices a cart opened before snapshots with the offers of now, and keeps them from its next change", async () => {
    await fillCart("legacy");
    const { cart } = await m.cart.findActiveCart(visitor("legacy"), now);
    await m.prisma.cart.update({ where: { id: cart!.id }, data: { bundleOffers: null } });
    const id = await editOffer("maintenance-inspection-bundle", { discountValue: 25_000 });
    expect((await priced("legacy")).page.discount).toBe(25_000);
    await m.cart.setPaymentPlan(visitor("legacy"), "pay_in_full", now);
    await editOffer("maintenance-inspection-bundle", { discountValue: 30_000 });
    expect((await priced("legacy")).page.discount).toBe(25_000);
    expect(id).toBeTruthy();
  });

  it("ignores a snapshot that is not one (the offers of now) and drops malformed entries", async () => {
    const current = await m.pricing.loadCatalogue();
    expect(m.pricing.catalogueForCart(current, { bundleOffers: "not json" }).offers).toBe(current.offers);
    expect(m.pricing.catalogueForCart(current, { bundleOffers: "{}" }).offers).toBe(current.offers);
    expect(m.pricing.catalogueForCart(current, { bundleOffers: '[{"id":1}]' }).offers).toEqual([]);
  });
});
