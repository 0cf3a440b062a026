// The sample quote and tax invoice of /admin/test-quote-invoice (issue 18): made from the current business settings,
// never stored. Prices are the catalogue's kind of numbers (GST inclusive, cents).
import {
  buildInvoiceDocument,
  type BankDetails,
  type BusinessContact,
  type InvoiceDocumentSource,
} from "./invoice-document.ts";
import { calculateInvoiceTotals } from "./invoice.ts";
import { GST_RATE_BP } from "./money.ts";

export const SAMPLE_LINES = [
  { description: "External Clean — 12 m motor cruiser", quantity: 1, unitPriceCents: 45_000 },
  { description: "Antifoul application (haul-out arranged)", quantity: 1, unitPriceCents: 180_000 },
  { description: "Travel beyond the service radius (km)", quantity: 20, unitPriceCents: 150 },
];

export interface SampleBusiness {
  businessName: string;
  businessAbn: string;
  gstRegistered: boolean;
  termsDays: number;
}

export function sampleTotals(gstRegistered: boolean) {
  return calculateInvoiceTotals(SAMPLE_LINES, { amountsIncludeGst: true, gstRegistered });
}

export function sampleInvoiceSource(s: SampleBusiness, now: Date): InvoiceDocumentSource {
  const totals = sampleTotals(s.gstRegistered);
  return {
    number: 0,
    status: "sent",
    businessName: s.businessName,
    businessAbn: s.businessAbn,
    gstRegistered: s.gstRegistered,
    taxRateBasisPoints: GST_RATE_BP,
    amountsIncludeGst: true,
    customerName: "Sample Customer",
    customerEmail: "sample.customer@example.com",
    customerAbn: null,
    customerAddress: "Berth 12, Rushcutters Bay Marina, NSW 2011",
    subtotalCents: totals.subtotalCents,
    gstCents: totals.gstCents,
    totalCents: totals.totalCents,
    creditedCents: 0,
    paidCents: 0,
    outstandingCents: totals.totalCents,
    notes: "A sample made from the current settings: not a real invoice.",
    issuedAt: now,
    dueAt: new Date(now.getTime() + s.termsDays * 86_400_000),
    voidedAt: null,
    voidReason: null,
    job: { number: 1234, title: "Summer haul-out", vesselName: "Sea Breeze" },
    quote: null,
    items: SAMPLE_LINES.map((l, i) => ({ ...l, totalCents: totals.lineTotals[i]! })),
    credits: [],
    payments: [],
  };
}

/** The sample as a document, numbered SAMPLE so it can never be taken for a real invoice. */
export function sampleInvoiceDocument(s: SampleBusiness & { contact: BusinessContact; bank: BankDetails }, now: Date) {
  return {
    ...buildInvoiceDocument(sampleInvoiceSource(s, now), { now, contact: s.contact, bank: s.bank }),
    number: "SAMPLE",
  };
}
