// The cart and order models against a real (temporary) database, SQLite and PostgreSQL (issue 21): the version rule
// (a change made from a stale page is refused), merging a visitor's cart at sign-in, expiry after 24 hours, the
// checkout re-pricing under the version rule, and placing an order once per form token.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  cart: typeof import("~/models/cart.server.ts");
  order: typeof import("~/models/order.server.ts");
  pricing: typeof import("~/models/pricing.server.ts");
};
let m: Mods;

beforeAll(async () => {
  const prisma = (await import("~/utils/db.server.ts")).prisma;
  const { seedReference } = await import("../../prisma/seed-reference.ts");
  await seedReference(prisma as never);
  m = {
    prisma,
    cart: await import("~/models/cart.server.ts"),
    order: await import("~/models/order.server.ts"),
    pricing: await import("~/models/pricing.server.ts"),
  };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

const now = new Date("2026-11-23T23:00:00Z");
let n = 0;
async function customer() {
  n += 1;
  return m.prisma.user.create({
    data: {
      email: `c${n}-${Date.now()}@x.example`,
      fullName: `Cart Customer ${n}`,
      roles: { create: [{ role: "customer" }] },
    },
    select: { id: true, email: true, fullName: true },
  });
}
const visitor = () => ({ kind: "visitor" as const, key: `v-${++n}-${Date.now()}` });

describe("the cart", () => {
  it("refuses a whole-cart change made from a page that showed an older version", async () => {
    const owner = visitor();
    await m.cart.addCartItem(owner, { serviceType: "external_clean", vesselName: "Gull", vesselLength: 9 }, now);
    const { cart } = await m.cart.findActiveCart(owner, now);
    const shown = cart!.version;
    await m.cart.addCartItem(owner, { serviceType: "internal_clean" }, now);
    await expect(m.cart.clearCart(owner, now, shown)).rejects.toBeInstanceOf(m.cart.CartVersionConflict);
    const after = await m.cart.findActiveCart(owner, now);
    expect(after.cart!.items).toHaveLength(2);
  });

  it("expires after 24 hours", async () => {
    const owner = visitor();
    await m.cart.addCartItem(owner, { serviceType: "external_clean" }, now);
    expect((await m.cart.findActiveCart(owner, new Date(now.getTime() + 23 * 3_600_000))).cart).not.toBeNull();
    const later = await m.cart.findActiveCart(owner, new Date(now.getTime() + 25 * 3_600_000));
    expect(later).toEqual({ cart: null, expired: true });
  });

  it("moves a visitor's services into the account's cart at sign-in", async () => {
    const c = await customer();
    const owner = visitor();
    await m.cart.addCartItem({ kind: "user", userId: c.id }, { serviceType: "vessel_polish" }, now);
    await m.cart.addCartItem(owner, { serviceType: "external_clean" }, now);
    await m.cart.mergeVisitorCart(owner.key, c.id, now);
    const { cart } = await m.cart.findActiveCart({ kind: "user", userId: c.id }, now);
    expect(cart!.items.map((i) => i.serviceType).sort()).toEqual(["external_clean", "vessel_polish"]);
    expect((await m.cart.findActiveCart(owner, now)).cart).toBeNull();
  });

  it("re-prices for the ordered vessel only at the version checkout showed", async () => {
    const c = await customer();
    const owner = { kind: "user" as const, userId: c.id };
    await m.cart.addCartItem(owner, { serviceType: "external_clean" }, now);
    const { cart } = await m.cart.findActiveCart(owner, now);
    const catalogue = await m.pricing.loadCatalogue();
    const vessel = { id: null, name: "Albatross", lengthMetres: 14 };
    const totals = { totalEstimatedCents: 53_000, totalDepositCents: 53_000 };
    await expect(
      m.cart.repriceCartForOrder(cart!.id, cart!.version + 1, catalogue, { vessel, dates: new Map(), totals }),
    ).rejects.toBeInstanceOf(m.cart.CartVersionConflict);
    await m.cart.repriceCartForOrder(cart!.id, cart!.version, catalogue, { vessel, dates: new Map(), totals });
    const after = await m.cart.findActiveCart(owner, now);
    expect(after.cart!.version).toBe(cart!.version + 1);
    // 14 m: $350 up to 8 m + 6 × $30.
    expect(after.cart!.items[0]).toMatchObject({ vesselName: "Albatross", estimatedPriceCents: 53_000 });
  });
});

describe("placing an order", () => {
  it("places one order for one form token, however many submits arrive together", async () => {
    const c = await customer();
    const catalogue = await m.pricing.loadCatalogue();
    const input = {
      source: "booking" as const,
      checkoutToken: `token-${Date.now()}`,
      customerId: c.id,
      actorId: c.id,
      paymentMethod: "bank_transfer" as const,
      paymentPlan: "pay_in_full" as const,
      contact: { name: c.fullName, email: c.email, phone: null },
      vessel: { id: null, name: "Petrel", type: "other", lengthMetres: 10, year: null },
      location: { accessType: "marina", marina: "Rose Bay", address: null, zone: null },
      lines: [
        {
          key: "a",
          serviceType: "external_clean",
          scheduledDate: "2026-12-02",
          windowStart: "08:00",
          windowEnd: "12:00",
        },
      ],
      now,
    };
    const results = await Promise.all([m.order.placeOrder(catalogue, input), m.order.placeOrder(catalogue, input)]);
    expect(results[0]!.id).toBe(results[1]!.id);
    expect(results.filter((r) => !r.existing)).toHaveLength(1);
    const orders = await m.prisma.order.findMany({
      where: { customerId: c.id },
      select: { totalCents: true, bookings: { select: { status: true, job: { select: { status: true } } } } },
    });
    expect(orders).toEqual([
      { totalCents: 41_000, bookings: [{ status: "scheduled", job: { status: "job_scheduled" } }] },
    ]);
  });

  it("gives concurrent orders distinct, increasing order and job numbers (reserved outside the transaction)", async () => {
    const c = await customer();
    const catalogue = await m.pricing.loadCatalogue();
    const input = (k: number) => ({
      source: "booking" as const,
      checkoutToken: `distinct-${k}-${Date.now()}`,
      customerId: c.id,
      actorId: c.id,
      paymentMethod: "bank_transfer" as const,
      paymentPlan: "pay_in_full" as const,
      contact: { name: c.fullName, email: c.email, phone: null },
      vessel: { id: null, name: `Tern ${k}`, type: "other", lengthMetres: 9, year: null },
      location: { accessType: "marina", marina: "Rose Bay", address: null, zone: null },
      lines: [
        { key: "a", serviceType: "external_clean", scheduledDate: null },
        { key: "b", serviceType: "internal_clean", scheduledDate: null },
      ],
      now,
    });
    const placed = await Promise.all([1, 2, 3, 4].map((k) => m.order.placeOrder(catalogue, input(k))));
    const orderNumbers = placed.map((p) => p.number);
    expect(new Set(orderNumbers).size).toBe(4);
    const jobs = await m.prisma.job.findMany({ where: { customerId: c.id }, select: { number: true } });
    expect(jobs).toHaveLength(8);
    expect(new Set(jobs.map((j) => j.number)).size).toBe(8);
    // The in-transaction counter carries on after the reserved numbers.
    const next = await m.prisma.$transaction((tx) =>
      import("~/models/counter.server.ts").then((c) => c.nextCounterValue(tx, "order", 1)),
    );
    expect(next).toBe(Math.max(...orderNumbers) + 1);
  });
});
