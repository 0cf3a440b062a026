import { describe, expect, it } from "vitest";
import {
  answerRefusal,
  baseTotals,
  canEditQuote,
  canRevokeQuote,
  chosenLines,
  depositCents,
  effectiveQuoteStatus,
  exclusiveFromInclusive,
  formatQuoteNumber,
  quoteValidUntil,
  summarise,
  totalsOf,
  totalsWithOptions,
  type QuoteLine,
} from "~/domain/quote.ts";
import { acceptQuoteSchema, depositValueOf, quoteFormSchema } from "~/domain/quote-schemas.ts";

const lines: QuoteLine[] = [
  { id: "hull", quantity: 1, unitPriceCents: 25_455, optional: false },
  { id: "anodes", quantity: 3, unitPriceCents: 4_500, optional: false },
  { id: "prop", quantity: 1, unitPriceCents: 18_000, optional: true },
  { id: "wax", quantity: 2, unitPriceCents: 9_950, optional: true },
];

describe("quote totals: GST-exclusive lines, 10 % GST on the subtotal (spec §9)", () => {
  it("adds 10 % GST to the subtotal of required lines", () => {
    expect(baseTotals(lines)).toEqual({
      subtotalCents: 38_955,
      taxCents: 3_896,
      totalCents: 42_851,
      taxRateBasisPoints: 1000,
    });
  });

  it("includes only the optional lines the customer ticked", () => {
    expect(totalsWithOptions(lines, ["prop"])).toMatchObject({
      subtotalCents: 56_955,
      taxCents: 5_696,
      totalCents: 62_651,
    });
    expect(totalsWithOptions(lines, ["prop", "wax"])).toMatchObject({
      subtotalCents: 76_855,
      taxCents: 7_686,
      totalCents: 84_541,
    });
  });

  it("ignores unknown ids and ids of required lines (a crafted form adds nothing)", () => {
    expect(chosenLines(lines, ["hull", "nope", "wax"]).map((l) => l.id)).toEqual(["hull", "anodes", "wax"]);
    expect(totalsWithOptions(lines, ["zzz"])).toEqual(baseTotals(lines));
  });

  it("rounds GST half away from zero to whole cents", () => {
    expect(totalsOf([{ quantity: 1, unitPriceCents: 5 }]).taxCents).toBe(1); // 0.5 → 1
    expect(totalsOf([{ quantity: 1, unitPriceCents: 4 }]).taxCents).toBe(0);
    expect(totalsOf([]).totalCents).toBe(0);
  });

  it("turns a GST-inclusive catalogue price into an exclusive line that never costs more than the website price", () => {
    expect(exclusiveFromInclusive(35_000)).toBe(31_818);
    expect(totalsOf([{ quantity: 1, unitPriceCents: 31_818 }]).totalCents).toBe(35_000);
    // $280.00 has no exact whole-cent GST-exclusive price: the customer pays $279.99, never $280.01.
    expect(exclusiveFromInclusive(28_000)).toBe(25_454);
    for (const price of [28_000, 32_000, 35_000, 38_000, 75_000, 120_000, 180_000, 99, 1]) {
      const total = totalsOf([{ quantity: 1, unitPriceCents: exclusiveFromInclusive(price) }]).totalCents;
      expect(total).toBeLessThanOrEqual(price);
      expect(total).toBeGreaterThanOrEqual(price - 1);
    }
  });
});

describe("deposit rules", () => {
  it("none is zero", () => expect(depositCents({ type: "none", value: 50 }, 100_000)).toBe(0));
  it("a percentage of the GST-inclusive total, rounded to the cent", () => {
    expect(depositCents({ type: "percent", value: 30 }, 62_651)).toBe(18_795); // 18 795.3
    expect(depositCents({ type: "percent", value: 25 }, 10_002)).toBe(2_501); // 2 500.5 → 2 501
  });
  it("a fixed amount, never more than the total", () => {
    expect(depositCents({ type: "fixed", value: 20_000 }, 62_651)).toBe(20_000);
    expect(depositCents({ type: "fixed", value: 90_000 }, 62_651)).toBe(62_651);
  });
  it("summarises totals, deposit and balance for the chosen lines", () => {
    expect(summarise(lines, ["prop"], { type: "percent", value: 30 })).toMatchObject({
      totalCents: 62_651,
      depositCents: 18_795,
      balanceCents: 43_856,
    });
  });
});

describe("validity ends at the end of the day in Sydney", () => {
  it("during daylight saving (UTC+11)", () => {
    expect(quoteValidUntil("2026-12-01").toISOString()).toBe("2026-12-01T12:59:59.999Z");
  });
  it("outside daylight saving (UTC+10)", () => {
    expect(quoteValidUntil("2026-06-30").toISOString()).toBe("2026-06-30T13:59:59.999Z");
  });
  it("an open quote is expired one millisecond after that instant, not before", () => {
    const until = quoteValidUntil("2026-12-01");
    expect(effectiveQuoteStatus("sent", until, new Date(until.getTime()))).toBe("sent");
    expect(effectiveQuoteStatus("viewed", until, new Date(until.getTime() + 1))).toBe("expired");
    expect(answerRefusal("viewed", until, new Date(until.getTime() + 1))).toBe("expired");
  });
});

describe("who may answer and edit", () => {
  const future = new Date("2030-01-01T00:00:00Z");
  const now = new Date("2026-11-22T00:00:00Z");
  it.each([
    ["sent", null],
    ["viewed", null],
    ["draft", "draft"],
    ["accepted", "accepted"],
    ["declined", "declined"],
    ["changes_requested", "changes_requested"],
    ["revoked", "revoked"],
    ["expired", "expired"],
  ])("a %s quote: refusal %s", (status, refusal) => {
    expect(answerRefusal(status, future, now)).toBe(refusal);
  });
  it("accepted, declined and withdrawn quotes are final; others can be edited and re-sent", () => {
    expect(["draft", "sent", "viewed", "changes_requested", "expired"].every(canEditQuote)).toBe(true);
    expect(["accepted", "declined", "revoked"].some(canEditQuote)).toBe(false);
    expect(canRevokeQuote("draft")).toBe(false);
    expect(canRevokeQuote("viewed")).toBe(true);
  });
  it("numbers quotes Q-####", () => expect(formatQuoteNumber(1001)).toBe("Q-1001"));
});

describe("quote form schema", () => {
  const base = {
    title: "Hull inspection and propeller polish",
    customerName: "Jamie Harbour",
    customerEmail: "jamie@example.com",
    validUntil: "2026-12-22",
    depositType: "none" as const,
    items: [{ name: "Hull inspection", quantity: 1, unitPrice: "254.55" }],
  };
  it("accepts a minimal quote", () => expect(quoteFormSchema.safeParse(base).success).toBe(true));
  it("needs at least one required line", () => {
    const r = quoteFormSchema.safeParse({ ...base, items: [{ ...base.items[0], optional: true }] });
    expect(r.success).toBe(false);
  });
  it("checks the deposit value for its rule", () => {
    expect(quoteFormSchema.safeParse({ ...base, depositType: "percent", depositValue: "130" }).success).toBe(false);
    expect(quoteFormSchema.safeParse({ ...base, depositType: "percent", depositValue: "30" }).success).toBe(true);
    expect(quoteFormSchema.safeParse({ ...base, depositType: "fixed", depositValue: "abc" }).success).toBe(false);
    expect(depositValueOf({ depositType: "fixed", depositValue: "1,200.50" })).toBe(120_050);
    expect(depositValueOf({ depositType: "percent", depositValue: "30" })).toBe(30);
  });
  it("rejects prices that are not dollars", () => {
    expect(
      quoteFormSchema.safeParse({ ...base, items: [{ name: "X line", quantity: 1, unitPrice: "12.345" }] }).success,
    ).toBe(false);
  });
  it("acceptance needs a typed name and the terms ticked", () => {
    expect(acceptQuoteSchema.safeParse({ version: "v", fullName: "Jamie Harbour", agree: false }).success).toBe(false);
    expect(acceptQuoteSchema.safeParse({ version: "v", fullName: " ", agree: true }).success).toBe(false);
    expect(acceptQuoteSchema.safeParse({ version: "v", fullName: "Jamie Harbour", agree: true }).success).toBe(true);
  });
});
