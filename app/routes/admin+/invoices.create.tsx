import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { useActionToast } from "~/components/toaster.tsx";
import { ErrorList, Field } from "~/components/ui/fields.tsx";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { SearchForm } from "~/components/ui/search-form.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatDate } from "~/domain/dates.ts";
import { createFromJobSchema, toCents } from "~/domain/invoice-schemas.ts";
import { formatInvoiceNumber } from "~/domain/invoice.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { formatCents } from "~/domain/money.ts";
import { sendInvoiceEmail } from "~/models/invoice-email.server.ts";
import { jobInvoicePreview, listJobsAwaitingInvoice } from "~/models/invoice-queries.server.ts";
import { InvoiceError, createInvoiceFromJob, issueInvoice } from "~/models/invoice.server.ts";
import { JobStatusConflict } from "~/models/job.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { TableHead } from "~/components/ui/table-head.tsx";

export const meta: MetaFunction = () => [{ title: "Invoice a completed job | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { url, q, page, pageSize, skip, take } = await adminListRequest(request, 20);
  const jobId = url.searchParams.get("jobId");
  const [list, selected] = await Promise.all([
    listJobsAwaitingInvoice(q, { skip, take }),
    jobId ? jobInvoicePreview(jobId) : null,
  ]);
  return json({ q, page, pageSize, total: list.total, jobs: list.jobs, selected, jobIdMissing: !!jobId && !selected });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const send = formData.get("intent") === "create-send";
  const submission = parseForm(formData, { schema: createFromJobSchema });
  if (submission.status !== "success") return json({ result: submission.reply(), toast: null }, { status: 400 });
  const { jobId, customerAbn, depositAmount, depositDescription } = submission.value;
  const now = getNow(request);
  let created;
  try {
    created = await prisma.$transaction(async (tx) => {
      const invoice = await createInvoiceFromJob(tx, {
        jobId,
        actorId: ctx.actor.id,
        onBehalfOfId: ctx.audit.onBehalfOfId,
        customerAbn: customerAbn || null,
        credits: depositAmount ? [{ description: depositDescription!, amountCents: toCents(depositAmount) }] : [],
        now,
      });
      if (send) await issueInvoice(tx, { invoiceId: invoice.id, actorId: ctx.actor.id, now });
      return invoice;
    });
  } catch (error) {
    if (!(error instanceof InvoiceError || error instanceof JobStatusConflict)) throw error;
    const field = error instanceof InvoiceError && error.field === "credits" ? "depositAmount" : null;
    return json(
      {
        result: submission.reply(
          field ? { fieldErrors: { [field]: [error.message] } } : { formErrors: [error.message] },
        ),
        toast: {
          id: `inv-${Date.now()}`,
          type: "error" as const,
          title: "Invoice not created",
          description: error.message,
        },
      },
      { status: 400 },
    );
  }
  await recordAudit(request, {
    action: "invoice.created",
    actorId: ctx.actor.id,
    entityType: "invoice",
    entityId: created.id,
    details: { jobId, issued: send },
  });
  const label = formatInvoiceNumber(created.number);
  if (send) {
    await sendInvoiceEmail(created.id, { now, kind: "invoice" });
    const { customerEmail } = await prisma.invoice.findUniqueOrThrow({
      where: { id: created.id },
      select: { customerEmail: true },
    });
    return redirectWithToast(`/admin/invoices/${created.id}`, {
      type: "success",
      title: `${label} created and e-mailed`,
      description: `Sent to ${customerEmail}; the job is now Invoiced.`,
    });
  }
  return redirectWithToast(`/admin/invoices/${created.id}`, {
    type: "success",
    title: `${label} saved as a draft`,
    description: "The job is now Invoiced. Issue the draft to send it.",
  });
}

export default function CreateInvoiceFromJob() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useActionToast(actionData?.toast);
  const [form, fields] = useZodForm(createFromJobSchema, {
    id: "create-invoice",
    lastResult: actionData?.result,
    defaultValue: { jobId: d.selected?.id ?? "" },
  });
  return (
    <>
      <PageHeader
        title="Invoice a completed job"
        description="Pick a completed job: its items become the invoice lines. Creating the invoice moves the job to Invoiced."
        links={[{ to: "/admin/invoices", label: "← All invoices" }]}
      />
      {d.selected ? (
        <section className="card mb-6" aria-labelledby="selected-heading">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 id="selected-heading" className="text-xl font-bold">
                Job {formatJobNumber(d.selected.number)} · {d.selected.title}
              </h2>
              <p className="text-sm">
                {d.selected.customerName} · {d.selected.customerEmail}
                {d.selected.vesselName ? ` · ${d.selected.vesselName}` : ""}
              </p>
            </div>
            <JobStatusBadge status={d.selected.status} />
          </div>
          <div className="mt-4 overflow-x-auto">
            <table className="table-base">
              <TableHead
                columns={[
                  "Line",
                  { label: "Qty", align: "right" },
                  { label: "Unit price", align: "right" },
                  { label: "Amount", align: "right" },
                ]}
              />
              <tbody className="divide-y divide-line">
                {d.selected.lines.map((l, i) => (
                  <tr key={i}>
                    <td>{l.description}</td>
                    <td className="text-right">{l.quantity}</td>
                    <td className="whitespace-nowrap text-right">{l.unitPrice}</td>
                    <td className="whitespace-nowrap text-right">{l.amount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 text-right text-sm">
              {d.selected.pricesNote} · Subtotal {d.selected.subtotal}
              {d.selected.gst ? ` · GST ${d.selected.gst}` : ""} · <strong>Total {d.selected.total}</strong>
            </p>
          </div>
          <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
            <input type="hidden" name={fields.jobId.name} value={d.selected.id} />
            <div className="grid gap-4 md:grid-cols-3">
              <Field
                meta={fields.customerAbn}
                label="Buyer's ABN (optional)"
                placeholder="11 digits"
                hint="Shown on the tax invoice when the customer is a business."
              />
              <Field
                meta={fields.depositAmount}
                label="Deposit already paid (optional)"
                placeholder="e.g. 200.00"
                hint="Deducted from the amount due."
              />
              <Field
                meta={fields.depositDescription}
                label="What was already paid"
                placeholder="e.g. Deposit paid on quote"
              />
            </div>
            <ErrorList id={form.errorId} errors={form.errors} />
            <div className="flex flex-wrap gap-3">
              <StatusButton value="create-send" pendingText="Creating...">
                Create and e-mail invoice
              </StatusButton>
              <StatusButton value="create-draft" pendingText="Saving..." className="btn-secondary">
                Save as draft
              </StatusButton>
            </div>
          </Form>
        </section>
      ) : d.jobIdMissing ? (
        <p role="alert" className="card mb-6 border-danger/40 text-danger">
          That job cannot be invoiced: it is not completed or already has an invoice.
        </p>
      ) : null}

      <SearchForm
        label="Find a completed job"
        defaultValue={d.q}
        placeholder="Job number, title, customer name or email"
      />
      <PagedListTable
        rows={d.jobs}
        paging={d}
        empty={
          <EmptyState title="No completed jobs waiting for an invoice">
            When a job is marked Completed it appears here, ready to invoice.
          </EmptyState>
        }
        columns={[
          "Job",
          "Customer",
          "Completed",
          { label: "Total", align: "right" },
          "Status",
          { label: "Action", hidden: true },
        ]}
      >
        {(j) => (
          <tr key={j.id} className={d.selected?.id === j.id ? "bg-accent/10" : undefined}>
            <td>
              <span className="font-semibold text-secondary">{formatJobNumber(j.number)}</span> {j.title}
              {j.vesselName ? <span className="block text-xs">{j.vesselName}</span> : null}
            </td>
            <td>{j.customerContactName}</td>
            <td className="whitespace-nowrap">{j.completedAt ? formatDate(j.completedAt) : "—"}</td>
            <td className="whitespace-nowrap text-right">{formatCents(j.totalCents)}</td>
            <td>
              <JobStatusBadge status={j.status} />
              {j.status === "invoiced" ? <span className="block text-xs">previous invoice void</span> : null}
            </td>
            <td className="text-right">
              <Link
                to={`?${new URLSearchParams({ ...(d.q ? { q: d.q } : {}), jobId: j.id })}`}
                className="btn-secondary whitespace-nowrap py-1.5"
                aria-label={`Invoice job ${formatJobNumber(j.number)}`}
              >
                Invoice this job
              </Link>
            </td>
          </tr>
        )}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
