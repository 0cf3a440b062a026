import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { InvoiceBuilderForm } from "~/screens/invoice-builder/invoice-builder-form.tsx";
import { useActionToast } from "~/components/toaster.tsx";
import { formatInvoiceNumber } from "~/domain/invoice.ts";
import { centsToInput } from "~/domain/money.ts";
import { findInvoice } from "~/models/invoice-queries.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { invoiceBuilderAction } from "~/screens/invoice-builder/invoice-builder.server.ts";
import { invariantResponse } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { readForm } from "~/utils/forms.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Edit ${data?.number ?? "invoice"} | Bosun admin` },
];

const notDraft = (id: string) =>
  redirectWithToast(`/admin/invoices/${id}`, {
    type: "error",
    title: "Issued invoices cannot be edited",
    description: "Void it and issue a replacement instead.",
  });

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const invoice = await findInvoice({ id: params.id });
  invariantResponse(invoice, "Invoice not found", { status: 404 });
  if (invoice.status !== "draft") throw await notDraft(invoice.id);
  return json({
    id: invoice.id,
    number: formatInvoiceNumber(invoice.number),
    job: invoice.job,
    defaults: {
      customerName: invoice.customerName,
      customerEmail: invoice.customerEmail,
      customerAbn: invoice.customerAbn ?? "",
      customerAddress: invoice.customerAddress ?? "",
      pricing: invoice.amountsIncludeGst ? ("inclusive" as const) : ("exclusive" as const),
      items: invoice.items.map((i) => ({
        description: i.description,
        quantity: i.quantity,
        unitPrice: centsToInput(i.unitPriceCents),
      })),
      credits: invoice.credits
        .filter((c) => c.sourceType === "manual")
        .map((c) => ({ description: c.description, amount: centsToInput(c.amountCents) })),
      notes: invoice.notes ?? "",
    },
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const invoice = await prisma.invoice.findUnique({ where: { id: params.id }, select: { id: true, status: true } });
  invariantResponse(invoice, "Invoice not found", { status: 404 });
  if (invoice.status !== "draft") return notDraft(invoice.id);
  return invoiceBuilderAction({
    request,
    formData: await readForm(request),
    actorId: ctx.actor.id,
    now: getNow(request),
    invoiceId: invoice.id,
  });
}

export default function EditInvoice() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useActionToast(actionData && "toast" in actionData ? actionData.toast : null);
  return (
    <>
      <PageHeader
        title={`Edit draft ${d.number}`}
        description={
          d.job
            ? `For job #${d.job.number} · ${d.job.title}`
            : "A hand-built invoice. Drafts are never seen by the customer."
        }
        links={[{ to: `/admin/invoices/${d.id}`, label: `← Back to ${d.number}` }]}
      />
      <InvoiceBuilderForm
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
        defaults={d.defaults}
        submitLabel="Save changes"
      />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
