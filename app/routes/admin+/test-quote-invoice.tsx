// /admin/test-quote-invoice (issue 18): a sample quote and tax invoice made with the current business settings (name,
// ABN, GST registration, terms, contact and bank details), as a page and the invoice as a PDF (test-quote-invoice_.pdf.ts) — nothing is stored.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { InvoiceDocumentView } from "~/components/invoice-document.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { formatDate, sydneyDateKey, addDays } from "~/domain/dates.ts";
import type { InvoiceDocument } from "~/domain/invoice-document.ts";
import { formatCents } from "~/domain/money.ts";
import { SAMPLE_LINES, sampleInvoiceDocument, sampleTotals } from "~/domain/sample-documents.ts";
import { invoiceSettings } from "~/models/invoice.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { TableHead } from "~/components/ui/table-head.tsx";

export const meta: MetaFunction = () => [{ title: "Test quote and invoice | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = getNow(request);
  const s = await invoiceSettings();
  const doc = sampleInvoiceDocument(s, now);
  return json(pageData(doc, s, now));
}

function pageData(doc: InvoiceDocument, s: Awaited<ReturnType<typeof invoiceSettings>>, now: Date) {
  const totals = sampleTotals(s.gstRegistered);
  return {
    doc,
    quote: {
      business: { name: s.businessName, ...s.contact },
      validUntil: formatDate(addDays(sydneyDateKey(now), 30)),
      lines: SAMPLE_LINES.map((l, i) => ({ ...l, total: formatCents(totals.lineTotals[i]!) })),
      subtotal: formatCents(totals.subtotalCents),
      gst: s.gstRegistered ? formatCents(totals.gstCents) : null,
      total: formatCents(totals.totalCents),
    },
  };
}

export default function TestQuoteInvoice() {
  const { doc, quote } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Test quote and invoice"
        description="Samples made with the current business settings, to check what customers will see. Nothing is stored or sent."
      />
      <TitledSection
        id="sample-quote"
        className="card"
        headingClassName="text-xl font-bold"
        testId="sample-quote"
        title={<>Sample quote from {quote.business.name}</>}
      >
        <p className="mt-1 text-sm">
          {quote.business.phone} · {quote.business.email} · {quote.business.location} · valid until the end of{" "}
          {quote.validUntil}
        </p>
        <table className="table-base mt-4">
          <TableHead
            columns={[
              "Item",
              { label: "Qty", align: "right" },
              { label: "Unit price", align: "right" },
              { label: "Amount", align: "right" },
            ]}
          />
          <tbody>
            {quote.lines.map((l) => (
              <tr key={l.description}>
                <td>{l.description}</td>
                <td className="text-right tabular-nums">{l.quantity}</td>
                <td className="text-right tabular-nums">{formatCents(l.unitPriceCents)}</td>
                <td className="text-right tabular-nums">{l.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="ml-auto mt-3 grid max-w-xs grid-cols-2 gap-y-1 text-sm">
          <dt>Subtotal</dt>
          <dd className="text-right tabular-nums">{quote.subtotal}</dd>
          {quote.gst ? (
            <>
              <dt>GST included</dt>
              <dd className="text-right tabular-nums">{quote.gst}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold tabular-nums">{quote.total}</dd>
        </dl>
      </TitledSection>
      <TitledSection
        id="sample-invoice"
        className="mt-8 space-y-3"
        headingClassName="text-xl font-bold"
        title="Sample invoice"
      >
        <InvoiceDocumentView doc={doc} pdfHref="/admin/test-quote-invoice/pdf" titleAs="h2" />
      </TitledSection>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
