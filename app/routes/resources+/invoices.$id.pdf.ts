import type { LoaderFunctionArgs } from "@remix-run/node";
import { canAccessPortal } from "~/domain/roles.ts";
import {
  VISIBLE_TO_CUSTOMER,
  findInvoice,
  invoiceDocumentFor,
  ownerInvoiceWhere,
} from "~/models/invoice-queries.server.ts";
import { requireAuth } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import type { Prisma } from "~/utils/db.server.ts";
import { renderInvoicePdf } from "~/utils/invoice-pdf.server.ts";
import { notFound } from "~/utils/misc.ts";

// /resources/invoices/{id}/pdf — with ?token= (the e-mailed link) no login is needed; otherwise staff see any
// invoice and customers only their own issued ones, or their managed fleets' (ADR 171; the check is in the query).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  let where: Prisma.InvoiceWhereInput;
  if (token) {
    where = { id: params.id, publicToken: token, ...VISIBLE_TO_CUSTOMER };
  } else {
    const ctx = await requireAuth(request);
    const staff = canAccessPortal(ctx.user, "staff");
    where = staff ? { id: params.id } : { AND: [{ id: params.id }, await ownerInvoiceWhere(ctx.user.id)] };
  }
  const invoice = await findInvoice(where);
  if (!invoice) throw notFound("Invoice not found");
  const doc = await invoiceDocumentFor(invoice, getNow(request));
  const pdf = await renderInvoicePdf(doc);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${doc.number}.pdf"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
