// The office's side of subcontractor work orders (issue 16, ADR 161), on /admin/subcontractor: send a job (and e-mail
// the business a link with it), give the business a link (shown once), revoke links, see the work orders and their
// answers. A missing or expired insurance certificate is a warning here, not a block.
import { Form, Link, useActionData } from "@remix-run/react";
import { ErrorList } from "~/components/ui/error-list.tsx";
import { formatDate, formatDateTime } from "~/domain/dates.ts";
import { formatMinutes } from "~/domain/field-time.ts";
import { jobStatusLabel } from "~/domain/job-lifecycle.ts";
import {
  LINK_DAYS_DEFAULT,
  LINK_DAYS_MAX,
  LINK_STATE_LABELS,
  WORK_ORDER_STATUS_LABELS,
  type LinkState,
  type WorkOrderStatus,
} from "~/domain/work-orders.ts";
import type { subcontractorWorkOrdersForOffice } from "~/models/work-orders.server.ts";
import type { Serialized } from "~/utils/serialized.ts";
import { PlainInput, PlainTextarea } from "~/components/ui/plain-field.tsx";
import { RowAction } from "~/components/ui/row-action.tsx";
import { intentReply, type IntentReply } from "~/components/ui/intent-reply.ts";

export type OfficeWorkOrders = Serialized<Awaited<ReturnType<typeof subcontractorWorkOrdersForOffice>>>;

type ActionData =
  | (IntentReply & {
      link?: { url: string; expiresAt: string };
    })
  | null;

const OFFICE_LABELS: Record<WorkOrderStatus, string> = {
  ...WORK_ORDER_STATUS_LABELS,
  sent: "Waiting for an answer",
};

export function WorkOrdersPanel({
  data,
  active,
  email,
  insuranceWarning,
}: {
  data: OfficeWorkOrders;
  active: boolean;
  /** The business's contact address, where links are e-mailed (null: none on file). */
  email: string | null;
  insuranceWarning: string | null;
}) {
  const actionData = useActionData<ActionData>() ?? null;
  const { errorsOf, typedOf, fieldOf } = intentReply(actionData);
  return (
    <>
      <section className="card space-y-3" aria-labelledby="sub-orders">
        <h2 id="sub-orders" className="text-lg font-bold">
          Work orders
        </h2>
        {insuranceWarning ? (
          <p
            role="status"
            className="rounded-theme border-2 border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="insurance-warning"
          >
            {insuranceWarning}
          </p>
        ) : null}
        {active ? (
          <Form method="post" className="space-y-2" aria-label="Send a job">
            <input type="hidden" name="intent" value="send-work-order" />
            <PlainInput
              label="Job number"
              id="jobNumber"
              {...fieldOf("send-work-order", "jobNumber")}
              required
              maxLength={10}
              placeholder="#1042"
            />
            <PlainTextarea
              label="Instructions (optional)"
              id="instructions"
              {...fieldOf("send-work-order", "instructions")}
              rows={2}
              maxLength={2000}
            />
            {email ? (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="emailLink"
                  defaultChecked={
                    actionData?.intent === "send-work-order" ? typedOf("send-work-order", "emailLink") === "on" : true
                  }
                  className="h-4 w-4"
                />
                E-mail the work-order link to {email}
              </label>
            ) : (
              <p className="text-xs">No e-mail address on file: add one above to e-mail the link with the job.</p>
            )}
            <ErrorList errors={errorsOf("send-work-order", "")} />
            <button type="submit" className="btn-primary">
              Send the job
            </button>
          </Form>
        ) : (
          <p className="text-sm">Make the business active to send it work.</p>
        )}
        {data.orders.length ? (
          <ul className="divide-y divide-line text-sm" data-testid="office-work-orders">
            {data.orders.map((o) => (
              <li key={o.id} className="space-y-1 py-2">
                <Link to={`/admin/jobs/${o.job.id}`}>
                  #{o.job.number} {o.job.title}
                </Link>
                <span className="block text-xs">
                  {OFFICE_LABELS[o.status as WorkOrderStatus] ?? o.status} · sent {formatDate(o.createdAt)} · job{" "}
                  {jobStatusLabel(o.job.status)}
                  {o.minutes ? ` · ${formatMinutes(o.minutes)} recorded` : ""}
                </span>
                {o.declineReason ? <span className="block text-xs">Declined: {o.declineReason}</span> : null}
                {o.lastEmail ? (
                  <span className="block text-xs" data-testid="work-order-emailed">
                    {o.lastEmail.status === "failed" ? "E-mail failed to " : "Link e-mailed to "}
                    {o.lastEmail.to} · {formatDateTime(o.lastEmail.createdAt)}
                  </span>
                ) : null}
                {o.status === "sent" || o.status === "accepted" ? (
                  <div className="flex flex-wrap gap-3">
                    {email ? (
                      <RowAction idName="workOrderId" id={o.id} intent="email-work-order" className="btn-link text-xs">
                        E-mail the link again for #{o.job.number}
                      </RowAction>
                    ) : null}
                    <RowAction idName="workOrderId" id={o.id} intent="withdraw-work-order" className="btn-link text-xs">
                      Withdraw #{o.job.number}
                    </RowAction>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">No work orders sent yet.</p>
        )}
      </section>

      <section className="card space-y-3" aria-labelledby="sub-links">
        <h2 id="sub-links" className="text-lg font-bold">
          Work-order link
        </h2>
        <p className="text-sm">
          The business opens its work orders from this link, with no account. Sending a job can e-mail them a fresh link
          (it replaces the link e-mailed before). A link created here is shown once: copy it into your own message.
        </p>
        {actionData?.link ? (
          <div
            className="space-y-1 rounded-theme border border-emerald-300 bg-emerald-50 p-3 text-sm"
            data-testid="work-order-link"
          >
            <p className="font-semibold">New link — works until {formatDate(actionData.link.expiresAt)}</p>
            <input
              readOnly
              aria-label="The new link"
              value={actionData.link.url}
              className="field-input font-mono text-xs"
            />
          </div>
        ) : null}
        <Form method="post" className="flex flex-wrap items-end gap-2" aria-label="New link">
          <input type="hidden" name="intent" value="create-link" />
          <div>
            <label htmlFor="days" className="field-label">
              Works for (days)
            </label>
            <input
              id="days"
              name="days"
              type="number"
              min={1}
              max={LINK_DAYS_MAX}
              required
              defaultValue={typedOf("create-link", "days") || LINK_DAYS_DEFAULT}
              className="field-input w-28"
            />
          </div>
          <button type="submit" className="btn-secondary">
            Create a link
          </button>
        </Form>
        <ErrorList errors={errorsOf("create-link", "days")} />
        {data.links.length ? (
          <ul className="divide-y divide-line text-sm" data-testid="work-order-links">
            {data.links.map((l) => (
              <li key={l.id} className="flex items-center justify-between gap-2 py-2">
                <span>
                  Created {formatDate(l.createdAt)} · {LINK_STATE_LABELS[l.state as LinkState]}
                  <span className="block text-xs">
                    {l.state === "active" ? `Until ${formatDate(l.expiresAt)}` : ""}
                    {l.lastUsedAt ? ` · last opened ${formatDateTime(l.lastUsedAt)}` : " · not opened yet"}
                    {l.emailedTo ? ` · e-mailed to ${l.emailedTo}` : ""}
                  </span>
                </span>
                {l.state === "active" ? (
                  <RowAction idName="linkId" id={l.id} intent="revoke-link" className="btn-secondary text-sm">
                    Revoke
                  </RowAction>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
