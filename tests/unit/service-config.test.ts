// Service catalogue rules (issue 18): what an edited service definition must keep, and what changed for the history.
import { describe, expect, it } from "vitest";
import { definitionChanges, definitionFromForm, serviceConfigSchema } from "~/domain/service-config.ts";

const good = {
  serviceType: "external_clean",
  serviceName: "External Clean",
  category: "cleaning",
  paymentTerms: "full_upfront",
  minimumDurationHours: "2",
  estimatedDurationHours: "3",
  maximumDurationHours: "4",
  supportsOneOff: true,
  canBundleWith: ["internal_clean"],
  bundleDiscountPercentage: "10",
  basePrice: "350.00",
  pricePerMetre: "25",
  active: true,
};

const issues = (input: Record<string, unknown>) => {
  const r = serviceConfigSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("service definition rules", () => {
  it("accept a valid definition and turn dollars into cents", () => {
    const r = serviceConfigSchema.safeParse(good);
    expect(r.success).toBe(true);
    const d = definitionFromForm(r.data!);
    expect(d.basePriceCents).toBe(35_000);
    expect(d.pricePerMetreCents).toBe(2_500);
    expect(d.bundleDiscountPercentage).toBe(10);
    expect(d.depositPercent).toBeNull();
  });

  it("keep minimum ≤ estimated ≤ maximum hours", () => {
    expect(issues({ ...good, minimumDurationHours: "5" })).toContain(
      "estimatedDurationHours: The estimated hours cannot be less than the minimum",
    );
    expect(issues({ ...good, maximumDurationHours: "2" })).toContain(
      "maximumDurationHours: The maximum hours cannot be less than the estimated hours",
    );
  });

  it("need a deposit % exactly for deposit and balance terms", () => {
    expect(issues({ ...good, paymentTerms: "deposit_balance" })).toContain(
      "depositPercent: Deposit and balance terms need a deposit %",
    );
    expect(issues({ ...good, depositPercent: "30" })[0]).toMatch(/^depositPercent: Only deposit and balance/);
    expect(issues({ ...good, paymentTerms: "deposit_balance", depositPercent: "30" })).toEqual([]);
  });

  it("refuse no way to buy, bundling with itself, a discount with nothing to bundle, and bad prices", () => {
    expect(issues({ ...good, supportsOneOff: false })).toContain(
      "supportsOneOff: Offer the service one-off, by subscription, or both",
    );
    expect(issues({ ...good, canBundleWith: ["external_clean"] })).toContain(
      "canBundleWith: A service cannot be bundled with itself",
    );
    expect(issues({ ...good, canBundleWith: [] })[0]).toMatch(/^bundleDiscountPercentage:/);
    expect(issues({ ...good, basePrice: "0" })[0]).toMatch(/^basePrice:/);
    expect(issues({ ...good, basePrice: "12.345" })[0]).toMatch(/^basePrice:/);
  });

  it("list what changed, prices as money", () => {
    const before = definitionFromForm(serviceConfigSchema.parse(good));
    const after = { ...before, basePriceCents: 39_900, active: false };
    expect(definitionChanges(before, after)).toEqual([
      { field: "basePriceCents", label: "Price up to 8 m", before: "$350.00", after: "$399.00" },
      { field: "active", label: "Active", before: "yes", after: "no" },
    ]);
  });
});
