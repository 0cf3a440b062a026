import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { ErrorList } from "~/components/ui/fields.tsx";
import { ScheduleFields } from "~/components/admin/schedule-fields.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatDateTime, sydneyDateKey, sydneyWallTimeToUtc } from "~/domain/dates.ts";
import { formatInvoiceNumber } from "~/domain/invoice.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { convertQuoteSchema } from "~/domain/job-schemas.ts";
import { formatCents } from "~/domain/money.ts";
import { formatQuoteNumber } from "~/domain/quote.ts";
import { JobStatusConflict } from "~/models/job.server.ts";
import { listAssignableStaff } from "~/models/job-ops.server.ts";
import { convertQuoteToJob, listQuotesToSchedule } from "~/models/quote.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { useZodForm } from "~/components/ui/use-zod-form.ts";

export const meta: MetaFunction = () => [{ title: "Quote to job | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, pageSize, skip, take } = await adminListRequest(request, 10);
  const [{ total, quotes }, staff] = await Promise.all([listQuotesToSchedule({ skip, take }), listAssignableStaff()]);
  const tomorrow = sydneyDateKey(new Date(getNow(request).getTime() + 86_400_000));
  return json({ total, quotes, staff, page, pageSize, tomorrow });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: convertQuoteSchema });
  const quoteId = String(formData.get("quoteId") ?? "");
  if (submission.status !== "success") return json({ quoteId, result: submission.reply() }, { status: 400 });
  const v = submission.value;
  try {
    const result = await convertQuoteToJob({
      quoteId: v.quoteId,
      start: sydneyWallTimeToUtc(v.date, v.startTime),
      durationMinutes: Math.round(v.durationHours * 60),
      staffId: v.staffId,
      actorId: ctx.actor.id,
      onBehalfOfId: ctx.audit.onBehalfOfId,
    });
    if (!result.ok)
      return json({ quoteId, result: submission.reply({ formErrors: [result.message] }) }, { status: 409 });
    return redirectWithToast("/admin/quote-to-job", {
      type: "success",
      title: `Job ${formatJobNumber(result.jobNumber)} scheduled`,
      description: "It is on the board under Scheduled.",
    });
  } catch (error) {
    if (error instanceof JobStatusConflict)
      return json(
        { quoteId, result: submission.reply({ fieldErrors: { staffId: [error.message] } }) },
        { status: 400 },
      );
    throw error;
  }
}

type Quote = ReturnType<typeof useLoaderData<typeof loader>>["quotes"][number];

function estimateHours(q: Quote) {
  if (q.job?.durationMinutes) return String(q.job.durationMinutes / 60);
  return "3";
}

function ConvertForm({
  quote,
  staff,
  tomorrow,
  lastResult,
}: {
  quote: Quote;
  staff: { id: string; fullName: string }[];
  tomorrow: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useZodForm(convertQuoteSchema, {
    id: `convert-${quote.id}`,
    lastResult,
    defaultValue: {
      quoteId: quote.id,
      date: tomorrow,
      startTime: "08:00",
      durationHours: estimateHours(quote),
      staffId: "",
    },
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <input type="hidden" name="quoteId" value={quote.id} />
      <ScheduleFields fields={fields} staff={staff} noStaff="Choose…" />
      <StatusButton pendingText="Scheduling..." className="btn-primary">
        Schedule job
      </StatusButton>
      <ErrorList id={form.errorId} errors={form.errors} />
    </Form>
  );
}

export default function QuoteToJob() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeader
        title="Quote to job"
        description="Accepted quotes whose job has no date yet, oldest acceptance first. Give each a date, time and staff member to move it to Scheduled."
      />
      {d.quotes.length === 0 ? (
        <EmptyState title="Nothing waiting">
          Every accepted quote is scheduled. New acceptances appear here straight away.
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {d.quotes.map((q) => (
            <li key={q.id} className="card space-y-4" data-testid="quote-to-job">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="text-lg font-bold">
                    <Link to={`/admin/quotes/${q.id}`}>{formatQuoteNumber(q.number)}</Link> · {q.title}
                  </h2>
                  <p className="text-sm">
                    {q.contactName} · {q.contactEmail}
                    {q.contactPhone ? ` · ${q.contactPhone}` : ""}
                    {q.vesselName ? ` · ${q.vesselName}` : ""}
                  </p>
                  <p className="text-sm">
                    {q.items.map((i) => (i.quantity > 1 ? `${i.name} × ${i.quantity}` : i.name)).join(", ")}
                  </p>
                </div>
                <div className="text-right text-sm">
                  <p className="font-heading text-lg font-bold text-secondary">
                    {formatCents(q.acceptedTotalCents ?? 0)}
                  </p>
                  {q.invoices[0] ? (
                    <p>
                      Deposit {formatCents(q.acceptedDepositCents ?? 0)} on{" "}
                      <Link to={`/admin/invoices/${q.invoices[0].id}`}>
                        {formatInvoiceNumber(q.invoices[0].number)}
                      </Link>
                      {q.invoices[0].outstandingCents > 0 ? " — not paid yet" : " — paid"}
                    </p>
                  ) : q.acceptedDepositCents ? (
                    <p>Deposit {formatCents(q.acceptedDepositCents)} to invoice</p>
                  ) : null}
                  <p>Accepted {q.respondedAt ? formatDateTime(q.respondedAt) : ""}</p>
                  {q.job ? (
                    <Link to={`/admin/jobs/${q.job.id}`}>Job {formatJobNumber(q.job.number)}</Link>
                  ) : (
                    <span>No job yet — one is created</span>
                  )}
                </div>
              </div>
              <ConvertForm
                quote={q}
                staff={d.staff}
                tomorrow={d.tomorrow}
                lastResult={actionData?.quoteId === q.id ? actionData.result : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      {d.total > d.pageSize ? <Pagination page={d.page} pageSize={d.pageSize} total={d.total} /> : null}
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
