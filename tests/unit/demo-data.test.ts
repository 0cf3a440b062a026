// When /admin/seed-data may load the demo set (issue 18, ADR 185).
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, demoConfirmSchema, demoDataPlan } from "~/domain/demo-data.ts";

const empty = { production: false, allowedByEnv: false, demoAccountsPresent: 0, realCustomerRecords: 0 };

describe("the demo data plan", () => {
  it("lists what it creates for an empty development database", () => {
    const plan = demoDataPlan(empty);
    expect(plan.state).toBe("ready");
    if (plan.state === "ready") expect(plan.creates.join(" ")).toMatch(/8 accounts.*admin@example.com/);
  });
  it("refuses production unless SEED_DEMO=1", () => {
    expect(demoDataPlan({ ...empty, production: true }).state).toBe("refused");
    expect(demoDataPlan({ ...empty, production: true, allowedByEnv: true }).state).toBe("ready");
  });
  it("refuses when real customer data exists", () => {
    const plan = demoDataPlan({ ...empty, realCustomerRecords: 3 });
    expect(plan).toMatchObject({ state: "refused" });
    if (plan.state === "refused") expect(plan.message).toMatch(/3 customer records/);
  });
  it("is idempotent: a loaded set is loaded, a partial one is refused", () => {
    expect(demoDataPlan({ ...empty, demoAccountsPresent: DEMO_ACCOUNTS.length }).state).toBe("loaded");
    expect(demoDataPlan({ ...empty, demoAccountsPresent: 2 }).state).toBe("refused");
  });
  it("needs the confirmation ticked", () => {
    expect(demoConfirmSchema.safeParse({}).success).toBe(false);
    expect(demoConfirmSchema.safeParse({ confirm: "on" }).success).toBe(true);
  });
});
