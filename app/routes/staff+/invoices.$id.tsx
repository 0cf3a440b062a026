import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { InvoiceDocumentView } from "~/components/invoice-document.tsx";
import { InvoiceJobCard, InvoicePaymentPanels } from "~/screens/invoice/office-invoice-panels.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { useActionToast } from "~/components/toaster.tsx";
import { findInvoice, officeInvoiceView } from "~/models/invoice-queries.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { recordPaymentAction } from "~/screens/invoice/invoice-actions.server.ts";
import { invariantResponse } from "~/utils/misc.ts";
import { readForm } from "~/utils/forms.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.doc.number ?? "Invoice"} | Operations Portal` },
];

// Staff see issued invoices (drafts are the office's work in progress) and record cash and bank payments.
const ISSUED = { status: { not: "draft" } };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePortal(request, "staff");
  const now = getNow(request);
  const invoice = await findInvoice({ id: params.id, ...ISSUED });
  invariantResponse(invoice, "Invoice not found", { status: 404 });
  return json(await officeInvoiceView(invoice, now));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requirePortal(request, "staff");
  const invoice = await prisma.invoice.findFirst({ where: { id: params.id, ...ISSUED }, select: { id: true } });
  invariantResponse(invoice, "Invoice not found", { status: 404 });
  const formData = await readForm(request);
  if (formData.get("intent") !== "record-payment")
    return json({ intent: "unknown", result: undefined, toast: null }, { status: 400 });
  return recordPaymentAction({
    request,
    formData,
    invoiceId: invoice.id,
    actorId: ctx.audit.actorId,
    now: getNow(request),
    redirectTo: `/staff/invoices/${invoice.id}`,
  });
}

export default function StaffInvoice() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useActionToast(actionData?.toast);
  return (
    <>
      <PageHeader
        title={d.doc.number}
        description={`${d.doc.billTo.name} · ${d.doc.total.value} · ${d.doc.statusLabel}`}
        links={[{ to: "/staff/invoices", label: "← All invoices" }]}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <InvoiceDocumentView doc={d.doc} pdfHref={`/resources/invoices/${d.id}/pdf`} titleAs="h2" />
        {/* On phones the actions come first: staff open this page to record a payment. */}
        <div className="order-first space-y-6 xl:order-none">
          {d.job ? <InvoiceJobCard job={d.job} /> : null}
          <InvoicePaymentPanels d={d} actionData={actionData} />
        </div>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
