import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { InvoiceDocumentView } from "~/components/invoice-document.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { VISIBLE_TO_CUSTOMER, findInvoice, invoiceDocumentFor } from "~/models/invoice-queries.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { invariantResponse } from "~/utils/misc.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.doc.number ?? "Invoice"} | Owner Portal` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "owner");
  const invoice = await findInvoice({ id: params.id, customerId: user.id, ...VISIBLE_TO_CUSTOMER });
  invariantResponse(invoice, "Invoice not found", { status: 404 });
  return json({ id: invoice.id, doc: invoiceDocumentFor(invoice, getNow(request)) });
}

export default function OwnerInvoice() {
  const { id, doc } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={doc.number}
        description={`${doc.statusLabel} · ${doc.amountDue.value} due`}
        actions={
          <Link to="/owner/invoices" className="btn-secondary">
            ← All invoices
          </Link>
        }
      />
      <div className="max-w-4xl">
        <InvoiceDocumentView doc={doc} pdfHref={`/resources/invoices/${id}/pdf`} titleAs="h2" />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
