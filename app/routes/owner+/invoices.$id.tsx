import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { InvoiceCardPayment } from "~/components/invoice-card-payment.tsx";
import { InvoiceDocumentView } from "~/components/invoice-document.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import {
  cardPaymentView,
  findCustomerInvoice,
  payInvoiceByCardAction,
} from "~/screens/invoice-payment/invoice-payment.server.ts";
import { invoiceDocumentFor, ownerInvoiceWhere } from "~/models/invoice-queries.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { invariantResponse } from "~/utils/misc.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.doc.number ?? "Invoice"} | Owner Portal` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "owner");
  const now = getNow(request);
  // Their own invoice, or one of a fleet they manage (ADR 171); anything else is a 404.
  const invoice = await findCustomerInvoice({ AND: [{ id: params.id }, await ownerInvoiceWhere(user.id)] }, now);
  return json({
    id: invoice.id,
    doc: await invoiceDocumentFor(invoice, now),
    canPayByCard: cardPaymentView(invoice, new URL(request.url)).canPayByCard,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requirePortal(request, "owner");
  const invoice = await prisma.invoice.findFirst({
    where: { AND: [{ id: params.id }, await ownerInvoiceWhere(user.id)] },
    select: { id: true },
  });
  invariantResponse(invoice, "Invoice not found", { status: 404 });
  return payInvoiceByCardAction(request, invoice, new URL(request.url).pathname);
}

export default function OwnerInvoice() {
  const { id, doc, canPayByCard } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={doc.number}
        description={`${doc.statusLabel} · ${doc.amountDue.value} due`}
        links={[{ to: "/owner/invoices", label: "← All invoices" }]}
      />
      <div className="max-w-4xl">
        <InvoiceDocumentView
          doc={doc}
          pdfHref={`/resources/invoices/${id}/pdf`}
          payment={canPayByCard ? <InvoiceCardPayment amountDue={doc.amountDue.value} /> : null}
          titleAs="h2"
        />
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
