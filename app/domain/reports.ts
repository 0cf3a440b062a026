// Money and insight (issue 19, ADR 138): the pure rules behind the reports, job costing and overheads.
// Everything is integer cents; shares of GST are rounded per record so the parts always add up to the whole.
import { addDays, addMonths, daysBetween, sydneyDateKey, sydneyWallTimeToUtc } from "./dates.ts";
import { csvDollars } from "./csv.ts";
import { roundCents } from "./money.ts";
import { labelledValues, isOneOf } from "./labelled-values.ts";

// ───────────── basis and period ─────────────

/** Cash: money received and refunded in the period. Accrual: invoices issued, credited and refunded in the period. */
export const REPORT_BASIS_LABELS = {
  cash: "Cash basis (payments received)",
  accrual: "Accrual basis (invoices issued)",
};
export const REPORT_BASES = labelledValues(REPORT_BASIS_LABELS);
export type ReportBasis = (typeof REPORT_BASES)[number];
export const isReportBasis = isOneOf(REPORT_BASES);

/** A reporting period: Sydney calendar dates, both days included. */
export interface Period {
  from: string;
  to: string;
}

/** The UTC instants a period covers: [start, end). */
export function periodBounds(p: Period): { start: Date; end: Date } {
  return { start: sydneyWallTimeToUtc(p.from), end: sydneyWallTimeToUtc(addDays(p.to, 1)) };
}

/** The Australian financial year (1 July – 30 June) a date falls in, named by its end: FY2026 = Jul 2025 – Jun 2026. */
export function financialYearOf(dateKey: string): Period & { label: string; endYear: number } {
  const [y, m] = dateKey.split("-").map(Number) as [number, number];
  const endYear = m >= 7 ? y + 1 : y;
  return {
    from: `${endYear - 1}-07-01`,
    to: `${endYear}-06-30`,
    endYear,
    label: `FY${endYear - 1}–${String(endYear).slice(2)}`,
  };
}

const monthStart = (dateKey: string) => `${dateKey.slice(0, 7)}-01`;
const monthEnd = (start: string) => addDays(addMonths(start, 1), -1);
/** The BAS quarter (Jul–Sep, Oct–Dec, Jan–Mar, Apr–Jun) a date falls in. */
function quarterOf(dateKey: string): Period {
  const m = Number(dateKey.slice(5, 7));
  const first = m - ((m - 1) % 3);
  const from = `${dateKey.slice(0, 4)}-${String(first).padStart(2, "0")}-01`;
  return { from, to: addDays(addMonths(from, 3), -1) };
}

export interface PeriodPreset extends Period {
  id: string;
  label: string;
}

export function periodPresets(today: string): PeriodPreset[] {
  const thisMonth = monthStart(today);
  const lastMonth = addMonths(thisMonth, -1);
  const q = quarterOf(today);
  const lq = quarterOf(addDays(q.from, -1));
  const fy = financialYearOf(today);
  const lfy = financialYearOf(addDays(fy.from, -1));
  return [
    { id: "this-month", label: "This month", from: thisMonth, to: monthEnd(thisMonth) },
    { id: "last-month", label: "Last month", from: lastMonth, to: monthEnd(lastMonth) },
    { id: "this-quarter", label: "This quarter", ...q },
    { id: "last-quarter", label: "Last quarter", ...lq },
    { id: "this-fy", label: `This financial year (${fy.label})`, from: fy.from, to: fy.to },
    { id: "last-fy", label: `Last financial year (${lfy.label})`, from: lfy.from, to: lfy.to },
  ];
}

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;
const isDateKey = (s: string) => DATE_KEY.test(s) && sydneyDateKey(new Date(`${s}T12:00:00Z`)) === s;
export const MAX_PERIOD_DAYS = 3660;

/**
 * The period asked for in the address (?from=&to= or ?preset=), or this quarter. A bad date is never an error page:
 * the report falls back to the default and says why.
 */
export function parsePeriod(
  params: URLSearchParams,
  today: string,
): { period: Period; preset: string | null; problem: string | null } {
  const presets = periodPresets(today);
  const byId = presets.find((p) => p.id === params.get("preset"));
  if (byId) return { period: { from: byId.from, to: byId.to }, preset: byId.id, problem: null };
  const fallback = presets.find((p) => p.id === "this-quarter")!;
  const from = (params.get("from") ?? "").trim();
  const to = (params.get("to") ?? "").trim();
  if (!from && !to) return { period: { from: fallback.from, to: fallback.to }, preset: fallback.id, problem: null };
  const fail = (problem: string) => ({
    period: { from: fallback.from, to: fallback.to },
    preset: fallback.id,
    problem,
  });
  if (!isDateKey(from) || !isDateKey(to)) return fail("Enter both dates as real calendar dates; showing this quarter.");
  if (to < from) return fail("The end date is before the start date; showing this quarter.");
  if (daysBetween(from, to) > MAX_PERIOD_DAYS)
    return fail("Choose a period of ten years or less; showing this quarter.");
  const match = presets.find((p) => p.from === from && p.to === to);
  return { period: { from, to }, preset: match?.id ?? null, problem: null };
}

/** The calendar months (YYYY-MM) a period touches, oldest first. */
export function monthsOf(p: Period): string[] {
  const out: string[] = [];
  for (let m = monthStart(p.from); m <= p.to && out.length < 200; m = addMonths(m, 1)) out.push(m.slice(0, 7));
  return out;
}

const monthFmt = new Intl.DateTimeFormat("en-AU", { month: "short", year: "numeric", timeZone: "UTC" });

export function formatMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return monthFmt.format(new Date(Date.UTC(y, m - 1, 15)));
}

export const REVENUE_DIMENSION_LABELS = {
  month: "Month",
  service: "Service type",
  category: "Category",
  customer: "Customer",
  vessel: "Vessel",
};
export const REVENUE_DIMENSIONS = labelledValues(REVENUE_DIMENSION_LABELS);
export type RevenueDimension = (typeof REVENUE_DIMENSIONS)[number];

export const PROFIT_DIMENSION_LABELS = {
  service: "Service type",
  customer: "Customer",
  vessel: "Vessel type and length",
  worker: "Worker",
  month: "Month",
};
export const PROFIT_DIMENSIONS = labelledValues(PROFIT_DIMENSION_LABELS);
export type ProfitDimension = (typeof PROFIT_DIMENSIONS)[number];

// ───────────── GST ─────────────

/** The invoice's share of GST in part of its total (a credit note, a refund, one payment): GST × part / total. */
export function gstShare(partCents: number, invoiceGstCents: number, invoiceTotalCents: number): number {
  if (invoiceTotalCents === 0 || invoiceGstCents === 0) return 0;
  return roundCents((partCents * invoiceGstCents) / invoiceTotalCents);
}

/**
 * GST in each of an invoice's receipts, in the order received. Each takes the GST on everything received so far less
 * the GST already attributed, so an invoice paid in instalments reports exactly its GST once fully paid.
 */
export function apportionReceiptGst(
  invoiceTotalCents: number,
  invoiceGstCents: number,
  receipts: readonly number[],
): number[] {
  let received = 0;
  let attributed = 0;
  return receipts.map((amount) => {
    received += amount;
    const upTo = gstShare(received, invoiceGstCents, invoiceTotalCents);
    const gst = upTo - attributed;
    attributed = upTo;
    return gst;
  });
}

// ───────────── receivables ─────────────

export const AGED_BUCKET_LABELS = {
  current: "Current",
  "1-30": "1–30 days",
  "31-60": "31–60 days",
  "61-90": "61–90 days",
  "90+": "90+ days",
};
export const AGED_BUCKETS = labelledValues(AGED_BUCKET_LABELS);
export type AgedBucket = (typeof AGED_BUCKETS)[number];

/** Days past the due day (Sydney calendar days): not yet due is current. */
export function agedBucket(dueAt: Date | null, now: Date): AgedBucket {
  if (!dueAt) return "current";
  const days = daysBetween(sydneyDateKey(dueAt), sydneyDateKey(now));
  if (days <= 0) return "current";
  if (days <= 30) return "1-30";
  if (days <= 60) return "31-60";
  if (days <= 90) return "61-90";
  return "90+";
}

// ───────────── job costing and overheads ─────────────

export const JOB_COST_KIND_LABELS = {
  labour: "Labour",
  materials: "Materials",
  subcontractor: "Subcontractor",
  haul_out: "Haul-out",
};
export const JOB_COST_KINDS = labelledValues(JOB_COST_KIND_LABELS);
export type JobCostKind = (typeof JOB_COST_KINDS)[number];
export const isJobCostKind = isOneOf(JOB_COST_KINDS);

export const OVERHEAD_CATEGORIES = [
  "Rent",
  "Vehicles",
  "Insurance",
  "Software",
  "Fuel",
  "Equipment",
  "Marketing",
  "Wages (office)",
  "Utilities",
  "Other",
] as const;

/** Labour cost of hours (in hundredths) at a rate per hour. */
export function labourCostCents(hundredthsHours: number, rateCents: number): number {
  return roundCents((hundredthsHours * rateCents) / 100);
}

/** A month's overheads per labour hour worked that month, or null when nobody recorded hours. */
export function overheadRatePerHour(overheadCents: number, labourHundredths: number): number | null {
  if (labourHundredths <= 0) return null;
  return roundCents((overheadCents * 100) / labourHundredths);
}

/** A job's share of overheads: its labour hours × the hourly overhead rate of the month they were worked. */
export function overheadAllocation(hundredthsHours: number, ratePerHourCents: number | null): number {
  if (ratePerHourCents === null) return 0;
  return roundCents((hundredthsHours * ratePerHourCents) / 100);
}

export interface JobCostTotals {
  revenueCents: number;
  labourCents: number;
  materialsCents: number;
  subcontractorCents: number;
  haulOutCents: number;
  overheadCents: number;
}

/** Margin = revenue (ex GST) − every cost; margin % in basis points of revenue (null with no revenue). */
export function jobMargin(t: JobCostTotals) {
  const costCents = t.labourCents + t.materialsCents + t.subcontractorCents + t.haulOutCents + t.overheadCents;
  const marginCents = t.revenueCents - costCents;
  const marginBp = t.revenueCents > 0 ? Math.round((marginCents * 10_000) / t.revenueCents) : null;
  return { costCents, marginCents, marginBp };
}

export function formatBasisPoints(bp: number | null): string {
  return bp === null ? "—" : `${(bp / 100).toFixed(1)} %`;
}

/** More than 25 % over the estimate is a job to look at (pricing or a problem on site). */
export const OVERRUN_THRESHOLD_BP = 2500;
export function overEstimate(estimatedMinutes: number | null, actualHundredths: number): boolean {
  if (!estimatedMinutes || estimatedMinutes <= 0 || actualHundredths <= 0) return false;
  // actual hours > estimate × 1.25  ⇔  actualHundredths × 60 × 10000 > estimatedMinutes × 100 × 12500
  return actualHundredths * 60 * 10_000 > estimatedMinutes * 100 * (10_000 + OVERRUN_THRESHOLD_BP);
}

/** Hours typed by a person ("1.5", "2", "0.25") as hundredths, or null. */
export function parseHours(input: string): number | null {
  const s = input.trim();
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(s)) return null;
  const [whole, frac = ""] = s.split(".");
  const value = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  return value > 0 && value <= 100_000 ? value : null;
}

export function formatHours(hundredths: number): string {
  return `${(hundredths / 100).toFixed(2).replace(/\.?0+$/, "")} h`;
}

export const LENGTH_BANDS = ["Under 8 m", "8–12 m", "12–18 m", "18 m and over", "Length unknown"] as const;
export function lengthBand(metres: number | null | undefined): (typeof LENGTH_BANDS)[number] {
  if (metres === null || metres === undefined || !(metres > 0)) return "Length unknown";
  if (metres < 8) return "Under 8 m";
  if (metres < 12) return "8–12 m";
  if (metres < 18) return "12–18 m";
  return "18 m and over";
}

// ───────────── accounting export (Xero) ─────────────

/** Xero's sales-invoice import template, in its order (required columns start with *). */
export const XERO_INVOICE_HEADER = [
  "*ContactName",
  "EmailAddress",
  "POAddressLine1",
  "POAddressLine2",
  "POAddressLine3",
  "POAddressLine4",
  "POCity",
  "PORegion",
  "POPostalCode",
  "POCountry",
  "*InvoiceNumber",
  "Reference",
  "*InvoiceDate",
  "*DueDate",
  "Total",
  "InventoryItemCode",
  "*Description",
  "*Quantity",
  "*UnitAmount",
  "Discount",
  "*AccountCode",
  "*TaxType",
  "TaxAmount",
  "TrackingName1",
  "TrackingOption1",
  "TrackingName2",
  "TrackingOption2",
  "Currency",
  "BrandingTheme",
] as const;

/** Xero's bank-statement import (payments received, refunds paid out as negatives). */
export const XERO_STATEMENT_HEADER = ["*Date", "*Amount", "Payee", "Description", "Reference"] as const;

/** Xero's Australian tax rates for a sale. */
export function xeroTaxType(gstRegistered: boolean, lineGstCents: number): string {
  if (!gstRegistered) return "BAS Excluded";
  return lineGstCents === 0 ? "GST Free Income" : "GST on Income";
}

/** dd/mm/yyyy, the date form an Australian Xero organisation imports. */
export function xeroDate(dateKey: string): string {
  const [y, m, d] = dateKey.split("-");
  return `${d}/${m}/${y}`;
}

/** Splits an invoice's GST over its lines (largest remainder), so the lines' tax adds up to the invoice's. */
export function splitGstOverLines(lineTotals: readonly number[], gstCents: number): number[] {
  const total = lineTotals.reduce((a, b) => a + b, 0);
  if (total === 0 || gstCents === 0) return lineTotals.map(() => 0);
  let cumulative = 0;
  let attributed = 0;
  return lineTotals.map((line) => {
    cumulative += line;
    const upTo = roundCents((cumulative * gstCents) / total);
    const share = upTo - attributed;
    attributed = upTo;
    return share;
  });
}

export interface XeroInvoiceInput {
  number: string;
  customerName: string;
  customerEmail: string;
  customerAddress: string | null;
  issuedOn: string;
  dueOn: string;
  reference: string;
  gstRegistered: boolean;
  amountsIncludeGst: boolean;
  totalCents: number;
  gstCents: number;
  lines: readonly { description: string; quantity: number; totalCents: number }[];
  /** A deposit already reported on its own invoice: a negative line so the two invoices are not counted twice. */
  deposit: { label: string; amountCents: number; gstCents: number } | null;
}

const XERO_EMPTY = Object.fromEntries(XERO_INVOICE_HEADER.map((h) => [h, ""])) as Record<
  (typeof XERO_INVOICE_HEADER)[number],
  string
>;

/**
 * An invoice as rows of Xero's import, every amount GST inclusive (import the file as "Tax inclusive"). A line
 * keeps its quantity when its inclusive unit price is whole cents; otherwise it is one unit of the line's total.
 */
export function xeroInvoiceRows(inv: XeroInvoiceInput, accountCode: string): string[][] {
  const exclusive = inv.gstRegistered && !inv.amountsIncludeGst;
  const lineGst = splitGstOverLines(
    inv.lines.map((l) => l.totalCents),
    inv.gstCents,
  );
  const rows = inv.lines.map((l, i) => {
    const inclusive = exclusive ? l.totalCents + lineGst[i]! : l.totalCents;
    const perUnit = inclusive / l.quantity;
    const whole = Number.isInteger(l.quantity) && l.quantity > 0 && Number.isInteger(perUnit);
    return {
      description: l.description,
      quantity: whole ? l.quantity : 1,
      unitCents: whole ? perUnit : inclusive,
      gst: lineGst[i]!,
    };
  });
  if (inv.deposit) {
    rows.push({
      description: `Less deposit paid on ${inv.deposit.label}`,
      quantity: 1,
      unitCents: -inv.deposit.amountCents,
      gst: -inv.deposit.gstCents,
    });
  }
  const total = rows.reduce((a, r) => a + r.quantity * r.unitCents, 0);
  const address = (inv.customerAddress ?? "").split(/\r?\n|,\s*/).filter(Boolean);
  return rows.map((r) => {
    const row = {
      ...XERO_EMPTY,
      "*ContactName": inv.customerName,
      EmailAddress: inv.customerEmail,
      POAddressLine1: address[0] ?? "",
      POAddressLine2: address.slice(1).join(", "),
      "*InvoiceNumber": inv.number,
      Reference: inv.reference,
      "*InvoiceDate": xeroDate(inv.issuedOn),
      "*DueDate": xeroDate(inv.dueOn),
      Total: csvDollars(total),
      "*Description": r.description,
      "*Quantity": String(r.quantity),
      "*UnitAmount": csvDollars(r.unitCents),
      "*AccountCode": accountCode,
      "*TaxType": xeroTaxType(inv.gstRegistered, r.gst),
      TaxAmount: csvDollars(r.gst),
      Currency: "AUD",
    };
    return XERO_INVOICE_HEADER.map((h) => row[h]);
  });
}
