// /admin/communication-hub (issue 18, ADR 181): the business's outbound e-mail in one place — the outbox/log filtered
// by status, recipient, template and date (filters in the URL, paged on the server), failed messages with their
// error and "Send again", and the way to the templates and the communication test.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import {
  EMAIL_STATUSES,
  EMAIL_STATUS_LABELS,
  NOT_TEMPLATED,
  parseOutboxFilters,
  type EmailStatus,
} from "~/domain/communication-hub.ts";
import { formatDateTime } from "~/domain/dates.ts";
import { EMAIL_TEMPLATES, templateDef } from "~/domain/email-templates.ts";
import { RetryRefusal, listOutbox, retryEmail } from "~/models/communication-hub.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { describeEmailTransport } from "~/utils/email.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { safeRedirectPath, unknownIntent } from "~/utils/misc.ts";
import { getPagination } from "~/utils/pagination.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Communication hub | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const filters = parseOutboxFilters(url.searchParams);
  const { page, pageSize, skip, take } = getPagination(url);
  const outbox = await listOutbox(filters, { skip, take });
  return json({ filters, page, pageSize, ...outbox, transport: describeEmailTransport() });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const back = safeRedirectPath(formData.get("redirectTo"), "/admin/communication-hub");
  if (formData.get("intent") !== "retry") throw unknownIntent();
  try {
    const again = await retryEmail(String(formData.get("messageId") ?? ""), ctx.actor.id);
    return redirectWithToast(back, {
      type: again.status === "failed" ? "error" : "success",
      title: again.status === "failed" ? "Sent again, and it failed again" : "E-mail sent again",
      description: again.status === "failed" ? (again.error ?? undefined) : `To ${again.to} (${again.status}).`,
    });
  } catch (error) {
    if (!(error instanceof RetryRefusal)) throw error;
    return redirectWithToast(back, { type: "error", title: "Not sent again", description: error.message });
  }
}

const STATUS_CLASS: Record<EmailStatus, string> = {
  stored: "bg-surface text-secondary",
  sent: "bg-success/10 text-success",
  failed: "bg-danger/10 text-danger",
};

export default function CommunicationHub() {
  const d = useLoaderData<typeof loader>();
  const f = d.filters;
  const here = useLocation().search;
  return (
    <>
      <PageHeader
        title="Communication hub"
        description="Every e-mail the product has sent: find one, see why it failed, and send it again."
        actions={
          <>
            <Link to="/admin/email-templates" className="btn-secondary">
              E-mail templates
            </Link>
            <Link to="/admin/communication-test" className="btn-secondary">
              Communication test
            </Link>
          </>
        }
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Matching e-mails" value={d.total} />
        <StatCard
          label="Failed, not sent again"
          value={d.failedWaiting}
          hint={
            d.failedWaiting ? (
              <Link to="/admin/communication-hub?status=failed" className="link">
                Show the failed e-mails
              </Link>
            ) : (
              "Nothing waiting"
            )
          }
        />
        <StatCard
          label="Transport"
          value={<span className="text-lg">{d.transport.label}</span>}
          hint={`From ${d.transport.from}`}
        />
      </div>
      <Form method="get" className="card mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-6" role="search">
        <div className="lg:col-span-2">
          <label htmlFor="hub-to" className="field-label">
            Recipient
          </label>
          <input id="hub-to" name="to" type="search" defaultValue={f.to} className="field-input" />
        </div>
        <div>
          <label htmlFor="hub-status" className="field-label">
            Status
          </label>
          <select id="hub-status" name="status" defaultValue={f.status ?? ""} className="field-input">
            <option value="">Any</option>
            {EMAIL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {EMAIL_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="hub-template" className="field-label">
            Template
          </label>
          <select id="hub-template" name="template" defaultValue={f.template ?? ""} className="field-input">
            <option value="">Any</option>
            {EMAIL_TEMPLATES.map((t) => (
              <option key={t.key} value={t.key}>
                {t.name}
              </option>
            ))}
            <option value={NOT_TEMPLATED}>Not from a template</option>
          </select>
        </div>
        <div>
          <label htmlFor="hub-from" className="field-label">
            From
          </label>
          <input id="hub-from" name="from" type="date" defaultValue={f.from ?? ""} className="field-input" />
        </div>
        <div>
          <label htmlFor="hub-until" className="field-label">
            Until
          </label>
          <input id="hub-until" name="until" type="date" defaultValue={f.until ?? ""} className="field-input" />
        </div>
        <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-6">
          <button type="submit" className="btn-primary">
            Filter
          </button>
          <Link to="/admin/communication-hub" className="btn-link">
            Clear
          </Link>
        </div>
      </Form>
      {d.messages.length === 0 ? (
        <EmptyState title="No e-mails match">Change or clear the filters.</EmptyState>
      ) : (
        <ListTable columns={["When", "To", "Subject", "Status", { label: "Actions", hidden: true }]} testId="outbox">
          {d.messages.map((m) => {
            const status = (EMAIL_STATUSES as readonly string[]).includes(m.status) ? (m.status as EmailStatus) : null;
            return (
              <tr key={m.id}>
                <td className="whitespace-nowrap text-sm">{formatDateTime(m.createdAt)}</td>
                <td className="break-all text-sm">{m.to}</td>
                <td>
                  <Link to={`/admin/email/${m.id}`} className="font-semibold">
                    {m.subject}
                  </Link>
                  <span className="block text-xs text-ink/80">
                    {m.template ? (templateDef(m.template)?.name ?? m.template) : "Not from a template"}
                    {m.hasAttachments ? " · with attachment" : ""}
                  </span>
                  {m.status === "failed" && m.error ? (
                    <span className="mt-1 block text-xs text-danger" data-testid="email-error">
                      Error: {m.error}
                    </span>
                  ) : null}
                </td>
                <td className="whitespace-nowrap">
                  <span className={`badge ${status ? STATUS_CLASS[status] : ""}`}>
                    {status ? EMAIL_STATUS_LABELS[status] : m.status}
                  </span>
                  <span className="block text-xs">{m.transport}</span>
                  {m.retriedById && m.retriedById !== "sending" ? (
                    <Link to={`/admin/email/${m.retriedById}`} className="block text-xs">
                      Sent again →
                    </Link>
                  ) : null}
                </td>
                <td className="whitespace-nowrap">
                  {m.status === "failed" && !m.retryProblem ? (
                    <Form method="post">
                      <input type="hidden" name="messageId" value={m.id} />
                      <input type="hidden" name="redirectTo" value={`/admin/communication-hub${here}`} />
                      <StatusButton value="retry" pendingText="Sending..." className="btn-secondary text-xs">
                        Send again
                      </StatusButton>
                    </Form>
                  ) : m.status === "failed" && m.retryProblem ? (
                    <span className="block max-w-[14rem] whitespace-normal text-xs">{m.retryProblem}</span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </ListTable>
      )}
      <Pagination page={d.page} pageSize={d.pageSize} total={d.total} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
