import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { InvoiceCardPayment, InvoicePaymentNotice } from "~/components/invoice-card-payment.tsx";
import { InvoiceDocumentView } from "~/components/invoice-document.tsx";
import {
  cardPaymentView,
  findCustomerInvoice,
  payInvoiceByCardAction,
} from "~/screens/invoice-payment/invoice-payment.server.ts";
import { VISIBLE_TO_CUSTOMER, invoiceDocumentFor } from "~/models/invoice-queries.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { invariantResponse } from "~/utils/misc.ts";

// /invoice/{token}: the link in the invoice e-mail. The token is 24 random bytes, so no login is needed — to read
// the invoice, download its PDF or pay it by card (the card checkout comes back here).
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.doc.title} ${data.doc.number} | ${data.doc.business.name}` : "Invoice not found" },
  { name: "robots", content: "noindex, nofollow" },
];

function tokenWhere(token: string | undefined) {
  invariantResponse(token && token.length >= 20, "Invoice not found", { status: 404 });
  return { publicToken: token };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const now = getNow(request);
  const invoice = await findCustomerInvoice(tokenWhere(params.token), now);
  return json({
    id: invoice.id,
    token: invoice.publicToken,
    doc: await invoiceDocumentFor(invoice, now),
    ...cardPaymentView(invoice, new URL(request.url)),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const invoice = await prisma.invoice.findFirst({
    where: { ...tokenWhere(params.token), ...VISIBLE_TO_CUSTOMER },
    select: { id: true, publicToken: true },
  });
  invariantResponse(invoice, "Invoice not found", { status: 404 });
  return payInvoiceByCardAction(request, invoice, `/invoice/${invoice.publicToken}`);
}

export default function PublicInvoice() {
  const { id, token, doc, canPayByCard, returned } = useLoaderData<typeof loader>();
  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <InvoicePaymentNotice
        returned={returned}
        status={doc.status}
        amountDue={doc.amountDue.value}
        reloadHref={`/invoice/${token}?payment=pending`}
      />
      <InvoiceDocumentView
        doc={doc}
        pdfHref={`/resources/invoices/${id}/pdf?token=${encodeURIComponent(token)}`}
        payment={canPayByCard ? <InvoiceCardPayment amountDue={doc.amountDue.value} /> : null}
        footer={
          <p className="text-sm">
            Questions about this invoice? Call {doc.business.phone} or email{" "}
            <a href={`mailto:${doc.business.email}`}>{doc.business.email}</a>.
          </p>
        }
      />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
