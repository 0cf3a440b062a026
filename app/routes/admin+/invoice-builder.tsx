import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { InvoiceBuilderForm } from "~/screens/invoice-builder/invoice-builder-form.tsx";
import { useActionToast } from "~/components/toaster.tsx";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { invoiceBuilderAction } from "~/screens/invoice-builder/invoice-builder.server.ts";
import { readForm } from "~/utils/forms.server.ts";

export const meta: MetaFunction = () => [{ title: "Invoice builder | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(null);
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  return invoiceBuilderAction({
    request,
    formData: await readForm(request),
    actorId: ctx.actor.id,
    now: getNow(request),
  });
}

export default function InvoiceBuilder() {
  const actionData = useActionData<typeof action>();
  useActionToast(actionData?.toast);
  return (
    <>
      <PageHeader
        title="Invoice builder"
        description="Build an invoice by hand — for work that was never a job in Bosun, or extra charges. It is saved as a draft until you issue it."
        links={[{ to: "/admin/invoices", label: "← All invoices" }]}
      />
      <InvoiceBuilderForm lastResult={actionData?.result} defaults={{}} submitLabel="Save draft" />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
