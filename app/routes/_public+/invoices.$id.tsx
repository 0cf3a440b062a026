import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { InvoiceDocumentView } from "~/components/invoice-document.tsx";
import { VISIBLE_TO_CUSTOMER, findInvoice, invoiceDocumentFor } from "~/models/invoice-queries.server.ts";
import { requireUser } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { invariantResponse } from "~/utils/misc.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.doc.number ?? "Invoice"} | Bosun Marine Services` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const invoice = await findInvoice({ id: params.id, customerId: user.id, ...VISIBLE_TO_CUSTOMER });
  invariantResponse(invoice, "Invoice not found", { status: 404 });
  return json({ id: invoice.id, doc: invoiceDocumentFor(invoice, getNow(request)) });
}

export default function InvoicePage() {
  const { id, doc } = useLoaderData<typeof loader>();
  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <Link to="/invoices" className="mb-4 inline-block text-sm font-semibold">
        ← Your invoices
      </Link>
      <InvoiceDocumentView doc={doc} pdfHref={`/resources/invoices/${id}/pdf`} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
