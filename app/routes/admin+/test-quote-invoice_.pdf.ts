// /admin/test-quote-invoice/pdf (issue 18): the sample tax invoice of /admin/test-quote-invoice as a PDF, made with
// the current business settings; nothing is stored.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sampleInvoiceDocument } from "~/domain/sample-documents.ts";
import { invoiceSettings } from "~/models/invoice.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { renderInvoicePdf } from "~/utils/invoice-pdf.server.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const pdf = await renderInvoicePdf(sampleInvoiceDocument(await invoiceSettings(), getNow(request)));
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'inline; filename="sample-invoice.pdf"',
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
