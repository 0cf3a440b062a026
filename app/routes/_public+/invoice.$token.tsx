import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { InvoiceDocumentView } from "~/components/invoice-document.tsx";
import { VISIBLE_TO_CUSTOMER, findInvoice, invoiceDocumentFor } from "~/models/invoice-queries.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { invariantResponse } from "~/utils/misc.ts";

// /invoice/{token}: the link in the invoice e-mail. The token is 24 random bytes, so no login is needed.
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.doc.title} ${data.doc.number} | ${data.doc.business.name}` : "Invoice not found" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  invariantResponse(token.length >= 20, "Invoice not found", { status: 404 });
  const invoice = await findInvoice({ publicToken: token, ...VISIBLE_TO_CUSTOMER });
  invariantResponse(invoice, "Invoice not found", { status: 404 });
  return json({ id: invoice.id, token, doc: invoiceDocumentFor(invoice, getNow(request)) });
}

export default function PublicInvoice() {
  const { id, token, doc } = useLoaderData<typeof loader>();
  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <InvoiceDocumentView
        doc={doc}
        pdfHref={`/resources/invoices/${id}/pdf?token=${encodeURIComponent(token)}`}
        footer={
          <p className="text-sm">
            Questions about this invoice? Call {doc.business.phone} or email <a href={`mailto:${doc.business.email}`}>{doc.business.email}</a>.
          </p>
        }
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
