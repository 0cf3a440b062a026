// The pure rules of the money reports (ADR 138): periods and financial years, GST shares that add up, aged buckets,
// overruns, hours typed by a person, and Xero's import columns.
import { describe, expect, it } from "vitest";
import { csvCell, csvDocument } from "~/domain/csv.ts";
import {
  XERO_INVOICE_HEADER,
  agedBucket,
  apportionReceiptGst,
  financialYearOf,
  gstShare,
  jobMargin,
  lengthBand,
  overEstimate,
  overheadAllocation,
  overheadRatePerHour,
  parseHours,
  parsePeriod,
  periodBounds,
  periodPresets,
  splitGstOverLines,
  xeroInvoiceRows,
} from "~/domain/reports.ts";

describe("periods", () => {
  it("names the Australian financial year by its end and runs 1 July – 30 June", () => {
    expect(financialYearOf("2026-06-30")).toMatchObject({ from: "2025-07-01", to: "2026-06-30", label: "FY2025–26" });
    expect(financialYearOf("2026-07-01")).toMatchObject({ from: "2026-07-01", to: "2027-06-30", endYear: 2027 });
  });

  it("offers BAS quarters and financial years from today", () => {
    const p = Object.fromEntries(periodPresets("2026-11-24").map((x) => [x.id, x]));
    expect(p["this-quarter"]).toMatchObject({ from: "2026-10-01", to: "2026-12-31" });
    expect(p["last-quarter"]).toMatchObject({ from: "2026-07-01", to: "2026-09-30" });
    expect(p["last-month"]).toMatchObject({ from: "2026-10-01", to: "2026-10-31" });
    expect(p["last-fy"]).toMatchObject({ from: "2025-07-01", to: "2026-06-30" });
    expect(periodPresets("2026-02-10").find((x) => x.id === "this-month")).toMatchObject({ to: "2026-02-28" });
  });

  it("reads a period from the address and falls back, with a reason, on bad input", () => {
    const today = "2026-11-24";
    expect(parsePeriod(new URLSearchParams("from=2026-07-01&to=2026-09-30"), today)).toMatchObject({
      period: { from: "2026-07-01", to: "2026-09-30" },
      preset: "last-quarter",
      problem: null,
    });
    for (const q of [
      "from=2026-02-30&to=2026-03-01",
      "from=x&to=y",
      "from=2026-09-01&to=2026-08-01",
      "from=1990-01-01&to=2026-01-01",
    ]) {
      const r = parsePeriod(new URLSearchParams(q), today);
      expect(r.problem).toBeTruthy();
      expect(r.period).toEqual({ from: "2026-10-01", to: "2026-12-31" });
    }
  });

  it("covers whole Sydney days across daylight saving", () => {
    const { start, end } = periodBounds({ from: "2026-10-01", to: "2026-10-31" });
    expect(start.toISOString()).toBe("2026-09-30T14:00:00.000Z"); // AEST
    expect(end.toISOString()).toBe("2026-10-31T13:00:00.000Z"); // AEDT from 4 October
  });
});

describe("GST shares", () => {
  it("takes the invoice's share of GST in part of its total", () => {
    expect(gstShare(5500, 1000, 11000)).toBe(500);
    expect(gstShare(100, 0, 100)).toBe(0);
    expect(gstShare(100, 10, 0)).toBe(0);
  });

  it("apportions receipts so the instalments of a paid invoice add up to its GST exactly", () => {
    const parts = apportionReceiptGst(10000, 909, [3333, 3333, 3334]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(909);
    expect(parts).toEqual([303, 303, 303]);
    expect(apportionReceiptGst(100, 9, [1, 1, 1, 97]).reduce((a, b) => a + b, 0)).toBe(9);
  });

  it("splits an invoice's GST over its lines without losing a cent", () => {
    const split = splitGstOverLines([3333, 3333, 3334], 909);
    expect(split.reduce((a, b) => a + b, 0)).toBe(909);
    expect(splitGstOverLines([0, 0], 0)).toEqual([0, 0]);
  });
});

describe("receivables and costing", () => {
  const now = new Date("2026-11-24T01:00:00Z"); // 12:00 on 24 Nov in Sydney
  const due = (dateKey: string) => new Date(`${dateKey}T12:59:59Z`); // 23:59:59 that day in Sydney (AEDT)
  it("buckets by Sydney days past the due day", () => {
    expect(agedBucket(null, now)).toBe("current");
    expect(agedBucket(due("2026-11-24"), now)).toBe("current");
    expect(agedBucket(due("2026-11-23"), now)).toBe("1-30");
    expect(agedBucket(due("2026-10-25"), now)).toBe("1-30");
    expect(agedBucket(due("2026-10-24"), now)).toBe("31-60");
    expect(agedBucket(due("2026-09-25"), now)).toBe("31-60");
    expect(agedBucket(due("2026-09-24"), now)).toBe("61-90");
    expect(agedBucket(due("2026-08-26"), now)).toBe("61-90");
    expect(agedBucket(due("2026-08-25"), now)).toBe("90+");
  });

  it("works out margins, overhead rates and allocations in whole cents", () => {
    expect(overheadRatePerHour(20000, 400)).toBe(5000);
    expect(overheadRatePerHour(20000, 0)).toBeNull();
    expect(overheadAllocation(150, 5000)).toBe(7500);
    expect(overheadAllocation(150, null)).toBe(0);
    expect(
      jobMargin({
        revenueCents: 60000,
        labourCents: 11000,
        materialsCents: 3000,
        subcontractorCents: 0,
        haulOutCents: 0,
        overheadCents: 10000,
      }),
    ).toEqual({ costCents: 24000, marginCents: 36000, marginBp: 6000 });
    expect(
      jobMargin({
        revenueCents: 0,
        labourCents: 100,
        materialsCents: 0,
        subcontractorCents: 0,
        haulOutCents: 0,
        overheadCents: 0,
      }).marginBp,
    ).toBeNull();
  });

  it("flags a job more than 25 % over its estimate", () => {
    expect(overEstimate(120, 250)).toBe(false); // exactly 25 % over
    expect(overEstimate(120, 251)).toBe(true);
    expect(overEstimate(null, 1000)).toBe(false);
    expect(overEstimate(60, 0)).toBe(false);
  });

  it("reads hours as a person types them", () => {
    expect(parseHours("1.5")).toBe(150);
    expect(parseHours("2")).toBe(200);
    expect(parseHours("0.25")).toBe(25);
    for (const bad of ["", "0", "-1", "1.234", "abc", "1e3", "99999"]) expect(parseHours(bad)).toBeNull();
  });

  it("bands vessel lengths", () => {
    expect([lengthBand(7.9), lengthBand(8), lengthBand(12), lengthBand(18), lengthBand(null)]).toEqual([
      "Under 8 m",
      "8–12 m",
      "12–18 m",
      "18 m and over",
      "Length unknown",
    ]);
  });
});

describe("accounting export", () => {
  const base = {
    number: "INV-10001",
    customerName: "Pat Owner",
    customerEmail: "pat@example.com",
    customerAddress: "1 Marina Way, Rose Bay NSW 2029",
    issuedOn: "2026-09-01",
    dueOn: "2026-09-15",
    reference: "Job #1001",
    gstRegistered: true,
    amountsIncludeGst: true,
    totalCents: 66000,
    gstCents: 6000,
    lines: [
      { description: "Polish", quantity: 2, totalCents: 44000 },
      { description: "Wax", quantity: 1.5, totalCents: 22000 },
    ],
    deposit: { label: "INV-10000", amountCents: 22000, gstCents: 2000 },
  };
  const col = (row: string[], name: (typeof XERO_INVOICE_HEADER)[number]) => row[XERO_INVOICE_HEADER.indexOf(name)];

  it("writes Xero's columns, GST inclusive, with tax codes and the deposit as a negative line", () => {
    const rows = xeroInvoiceRows(base, "200");
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.length === XERO_INVOICE_HEADER.length)).toBe(true);
    expect(col(rows[0]!, "*InvoiceDate")).toBe("01/09/2026");
    expect(col(rows[0]!, "*Quantity")).toBe("2");
    expect(col(rows[0]!, "*UnitAmount")).toBe("220.00");
    expect(col(rows[1]!, "*Quantity")).toBe("1"); // 1.5 units of $146.666… : one unit of the line total
    expect(col(rows[1]!, "*UnitAmount")).toBe("220.00");
    expect(col(rows[2]!, "*UnitAmount")).toBe("-220.00");
    expect(rows.map((r) => col(r, "*TaxType"))).toEqual(["GST on Income", "GST on Income", "GST on Income"]);
    const tax = rows.map((r) => Math.round(Number(col(r, "TaxAmount")) * 100));
    expect(tax.reduce((a, b) => a + b, 0)).toBe(6000 - 2000);
    expect(col(rows[0]!, "Total")).toBe("440.00");
  });

  it("adds GST to exclusive prices and marks a business not registered for GST", () => {
    const ex = xeroInvoiceRows(
      {
        ...base,
        amountsIncludeGst: false,
        totalCents: 11000,
        gstCents: 1000,
        deposit: null,
        lines: [{ description: "Dive", quantity: 1, totalCents: 10000 }],
      },
      "200",
    );
    expect(col(ex[0]!, "*UnitAmount")).toBe("110.00");
    const notReg = xeroInvoiceRows({ ...base, gstRegistered: false, gstCents: 0, deposit: null }, "200");
    expect(col(notReg[0]!, "*TaxType")).toBe("BAS Excluded");
  });

  it("quotes CSV cells and never lets a cell run as a formula", () => {
    expect(csvCell('He said "hi", then left')).toBe('"He said ""hi"", then left"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("-12.50")).toBe("-12.50");
    expect(csvDocument(["a", "b"], [[1, null]])).toBe("a,b\r\n1,\r\n");
  });
});
