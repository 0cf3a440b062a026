// The bundle offer form's rules (issue 18, ADR 181 addendum of 2026-11-27): two distinct services, percent 1–100,
// a fixed amount in dollars stored as cents, a free service from the bundle's own services, a minimum of at least 2.
import { describe, expect, it } from "vitest";
import {
  bundleDiscountSummary,
  bundleOfferChanges,
  bundleOfferFromForm,
  bundleOfferSchema,
  bundleOfferToForm,
} from "~/domain/bundle-offers.ts";

const base = {
  slug: "complete-clean",
  name: "Complete Clean Package",
  description: "External and internal together",
  serviceTypes: ["external_clean", "internal_clean"],
  discountType: "percentage",
  discountValue: "15",
  sameVessel: "on",
  active: "on",
};

function errors(input: Record<string, unknown>) {
  const r = bundleOfferSchema.safeParse(input);
  return r.success ? {} : r.error.flatten().fieldErrors;
}

describe("bundle offer form", () => {
  it("accepts the seed's Complete Clean Package and stores 15 as a percent", () => {
    const v = bundleOfferSchema.parse(base);
    expect(bundleOfferFromForm(v)).toMatchObject({
      discountType: "percentage",
      discountValue: 15,
      freeServiceType: null,
      minimumItems: null,
      sameVessel: true,
      sameDate: false,
      active: true,
    });
  });

  it("needs at least 2 different services that are service types", () => {
    expect(errors({ ...base, serviceTypes: ["external_clean"] }).serviceTypes).toEqual([
      "Choose at least 2 different services",
    ]);
    expect(errors({ ...base, serviceTypes: ["external_clean", "external_clean"] }).serviceTypes).toBeDefined();
    expect(errors({ ...base, serviceTypes: ["external_clean", "teleport"] }).serviceTypes).toBeDefined();
  });

  it("keeps a percentage between 1 and 100", () => {
    for (const bad of ["0", "101", "12.5", "abc", undefined])
      expect(errors({ ...base, discountValue: bad }).discountValue).toEqual(["Enter a whole percent from 1 to 100"]);
    expect(errors({ ...base, discountValue: "100" })).toEqual({});
  });

  it("reads a fixed amount in dollars and stores cents; zero or garbage is refused", () => {
    const v = bundleOfferSchema.parse({ ...base, discountType: "fixed_amount", discountValue: "$200" });
    expect(bundleOfferFromForm(v).discountValue).toBe(20000);
    for (const bad of ["0", "-5", "12.345", ""])
      expect(errors({ ...base, discountType: "fixed_amount", discountValue: bad }).discountValue).toBeDefined();
  });

  it("a free service must be chosen and be one of the bundle's services", () => {
    const free = { ...base, discountType: "free_service", discountValue: undefined };
    expect(errors(free).freeServiceType).toEqual(["Choose which service is free"]);
    expect(errors({ ...free, freeServiceType: "vessel_polish" }).freeServiceType).toEqual([
      "The free service must be one of the bundle's services",
    ]);
    const v = bundleOfferSchema.parse({ ...free, freeServiceType: "internal_clean" });
    expect(bundleOfferFromForm(v)).toMatchObject({ discountValue: 0, freeServiceType: "internal_clean" });
  });

  it("a minimum of items is at least 2 and not below the bundle's own services", () => {
    expect(errors({ ...base, minimumItems: "1" }).minimumItems).toBeDefined();
    const three = { ...base, serviceTypes: ["external_clean", "internal_clean", "engine_room_clean"] };
    expect(errors({ ...three, minimumItems: "2" }).minimumItems).toBeDefined();
    expect(errors({ ...three, minimumItems: "3" })).toEqual({});
  });

  it("a slug is lower-case words joined by hyphens", () => {
    expect(errors({ ...base, slug: "Complete Clean" }).slug).toBeDefined();
    expect(bundleOfferSchema.parse({ ...base, slug: "Triple-Clean" }).slug).toBe("triple-clean");
  });

  it("round-trips through the form and lists what changed", () => {
    const before = bundleOfferFromForm(
      bundleOfferSchema.parse({ ...base, discountType: "fixed_amount", discountValue: "200" }),
    );
    const form = bundleOfferToForm("id1", before);
    expect(form.discountValue).toBe("200.00");
    // Conform drops empty fields before the schema sees them.
    const sent = Object.fromEntries(Object.entries(form).filter(([, v]) => v !== "" && v !== undefined));
    expect(bundleOfferFromForm(bundleOfferSchema.parse(sent))).toEqual(before);
    const after = { ...before, discountValue: 25000, active: false };
    expect(bundleOfferChanges(before, after).map((c) => [c.label, c.before, c.after])).toEqual([
      ["Discount value", "$200.00 off", "$250.00 off"],
      ["Active", "yes", "no"],
    ]);
    expect(bundleOfferChanges(null, after).length).toBe(12);
    expect(
      bundleDiscountSummary({ discountType: "free_service", discountValue: 0, freeServiceType: "engine_room_clean" }),
    ).toBe("engine room clean free");
  });
});
