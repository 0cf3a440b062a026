import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { InvoiceCardPayment } from "~/components/invoice-card-payment.tsx";
import { InvoiceDocumentView } from "~/components/invoice-document.tsx";
import {
  cardPaymentView,
  findCustomerInvoice,
  payInvoiceByCardAction,
} from "~/screens/invoice-payment/invoice-payment.server.ts";
import { VISIBLE_TO_CUSTOMER, invoiceDocumentFor } from "~/models/invoice-queries.server.ts";
import { requireUser } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { invariantResponse } from "~/utils/misc.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.doc.number ?? "Invoice"} | Bosun Marine Services` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const now = getNow(request);
  const invoice = await findCustomerInvoice({ id: params.id, customerId: user.id }, now);
  return json({
    id: invoice.id,
    doc: await invoiceDocumentFor(invoice, now),
    canPayByCard: cardPaymentView(invoice, new URL(request.url)).canPayByCard,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const invoice = await prisma.invoice.findFirst({
    where: { id: params.id, customerId: user.id, ...VISIBLE_TO_CUSTOMER },
    select: { id: true },
  });
  invariantResponse(invoice, "Invoice not found", { status: 404 });
  return payInvoiceByCardAction(request, invoice, new URL(request.url).pathname);
}

export default function InvoicePage() {
  const { id, doc, canPayByCard } = useLoaderData<typeof loader>();
  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <Link to="/invoices" className="mb-4 inline-block text-sm font-semibold">
        ← Your invoices
      </Link>
      <InvoiceDocumentView
        doc={doc}
        pdfHref={`/resources/invoices/${id}/pdf`}
        payment={canPayByCard ? <InvoiceCardPayment amountDue={doc.amountDue.value} /> : null}
      />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
