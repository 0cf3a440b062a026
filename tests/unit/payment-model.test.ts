// Starting a card payment against the Stripe stand-in (tests/support/stripe-stand-in.js) and a real temporary
// database (issue 21): a second start for the same order reuses the open checkout (one payment row, one session),
// and the checkout's idempotency key is the payment's.
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const PORT = 3490 + Math.floor(Math.random() * 8);
process.env.STRIPE_SECRET_KEY = "sk_test_unit";
process.env.STRIPE_WEBHOOK_SECRET = "whsec_unit";
process.env.STRIPE_API_BASE = `http://localhost:${PORT}`;

const testDb = createTestDatabase();
let standIn: ChildProcess;

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  order: typeof import("~/models/order.server.ts");
  payment: typeof import("~/models/payment.server.ts");
  pricing: typeof import("~/models/pricing.server.ts");
};
let m: Mods;

beforeAll(async () => {
  standIn = spawn(process.execPath, ["tests/support/stripe-stand-in.js"], {
    env: {
      ...process.env,
      STAND_IN_PORT: String(PORT),
      STAND_IN_SECRET_KEY: "sk_test_unit",
      STAND_IN_WEBHOOK_SECRET: "whsec_unit",
      STAND_IN_WEBHOOK_URL: "http://localhost:9/unused",
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://localhost:${PORT}/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const prisma = (await import("~/utils/db.server.ts")).prisma;
  const { seedReference } = await import("../../prisma/seed-reference.ts");
  await seedReference(prisma as never);
  m = {
    prisma,
    order: await import("~/models/order.server.ts"),
    payment: await import("~/models/payment.server.ts"),
    pricing: await import("~/models/pricing.server.ts"),
  };
});

afterAll(async () => {
  // Later test files in this worker run without a card provider.
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  delete process.env.STRIPE_API_BASE;
  standIn?.kill();
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

describe("starting a card payment", () => {
  it("reuses the open checkout for the same order instead of opening a second", async () => {
    const user = await m.prisma.user.create({
      data: { email: `pay-${Date.now()}@x.example`, fullName: "Pay Customer" },
      select: { id: true, email: true, fullName: true },
    });
    const order = await m.order.placeOrder(await m.pricing.loadCatalogue(), {
      source: "booking",
      checkoutToken: `pay-${Date.now()}`,
      customerId: user.id,
      actorId: user.id,
      paymentMethod: "card",
      paymentPlan: "pay_in_full",
      contact: { name: user.fullName, email: user.email, phone: null },
      vessel: { id: null, name: "Tern", type: "other", lengthMetres: 8, year: null },
      location: { accessType: "marina", marina: "Rose Bay", address: null, zone: null },
      lines: [{ key: "a", serviceType: "external_clean", scheduledDate: "2026-12-02" }],
      now: new Date("2026-11-23T23:00:00Z"),
    });
    const first = await m.payment.startCardPayment("order", order.id);
    const second = await m.payment.startCardPayment("order", order.id);
    expect(first.redirectTo).toMatch(new RegExp(`^http://localhost:${PORT}/pay/cs_test_`));
    expect(second.redirectTo).toBe(first.redirectTo);
    const payments = await m.prisma.payment.findMany({ where: { kind: "order", referenceId: order.id } });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      status: "pending",
      amountCents: 35_000,
      idempotencyKey: `order:${order.id}:1`,
    });
    const session = await (await fetch(`http://localhost:${PORT}/__test/sessions/${payments[0]!.providerRef}`)).json();
    expect(session).toMatchObject({ amount_total: 35_000, client_reference_id: payments[0]!.id });
  });
});
