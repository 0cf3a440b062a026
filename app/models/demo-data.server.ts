// /admin/seed-data (issue 18, ADR 185): load the demo set of prisma/seed-demo.ts — the same building blocks
// `npm run db:seed` uses — into a database with no real customers, once.
import { DEMO_ACCOUNTS, DEMO_EMAILS, demoDataPlan, type DemoFacts } from "~/domain/demo-data.ts";
import { Refusal } from "~/domain/refusal.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { isUniqueViolation, prisma } from "~/utils/db.server.ts";
import { getEnv } from "~/utils/env.server.ts";

export class DemoDataRefusal extends Refusal {}

const STAFF_ROLES = ["admin", "manager", "staff", "marine_professional", "service_provider", "crew_member"];

/** What decides whether the demo set may be loaded: counts only, read with narrow queries. */
export async function demoDataFacts(): Promise<DemoFacts> {
  const notDemoUser = { OR: [{ customerId: null }, { customer: { email: { notIn: DEMO_EMAILS } } }] };
  const [demoAccountsPresent, customers, vessels, orders, invoices] = await Promise.all([
    prisma.user.count({ where: { email: { in: DEMO_EMAILS } } }),
    prisma.user.count({
      where: { email: { notIn: DEMO_EMAILS }, roles: { none: { role: { in: STAFF_ROLES } } } },
    }),
    prisma.vessel.count({ where: { owner: { email: { notIn: DEMO_EMAILS } } } }),
    prisma.order.count({ where: notDemoUser }),
    prisma.invoice.count({ where: notDemoUser }),
  ]);
  return {
    production: getEnv().NODE_ENV === "production",
    allowedByEnv: process.env.SEED_DEMO === "1",
    demoAccountsPresent,
    realCustomerRecords: customers + vessels + orders + invoices,
  };
}

export async function demoDataStatus() {
  return demoDataPlan(await demoDataFacts());
}

/**
 * Loads the demo set after checking again (the page may be stale). Idempotent: once loaded, the plan says so and
 * nothing is written; two admins at once: the second hits the unique e-mail and is told it is being loaded.
 */
export async function loadDemoData(input: { actorId: string }) {
  const plan = await demoDataStatus();
  if (plan.state === "loaded") return { created: false as const };
  if (plan.state === "refused") throw new DemoDataRefusal(plan.message);
  const { seedDemoData } = await import("../../prisma/seed-demo.ts");
  try {
    await seedDemoData(prisma as never);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DemoDataRefusal("The demo data is being loaded by someone else right now: reload in a minute.");
    throw error;
  }
  await recordAudit(null, {
    action: "demo_data.loaded",
    actorId: input.actorId,
    entityType: "demo_data",
    entityId: "demo",
    details: { accounts: DEMO_ACCOUNTS.length },
  });
  return { created: true as const };
}
