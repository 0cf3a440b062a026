// /subcontractor/dashboard (issue 16, ADR 161): a subcontracting business's work orders, opened from its link with
// no account. Phone first; every form is a plain POST back to the same link (works without JavaScript).
import { Form, Link, useActionData, useNavigation, type FormProps } from "@remix-run/react";
import type { ReactNode } from "react";
import { FILE_ACCEPT, FileField } from "~/components/ui/field-shell.tsx";
import { PhotoKindChoice } from "~/components/photo-kind-choice.tsx";
import { formatServiceDate } from "~/domain/booking.ts";
import { formatDate, formatDateTime, formatTime, sydneyDateKey } from "~/domain/dates.ts";
import { formatMinutes } from "~/domain/field-time.ts";
import { MAX_PHOTO_BYTES } from "~/domain/job-card-labels.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import {
  SUBCONTRACTOR_UPLOAD_PATH,
  WORK_ORDER_STATUS_LABELS,
  workOrderLinkPath,
  type WorkOrderStatus,
} from "~/domain/work-order-links.ts";
import type { subcontractorDashboard } from "~/models/work-orders.server.ts";
import { JobCardView, type JobCardData } from "~/screens/job-card/job-card.tsx";
import type { Serialized } from "~/utils/serialized.ts";
import { PlainInput, PlainTextarea } from "~/components/ui/plain-field.tsx";
import { intentReply, type IntentReply } from "~/components/ui/intent-reply.ts";

type Dashboard = Serialized<Awaited<ReturnType<typeof subcontractorDashboard>>>;
type Order = Dashboard["orders"][number];

type ActionData =
  | (IntentReply & {
      workOrderId?: string;
    })
  | null;

const STATUS_STYLE: Record<WorkOrderStatus, string> = {
  sent: "bg-amber-100 text-amber-900",
  accepted: "bg-sky-100 text-sky-900",
  declined: "bg-surface text-ink",
  completed: "bg-emerald-100 text-emerald-900",
  withdrawn: "bg-surface text-ink",
};

const BIG = "min-h-12 w-full text-base";

/** A work order's POST form: its intent, its key (one per form, so a repeated POST is recognised) and the order. */
function WorkOrderForm({
  intent,
  formKey,
  orderId,
  children,
  ...form
}: { intent: string; formKey: string; orderId: string; children: ReactNode } & Omit<FormProps, "method">) {
  return (
    <Form method="post" {...form}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="key" value={formKey} />
      <input type="hidden" name="workOrderId" value={orderId} />
      {children}
    </Form>
  );
}

/** The large submit button of a work-order form, off while any form is being sent. */
function BigSubmit({ className, children }: { className: string; children: ReactNode }) {
  const busy = useNavigation().state !== "idle";
  return (
    <button type="submit" className={`${className} ${BIG}`} disabled={busy}>
      {children}
    </button>
  );
}

export function SubcontractorJobCard({ token, card }: { token: string; card: JobCardData }) {
  return (
    <div className="space-y-4">
      <p>
        <Link to={`/subcontractor/dashboard?token=${encodeURIComponent(token)}`} className="btn-link">
          ← All work orders
        </Link>
      </p>
      <JobCardView card={card} formKey="preview" preview />
    </div>
  );
}

export function SubcontractorDashboard({
  token,
  list,
  page,
  pageSize,
  formKey,
  now,
}: {
  token: string;
  list: Dashboard;
  page: number;
  pageSize: number;
  formKey: string;
  now: string;
}) {
  const actionData = useActionData<ActionData>() ?? null;
  const base = `/subcontractor/dashboard?token=${encodeURIComponent(token)}`;
  const pages = Math.max(1, Math.ceil(list.total / pageSize));
  return (
    <div className="space-y-4">
      {list.orders.length ? (
        <ul className="space-y-4" data-testid="work-orders">
          {list.orders.map((order, i) => (
            <li key={order.id}>
              <WorkOrderCard
                order={order}
                action={base}
                uploadAction={workOrderLinkPath(token, SUBCONTRACTOR_UPLOAD_PATH)}
                formKey={`${formKey}${i}`}
                today={sydneyDateKey(new Date(now))}
                actionData={actionData?.workOrderId === order.id ? actionData : null}
                cardUrl={`${base}&order=${order.id}`}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="card p-4">
          <p>No work orders yet. The office will send you a job here.</p>
        </div>
      )}
      {pages > 1 ? (
        <nav className="flex justify-between" aria-label="Pages">
          {page > 1 ? (
            <Link to={`${base}&page=${page - 1}`} className="btn-secondary">
              Newer
            </Link>
          ) : (
            <span />
          )}
          <span className="self-center text-sm">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={`${base}&page=${page + 1}`} className="btn-secondary">
              Older
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

function WorkOrderCard({
  order,
  action,
  uploadAction,
  formKey,
  today,
  actionData,
  cardUrl,
}: {
  order: Order;
  action: string;
  /** Photos go to /subcontractor/upload (an address with the upload body limit). */
  uploadAction: string;
  formKey: string;
  today: string;
  actionData: ActionData;
  cardUrl: string;
}) {
  const status = order.status as WorkOrderStatus;
  const job = order.job;
  const { errorsOf, typedOf, fieldOf } = intentReply(actionData);
  const formError = actionData?.result?.error?.[""];
  const where = job.locationMarina ?? job.vessel?.homeMarina;
  const headingId = `wo-${order.id}`;
  return (
    <article className="card space-y-3 p-4 sm:p-6" aria-labelledby={headingId} data-testid="work-order">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="font-heading text-lg font-bold text-secondary">
          {formatJobNumber(job.number)} · {job.title}
        </h2>
        <span className={`badge ${STATUS_STYLE[status] ?? ""}`} data-testid="work-order-status">
          {WORK_ORDER_STATUS_LABELS[status] ?? status}
        </span>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold uppercase text-ink/70">When</dt>
          <dd>
            {job.scheduledStartAt
              ? `${formatDateTime(job.scheduledStartAt)}${job.scheduledEndAt ? `–${formatTime(job.scheduledEndAt)}` : ""}`
              : "To be arranged with the office"}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase text-ink/70">Where</dt>
          <dd>{where ?? "The office will tell you"}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase text-ink/70">Vessel</dt>
          <dd>
            {job.vessel?.name ?? job.vesselName ?? "—"}
            {job.vessel?.lengthMetres ? ` · ${job.vessel.lengthMetres} m` : ""}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase text-ink/70">Sent</dt>
          <dd>{formatDate(order.createdAt)}</dd>
        </div>
      </dl>
      {job.items.length ? (
        <ul className="list-disc pl-5 text-sm">
          {job.items.map((item) => (
            <li key={item.id}>
              {item.quantity > 1 ? `${item.quantity} × ` : ""}
              {item.name}
            </li>
          ))}
        </ul>
      ) : null}
      {order.instructions ? (
        <div className="rounded-lg border-2 border-amber-300 bg-amber-50 p-3">
          <p className="text-xs font-semibold uppercase text-amber-900">From the office</p>
          <p className="whitespace-pre-wrap text-sm">{order.instructions}</p>
        </div>
      ) : null}
      {formError?.length ? (
        <div role="alert" className="rounded-lg border-2 border-red-400 bg-red-50 p-3 text-red-900">
          {formError.join(" ")}
        </div>
      ) : null}

      {status === "sent" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <WorkOrderForm intent="accept" formKey={`${formKey}a`} orderId={order.id} action={action}>
            <BigSubmit className="btn-primary">Accept work order</BigSubmit>
          </WorkOrderForm>
          <WorkOrderForm
            intent="decline"
            formKey={`${formKey}d`}
            orderId={order.id}
            action={action}
            className="space-y-2"
          >
            <PlainTextarea
              label="Reason for declining"
              id={`reason-${order.id}`}
              {...fieldOf("decline", "reason")}
              rows={2}
              required
              minLength={3}
              maxLength={500}
              bare
            />
            <BigSubmit className="btn-secondary">Decline</BigSubmit>
          </WorkOrderForm>
        </div>
      ) : null}

      {status === "declined" && order.declineReason ? (
        <p className="text-sm">You declined: {order.declineReason}</p>
      ) : null}

      {status === "accepted" || status === "completed" ? (
        <p>
          <Link to={cardUrl} className={`btn-secondary ${BIG}`}>
            Open the job card
          </Link>
        </p>
      ) : null}

      {order.times.length || status === "accepted" ? (
        <section className="space-y-2" aria-label="Time">
          <p className="text-sm" data-testid="work-order-time">
            Time recorded: <strong>{formatMinutes(order.minutes)}</strong>
          </p>
          {order.times.length ? (
            <ul className="divide-y divide-line text-sm">
              {order.times.map((t) => (
                <li key={t.id} className="py-1">
                  {formatServiceDate(t.workedOn)} · {formatMinutes(t.minutes)}
                  {t.note ? ` · ${t.note}` : ""}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      {status === "accepted" ? (
        <>
          {/* Keyed by the page's form key: after a saved entry the form starts empty again. */}
          <WorkOrderForm
            intent="time"
            formKey={`${formKey}t`}
            orderId={order.id}
            key={`${formKey}t`}
            action={action}
            className="grid grid-cols-2 gap-2"
            aria-label="Record time"
          >
            <PlainInput
              label="Day worked"
              id={`day-${order.id}`}
              name="workedOn"
              type="date"
              required
              max={today}
              defaultValue={typedOf("time", "workedOn") || today}
              errors={errorsOf("time", "workedOn")}
            />
            <PlainInput
              label="Hours"
              id={`hours-${order.id}`}
              {...fieldOf("time", "hours")}
              inputMode="decimal"
              required
              maxLength={8}
              placeholder="e.g. 2.5"
            />
            <PlainInput
              label="What was done (optional)"
              id={`tnote-${order.id}`}
              {...fieldOf("time", "note")}
              maxLength={300}
              className="col-span-2"
            />
            <BigSubmit className="btn-secondary col-span-2">Record time</BigSubmit>
          </WorkOrderForm>
          <WorkOrderForm
            intent="photo"
            formKey={`${formKey}p`}
            orderId={order.id}
            action={uploadAction}
            encType="multipart/form-data"
            className="space-y-2"
            aria-label="Add a photo"
          >
            <PhotoKindChoice />
            <FileField
              id={`photo-${order.id}`}
              name="photo"
              label="Photo"
              accept={FILE_ACCEPT.photos}
              capture="environment"
              hint={`JPEG, PNG or HEIC, up to ${MAX_PHOTO_BYTES / 1024 / 1024} MB. The office sees it on the job card.`}
            />
            <BigSubmit className="btn-secondary">Upload photo</BigSubmit>
          </WorkOrderForm>
          <WorkOrderForm
            intent="complete"
            formKey={`${formKey}c`}
            orderId={order.id}
            action={action}
            className="space-y-2"
            aria-label="Mark complete"
          >
            <PlainTextarea
              label="Note for the office (optional)"
              id={`cnote-${order.id}`}
              {...fieldOf("complete", "note")}
              rows={2}
              maxLength={1000}
              bare
            />
            <BigSubmit className="btn-primary">Mark complete</BigSubmit>
          </WorkOrderForm>
        </>
      ) : null}

      {status === "completed" ? (
        <p className="text-sm">
          Completed {order.completedAt ? formatDateTime(order.completedAt) : ""}
          {order.completionNote ? ` · ${order.completionNote}` : ""}. The office will check and approve it.
        </p>
      ) : null}
    </article>
  );
}
