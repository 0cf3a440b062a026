import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { ATTENTION_REASON_LABELS } from "~/domain/dashboard-stats.ts";
import { formatDateTime, sydneyDateKey } from "~/domain/dates.ts";
import {
  JOB_PRIORITIES,
  JOB_PRIORITY_LABELS,
  JOB_STATUS_LABELS,
  formatJobNumber,
  jobStatusLabel,
  type AllowedMove,
} from "~/domain/job-lifecycle.ts";
import { jobDetailsSchema, jobNoteSchema, moveJobSchema, scheduleJobSchema } from "~/domain/job-schemas.ts";
import { formatCents } from "~/domain/money.ts";
import { formatQuoteNumber } from "~/domain/quote.ts";
import type { jobPageData } from "~/screens/job-page/job-page.server.ts";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { OverdueBadge, PriorityBadge } from "~/components/job-list.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { LiveUpdates } from "~/components/live-updates.tsx";
import { QuoteStatusBadge } from "~/components/quote-status-badge.tsx";
import { ErrorList, Field, SelectField, TextareaField } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { labelledOptions } from "~/components/ui/filter-select.tsx";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";
import { LineItemsTable } from "~/components/line-items-table.tsx";
import { TitledSection } from "~/components/ui/titled-section.tsx";

type Data = SerializeFrom<typeof jobPageData>;
type JobData = Extract<Data, { kind: "job" }>;
type CartData = Extract<Data, { kind: "cart" }>;
export type JobActionData = { intent: string; result: SubmissionResult<string[]> } | undefined;

const resultFor = (a: JobActionData, intent: string) => (a?.intent === intent ? a.result : undefined);

function sydneyTime(iso: string) {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Australia/Sydney",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

function NextStageButton({ job, to }: { job: JobData["job"]; to: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="jobId" value={job.id} />
      <input type="hidden" name="from" value={job.status} />
      <input type="hidden" name="to" value={to} />
      <StatusButton value="move" pendingText="Moving..." className="btn-primary w-full sm:w-auto">
        Move to {jobStatusLabel(to)}
      </StatusButton>
    </Form>
  );
}

function MoveForm({
  job,
  moves,
  lastResult,
}: {
  job: JobData["job"];
  moves: AllowedMove[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useZodForm(moveJobSchema, {
    id: "move",
    lastResult,
    defaultValue: { to: moves.find((m) => m.direction === "backward")?.to ?? moves[0]?.to },
    // Server-only errors (a missing reason) clear while typing, so the button never jumps away under the pointer on blur.
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="jobId" value={job.id} />
      <input type="hidden" name="from" value={job.status} />
      <SelectField
        meta={fields.to}
        label="Move to stage"
        options={moves.map((m) => ({
          value: m.to,
          label: `${JOB_STATUS_LABELS[m.to]}${m.direction === "backward" ? " (back)" : m.needsReason ? " (skips stages)" : ""}`,
        }))}
      />
      <TextareaField
        meta={fields.reason}
        label="Reason (needed to move back or skip stages)"
        rows={2}
        placeholder="e.g. Rain forecast — rebooked for next week"
      />
      <SubmitWithErrors form={form} value="move" pendingText="Moving..." className="btn-secondary">
        Move job
      </SubmitWithErrors>
    </Form>
  );
}

function ScheduleForm({
  job,
  staff,
  lastResult,
}: {
  job: JobData["job"];
  staff: { id: string; fullName: string }[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useZodForm(scheduleJobSchema, {
    id: "schedule",
    lastResult,
    defaultValue: {
      date: job.scheduledStartAt ? sydneyDateKey(job.scheduledStartAt) : "",
      startTime: job.scheduledStartAt ? sydneyTime(job.scheduledStartAt) : "",
      durationHours: job.durationMinutes ? String(job.durationMinutes / 60) : "",
      staffId: job.assignedStaffId ?? "",
    },
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="jobId" value={job.id} />
      <div className="grid grid-cols-2 gap-3">
        <Field meta={fields.date} label="Date" type="date" />
        <Field meta={fields.startTime} label="Start" type="time" />
      </div>
      <Field meta={fields.durationHours} label="Duration (hours)" type="number" />
      <SelectField
        meta={fields.staffId}
        label="Assigned to"
        options={[{ value: "", label: "Nobody yet" }, ...staff.map((s) => ({ value: s.id, label: s.fullName }))]}
      />
      <SubmitWithErrors form={form} value="schedule" pendingText="Saving..." className="btn-secondary w-full">
        Save schedule
      </SubmitWithErrors>
    </Form>
  );
}

function DetailsForm({ job, lastResult }: { job: JobData["job"]; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useZodForm(jobDetailsSchema, {
    id: "details",
    lastResult,
    defaultValue: { priority: job.priority, internalNotes: job.internalNotes ?? "" },
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="jobId" value={job.id} />
      <SelectField
        meta={fields.priority}
        label="Priority"
        options={labelledOptions(JOB_PRIORITIES, JOB_PRIORITY_LABELS)}
      />
      <TextareaField meta={fields.internalNotes} label="Internal notes (never shown to the customer)" rows={4} />
      <SubmitWithErrors form={form} value="details" pendingText="Saving..." className="btn-secondary w-full">
        Save details
      </SubmitWithErrors>
    </Form>
  );
}

function NoteForm({ job, lastResult }: { job: JobData["job"]; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useZodForm(jobNoteSchema, {
    id: "note",
    lastResult,
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="jobId" value={job.id} />
      <TextareaField
        meta={fields.note}
        label="Add a note to the audit trail"
        rows={3}
        placeholder="e.g. Owner asked us to leave the cabin locked"
      />
      <SubmitWithErrors form={form} value="note" pendingText="Adding..." className="btn-secondary w-full">
        Add note
      </SubmitWithErrors>
    </Form>
  );
}

function eventText(e: JobData["job"]["events"][number]) {
  switch (e.kind) {
    case "created":
      return <>Created as {jobStatusLabel(e.toStatus ?? "quote_requested")}</>;
    case "status":
      return (
        <>
          Moved from <strong>{jobStatusLabel(e.fromStatus ?? "")}</strong> to{" "}
          <strong>{jobStatusLabel(e.toStatus ?? "")}</strong>
        </>
      );
    case "assigned":
      return <>Schedule changed</>;
    default:
      return <>Note</>;
  }
}

export function AuditTrail({
  events,
  onBehalfOf,
}: {
  events: JobData["job"]["events"];
  onBehalfOf: Record<string, string>;
}) {
  return (
    <ol className="relative space-y-4 border-l-2 border-line pl-5" data-testid="audit-trail">
      {events.map((e) => (
        <li key={e.id} className="relative text-sm">
          <span
            className="absolute -left-[1.72rem] top-1 h-3 w-3 rounded-full border-2 border-white bg-accent"
            aria-hidden="true"
          />
          <p className="text-secondary">{eventText(e)}</p>
          {e.reason ? (
            <p className="whitespace-pre-line">{e.kind === "status" ? `Why: ${e.reason}` : e.reason}</p>
          ) : null}
          <p className="text-xs text-ink/80">
            {formatDateTime(e.createdAt)} ·{" "}
            {e.actor?.fullName ?? (e.kind === "status" || e.kind === "note" ? "Customer or system" : "System")}
            {e.onBehalfOfId ? ` (acting as ${onBehalfOf[e.onBehalfOfId] ?? "another user"})` : ""}
          </p>
        </li>
      ))}
    </ol>
  );
}

export function JobPage({
  data,
  actionData,
  paths,
}: {
  data: JobData;
  actionData: JobActionData;
  paths: { list: string; quote: (id: string) => string; createQuote: string };
}) {
  const { job, moves, next } = data;
  const otherMoves = moves.filter((m) => m.to !== next);
  const location = [job.locationMarina, job.locationAddress].filter(Boolean).join(", ");
  return (
    <>
      <PageHeader
        title={`${formatJobNumber(job.number)} · ${job.title}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <JobStatusBadge status={job.status} />
            <PriorityBadge priority={job.priority} />
            {data.overdue ? <OverdueBadge /> : null}
            {data.reasons
              .filter((r) => r !== "overdue")
              .map((r) => (
                <span key={r} className="badge bg-amber-50 text-amber-900">
                  {ATTENTION_REASON_LABELS[r]}
                </span>
              ))}
          </span>
        }
        actions={
          <>
            <LiveUpdates subjectIds={[job.id]} />
            <Link to={paths.list} className="btn-secondary">
              All jobs
            </Link>
            {["quote_requested", "quote_sent"].includes(job.status) ? (
              <Link to={paths.createQuote} className="btn-primary">
                Create a quote
              </Link>
            ) : null}
          </>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <section className="card space-y-4" aria-labelledby="job-stage">
            <h2 id="job-stage" className="text-lg font-bold">
              Stage
            </h2>
            {moves.length === 0 ? (
              <p className="text-sm">
                {data.canManage
                  ? "Paid is the last stage."
                  : data.isAssignee
                    ? "Nothing for you to move at this stage: a manager dispatches jobs and signs off finished work."
                    : "Only the assigned staff member or a manager can move this job."}
              </p>
            ) : null}
            <ErrorList
              errors={!next || otherMoves.length === 0 ? resultFor(actionData, "move")?.error?.[""] : undefined}
            />
            {next ? <NextStageButton job={job} to={next} /> : null}
            {data.canManage && otherMoves.length ? (
              <details className="rounded-theme border border-line p-4" open={!!resultFor(actionData, "move")}>
                <summary className="cursor-pointer text-sm font-semibold text-secondary">
                  Move to another stage (back, or skipping stages)
                </summary>
                <div className="mt-3">
                  <MoveForm job={job} moves={otherMoves} lastResult={resultFor(actionData, "move")} />
                </div>
              </details>
            ) : null}
          </section>

          <TitledSection id="job-details" className="card" title="Details">
            <dl className="mt-3 grid gap-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-semibold text-secondary">Customer</dt>
                <dd>
                  {job.customerContactName}
                  <br />
                  <a href={`mailto:${job.customerContactEmail}`}>{job.customerContactEmail}</a>
                  {job.customerContactPhone ? (
                    <>
                      <br />
                      <a href={`tel:${job.customerContactPhone.replace(/\s/g, "")}`}>{job.customerContactPhone}</a>
                    </>
                  ) : null}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-secondary">Vessel</dt>
                <dd>
                  {job.vesselName ?? "Not given"}
                  {job.vesselType ? ` · ${job.vesselType.replace(/_/g, " ")}` : ""}
                  {job.vesselLengthMetres ? ` · ${job.vesselLengthMetres} m` : ""}
                  {job.vesselYear ? ` · ${job.vesselYear}` : ""}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-secondary">Location</dt>
                <dd>
                  {location || "Not given"}
                  {job.locationAccessType
                    ? ` (${job.locationAccessType === "yacht_club" ? "yacht club" : "marina"} access)`
                    : ""}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-secondary">Schedule</dt>
                <dd>
                  {job.scheduledStartAt ? (
                    <>
                      {formatDateTime(job.scheduledStartAt)}
                      {job.scheduledEndAt ? ` – ${sydneyTime(job.scheduledEndAt)}` : ""}
                      {job.durationMinutes ? ` (${job.durationMinutes / 60} h)` : ""}
                    </>
                  ) : (
                    "No date yet"
                  )}
                  <br />
                  Assigned to {job.assignedStaff?.fullName ?? "nobody yet"}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-secondary">Created</dt>
                <dd>
                  {formatDateTime(job.createdAt)} by {job.createdBy?.fullName ?? "the customer or the system"} · source{" "}
                  {job.source.replace(/_/g, " ")}
                </dd>
              </div>
              {job.completedAt ? (
                <div>
                  <dt className="font-semibold text-secondary">Completed</dt>
                  <dd>{formatDateTime(job.completedAt)}</dd>
                </div>
              ) : null}
              {job.description ? (
                <div className="sm:col-span-2">
                  <dt className="font-semibold text-secondary">Description</dt>
                  <dd className="whitespace-pre-line">{job.description}</dd>
                </div>
              ) : null}
              {data.photos.length ? (
                <div className="sm:col-span-2">
                  <dt className="font-semibold text-secondary">Photos from the owner</dt>
                  <dd className="mt-1 flex flex-wrap gap-2">
                    {data.photos.map((p) => (
                      <a key={p.id} href={`/resources/documents/${p.id}/download`} title={p.title}>
                        <img
                          src={`/resources/documents/${p.id}/download`}
                          alt={p.title}
                          loading="lazy"
                          className="h-24 w-24 rounded-theme border border-line object-cover"
                        />
                      </a>
                    ))}
                  </dd>
                </div>
              ) : null}
              {job.internalNotes ? (
                <div className="sm:col-span-2">
                  <dt className="font-semibold text-secondary">Internal notes</dt>
                  <dd className="whitespace-pre-line">{job.internalNotes}</dd>
                </div>
              ) : null}
            </dl>
          </TitledSection>

          <section className="card overflow-x-auto p-0" aria-labelledby="job-items">
            <h2 id="job-items" className="px-6 pt-5 text-lg font-bold">
              Items
            </h2>
            {job.items.length === 0 ? (
              <p className="px-6 pb-5 pt-2 text-sm">No priced items yet — they arrive with the accepted quote.</p>
            ) : (
              <LineItemsTable
                items={job.items}
                unitLabel="Unit"
                className="table-base mt-3"
                footer={
                  <tfoot className="text-sm tabular-nums">
                    <tr>
                      <td colSpan={3} className="text-right">
                        Subtotal
                      </td>
                      <td className="text-right">{formatCents(job.subtotalCents)}</td>
                    </tr>
                    <tr>
                      <td colSpan={3} className="text-right">
                        GST ({job.taxRateBasisPoints / 100}%)
                      </td>
                      <td className="text-right">{formatCents(job.taxCents)}</td>
                    </tr>
                    <tr className="font-bold text-secondary">
                      <td colSpan={3} className="text-right">
                        Total
                      </td>
                      <td className="text-right">{formatCents(job.totalCents)}</td>
                    </tr>
                  </tfoot>
                }
              />
            )}
          </section>

          {job.quotes.length ? (
            <TitledSection id="job-quotes" className="card" title="Quotes">
              <ul className="mt-3 divide-y divide-line text-sm">
                {job.quotes.map((q) => (
                  <li key={q.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <Link to={paths.quote(q.id)} className="font-semibold">
                      {formatQuoteNumber(q.number)}
                    </Link>
                    <QuoteStatusBadge status={q.status} />
                    <span className="tabular-nums">{formatCents(q.acceptedTotalCents ?? q.totalCents)}</span>
                  </li>
                ))}
              </ul>
            </TitledSection>
          ) : null}

          <section className="card" aria-labelledby="job-audit">
            <h2 id="job-audit" className="mb-4 text-lg font-bold">
              Audit trail
            </h2>
            <AuditTrail events={job.events} onBehalfOf={data.onBehalfOf} />
          </section>
        </div>

        <aside className="space-y-4">
          {data.canManage ? (
            <>
              <section className="card">
                <h2 className="mb-3 text-base font-bold">Schedule and staff</h2>
                <ScheduleForm job={job} staff={data.staff} lastResult={resultFor(actionData, "schedule")} />
              </section>
              <section className="card">
                <h2 className="mb-3 text-base font-bold">Priority and internal notes</h2>
                <DetailsForm job={job} lastResult={resultFor(actionData, "details")} />
              </section>
            </>
          ) : null}
          <section className="card">
            <NoteForm job={job} lastResult={resultFor(actionData, "note")} />
          </section>
        </aside>
      </div>
    </>
  );
}

export function SharedCartPage({ data, listPath }: { data: CartData; listPath: string }) {
  const c = data.cart;
  return (
    <>
      <PageHeader
        title={`${c.jobNumber} · ${c.title}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <JobStatusBadge status={c.status} />
            <PriorityBadge priority={c.priority} />
            <span className="badge bg-accent/15 text-secondary">Shared cart ({c.rawStatus.replace(/_/g, " ")})</span>
          </span>
        }
        links={[{ to: listPath, label: "All jobs" }]}
      />
      <section className="card space-y-3 text-sm">
        <p>
          A cart our team built and shared with <strong>{c.customerContactName}</strong>
          {c.customerContactEmail ? ` (${c.customerContactEmail})` : ""}. It becomes real jobs when the customer checks
          out.
        </p>
        {c.customerMessage ? <p className="whitespace-pre-line">Message: “{c.customerMessage}”</p> : null}
        <p>
          Created {formatDateTime(c.createdAt)}
          {data.cart.createdBy ? ` by ${data.cart.createdBy}` : ""} · updated {formatDateTime(c.updatedAt)}
          {c.expiresAt ? ` · expires ${formatDateTime(c.expiresAt)}` : ""}
        </p>
        {c.data.items.length ? (
          <ul className="divide-y divide-line">
            {c.data.items.map((i) => (
              <li key={i.id} className="flex justify-between py-2">
                <span>{i.name}</span>
                <span className="tabular-nums">{formatCents(i.estimatedPriceCents)}</span>
              </li>
            ))}
            <li className="flex justify-between py-2 font-bold text-secondary">
              <span>Total</span>
              <span className="tabular-nums">{formatCents(c.totalCents)}</span>
            </li>
          </ul>
        ) : (
          <EmptyState title="This cart is empty" />
        )}
      </section>
    </>
  );
}
