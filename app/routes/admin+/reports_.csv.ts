// /admin/reports/csv?view=… — each report of /admin/reports as CSV for the same period and basis, and the accounting
// export in Xero's import layouts (issue 19, ADR 138).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvDocument, csvDollars, csvLine } from "~/domain/csv.ts";
import { sydneyDateKey } from "~/domain/dates.ts";
import { formatInvoiceNumber } from "~/domain/invoice.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import {
  AGED_BUCKET_LABELS,
  AGED_BUCKETS,
  XERO_INVOICE_HEADER,
  XERO_STATEMENT_HEADER,
  financialYearOf,
  gstShare,
  parsePeriod,
  xeroDate,
  xeroInvoiceRows,
  xeroTaxType,
  REVENUE_DIMENSIONS,
  type RevenueDimension,
} from "~/domain/reports.ts";
import {
  agedReceivables,
  creditNotesForExport,
  gstLedger,
  invoicesForExport,
  paymentsByMethod,
  reportBasis,
  revenueBreakdown,
  statementLinesForExport,
  tpar,
} from "~/models/reports.server.ts";
import { profitability } from "~/models/job-costing.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { csvResponse } from "~/utils/file-response.server.ts";
import { notFound } from "~/utils/misc.ts";

/** The account code sales are coded to in Xero's standard Australian chart of accounts. */
const SALES_ACCOUNT = "200";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = getNow(request);
  const today = sydneyDateKey(now);
  const url = new URL(request.url);
  const { period } = parsePeriod(url.searchParams, today);
  const span = `${period.from}_${period.to}`;
  const basis = await reportBasis();
  switch (url.searchParams.get("view")) {
    case "revenue": {
      const byParam = url.searchParams.get("by") ?? "";
      const by = ((REVENUE_DIMENSIONS as readonly string[]).includes(byParam) ? byParam : "month") as RevenueDimension;
      const r = await revenueBreakdown(period, basis, by);
      const rows = r.rows.map((row) => [row.label, csvDollars(row.revenueCents)]);
      if (r.others) rows.push(["Everything else", csvDollars(r.others)]);
      rows.push(["Total", csvDollars(r.totalCents)]);
      return csvResponse(csvDocument([by, `Revenue ex GST (${basis} basis)`], rows), `revenue-${by}-${span}.csv`);
    }
    case "gst": {
      const { lines } = await gstLedger(period, basis, { skip: 0, take: 1_000_000 });
      const rows = lines.map((l) => [
        sydneyDateKey(l.date),
        l.kind,
        formatInvoiceNumber(l.invoiceNumber),
        l.customerName,
        csvDollars(l.amountCents),
        csvDollars(l.gstCents),
        l.note,
      ]);
      rows.push([
        "",
        "total (G1, 1A)",
        "",
        "",
        csvDollars(lines.reduce((a, l) => a + l.amountCents, 0)),
        csvDollars(lines.reduce((a, l) => a + l.gstCents, 0)),
        `${basis} basis`,
      ]);
      return csvResponse(
        csvDocument(["Date", "Record", "Invoice", "Customer", "Amount incl GST", "GST", "Note"], rows),
        `gst-${basis}-${span}.csv`,
      );
    }
    case "receivables": {
      const a = await agedReceivables(now, { take: 100_000 });
      const rows = a.rows.map((c) => [
        c.customerName,
        c.customerEmail,
        ...AGED_BUCKETS.map((b) => csvDollars(c.buckets[b])),
        csvDollars(c.totalCents),
      ]);
      return csvResponse(
        csvDocument(["Customer", "Email", ...AGED_BUCKETS.map((b) => AGED_BUCKET_LABELS[b]), "Total"], rows),
        `aged-receivables-${today}.csv`,
      );
    }
    case "payments": {
      const p = await paymentsByMethod(period);
      return csvResponse(
        csvDocument(
          ["Method", "Payments", "Received", "Refunded", "Net"],
          p.rows.map((r) => [
            r.method,
            r.count,
            csvDollars(r.receivedCents),
            csvDollars(r.refundedCents),
            csvDollars(r.receivedCents - r.refundedCents),
          ]),
        ),
        `payments-${span}.csv`,
      );
    }
    case "tpar": {
      const fyParam = Number(url.searchParams.get("fy"));
      const fy =
        Number.isInteger(fyParam) && fyParam > 2000 && fyParam < 2200 ? fyParam : financialYearOf(today).endYear - 1;
      const t = await tpar(fy);
      return csvResponse(
        csvDocument(
          ["Payee name", "ABN", "Address", "Gross amount paid (incl GST)", "GST", "Number of payments"],
          t.rows.map((r) => [
            r.name,
            r.abn,
            r.address,
            csvDollars(r.totalPaidCents),
            csvDollars(r.gstCents),
            r.payments,
          ]),
        ),
        `tpar-${t.fy.label.replace("–", "-")}.csv`,
      );
    }
    case "profitability": {
      const r = await profitability(period, "service", { skip: 0, take: 1_000_000 });
      const rows = r.jobs.map((j) => [
        formatJobNumber(j.number),
        j.title,
        j.serviceLabel,
        j.customerName,
        j.vesselGroup,
        j.worker,
        j.month,
        j.invoiced ? "invoiced" : "price (not invoiced)",
        csvDollars(j.revenueCents),
        csvDollars(j.labourCents),
        csvDollars(j.materialsCents),
        csvDollars(j.subcontractorCents),
        csvDollars(j.haulOutCents),
        csvDollars(j.overheadCents),
        csvDollars(j.marginCents),
        j.marginBp === null ? "" : (j.marginBp / 100).toFixed(2),
        j.estimatedMinutes === null ? "" : (j.estimatedMinutes / 60).toFixed(2),
        (j.actualHundredths / 100).toFixed(2),
        j.overrun ? "yes" : "",
      ]);
      return csvResponse(
        csvDocument(
          [
            "Job",
            "Title",
            "Service",
            "Customer",
            "Vessel",
            "Worker",
            "Month",
            "Revenue from",
            "Revenue ex GST",
            "Labour",
            "Materials",
            "Subcontractors",
            "Haul-outs",
            "Overheads",
            "Margin",
            "Margin %",
            "Estimated hours",
            "Actual hours",
            "Over estimate by 25%+",
          ],
          rows,
        ),
        `profitability-${span}.csv`,
      );
    }
    case "xero-invoices": {
      const lines = [csvLine(XERO_INVOICE_HEADER)];
      for await (const inv of invoicesForExport(period)) {
        const rows = xeroInvoiceRows(
          {
            number: formatInvoiceNumber(inv.number),
            customerName: inv.customerName,
            customerEmail: inv.customerEmail,
            customerAddress: inv.customerAddress,
            issuedOn: sydneyDateKey(inv.issuedAt!),
            dueOn: sydneyDateKey(inv.dueAt ?? inv.issuedAt!),
            reference: inv.job ? `Job ${formatJobNumber(inv.job.number)}` : "",
            gstRegistered: inv.gstRegistered,
            amountsIncludeGst: inv.amountsIncludeGst,
            totalCents: inv.totalCents,
            gstCents: inv.gstCents,
            lines: inv.items,
            deposit: inv.deposit ? { label: "its deposit invoice", ...inv.deposit } : null,
          },
          SALES_ACCOUNT,
        );
        for (const row of rows) lines.push(csvLine(row));
      }
      for (const c of await creditNotesForExport(period)) {
        const gst = gstShare(c.amountCents, c.invoice.gstCents, c.invoice.totalCents);
        const on = sydneyDateKey(c.receivedAt!);
        const row = Object.fromEntries(XERO_INVOICE_HEADER.map((h) => [h, ""])) as Record<string, string>;
        Object.assign(row, {
          "*ContactName": c.invoice.customerName,
          EmailAddress: c.invoice.customerEmail,
          "*InvoiceNumber": `CN-${formatInvoiceNumber(c.invoice.number)}-${c.id.slice(-6)}`,
          Reference: `Credit on ${formatInvoiceNumber(c.invoice.number)}`,
          "*InvoiceDate": xeroDate(on),
          "*DueDate": xeroDate(on),
          Total: csvDollars(-c.amountCents),
          "*Description": c.description,
          "*Quantity": "1",
          "*UnitAmount": csvDollars(-c.amountCents),
          "*AccountCode": SALES_ACCOUNT,
          "*TaxType": xeroTaxType(c.invoice.gstRegistered, gst),
          TaxAmount: csvDollars(-gst),
          Currency: "AUD",
        });
        lines.push(csvLine(XERO_INVOICE_HEADER.map((h) => row[h]!)));
      }
      return csvResponse(`${lines.join("\r\n")}\r\n`, `xero-invoices-${span}.csv`);
    }
    case "xero-payments": {
      const rows = (await statementLinesForExport(period)).map((l) => [
        xeroDate(sydneyDateKey(l.date)),
        csvDollars(l.amountCents),
        l.payee,
        l.description,
        l.reference,
      ]);
      return csvResponse(csvDocument(XERO_STATEMENT_HEADER, rows), `xero-payments-${span}.csv`);
    }
    default:
      throw notFound("No such report");
  }
}
