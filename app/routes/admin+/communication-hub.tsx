// /admin/communication-hub (issue 18, ADR 181): the business's outbound e-mail in one place — the outbox/log filtered
// by status, recipient, template and date (filters in the URL, paged on the server), failed messages with their
// error and "Send again", and the way to the templates and the communication test; and the inbox of what customers
// said (?view=messages): newest first, filtered by status, assignee and source in the URL, each item assigned,
// moved between open / waiting / done, and answered by e-mail from the page, threaded to the original.
import type { SubmissionResult } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, StatCard, PageHeader } from "~/components/portal-shell.tsx";
import { SelectField, TextareaField } from "~/components/ui/fields.tsx";
import { FilterSelect, labelledOptions } from "~/components/ui/filter-select.tsx";
import { FilterButtons, FilterInput } from "~/components/ui/filter-fields.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
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
import {
  HUB_SOURCES,
  HUB_SOURCE_LABELS,
  HUB_STATUSES,
  HUB_STATUS_LABELS,
  STATUS_VIEWS,
  STATUS_VIEW_LABELS,
  assigneeParam,
  hubReplySchema,
  parseInboxFilters,
  parseItemKey,
  REPLY_MAX,
  type HubStatus,
} from "~/domain/communication-inbox.ts";
import { formatDateTime } from "~/domain/dates.ts";
import { EMAIL_TEMPLATES, templateDef } from "~/domain/email-templates.ts";
import { RetryRefusal, listOutbox, retryEmail } from "~/models/communication-hub.server.ts";
import {
  HubRefusal,
  assignHubItem,
  hubStaff,
  listInbox,
  replyToHubItem,
  setHubItemStatus,
} from "~/models/communication-inbox.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { describeEmailTransport } from "~/utils/email.server.ts";
import { parseForm, readForm, refusalResult } from "~/utils/forms.server.ts";
import { safeRedirectPath, unknownIntent } from "~/utils/misc.ts";
import { getPagination } from "~/utils/pagination.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Communication hub | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireAdmin(request);
  const url = new URL(request.url);
  if (url.searchParams.get("view") === "messages") {
    const viewer = { id: ctx.actor.id, roles: ctx.actor.roles };
    const filters = parseInboxFilters(url.searchParams);
    const { page, pageSize, skip, take } = getPagination(url, 20);
    const [inbox, staff] = await Promise.all([listInbox(viewer, filters, { skip, take }), hubStaff(viewer)]);
    return json({ view: "messages" as const, filters, page, pageSize, ...inbox, staff, meId: ctx.actor.id });
  }
  const filters = parseOutboxFilters(url.searchParams);
  const { page, pageSize, skip, take } = getPagination(url);
  const outbox = await listOutbox(filters, { skip, take });
  return json({ view: "outbox" as const, filters, page, pageSize, ...outbox, transport: describeEmailTransport() });
}

const INBOX_HOME = "/admin/communication-hub?view=messages";

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent === "assign" || intent === "status" || intent === "reply") {
    const back = safeRedirectPath(formData.get("redirectTo"), INBOX_HOME);
    const viewer = { id: ctx.actor.id, roles: ctx.actor.roles, fullName: ctx.actor.fullName };
    const ref = parseItemKey(formData.get("item"));
    if (!ref) {
      return redirectWithToast(back, {
        type: "error",
        title: "That message was not found",
        description: "Reload the page and try again.",
      });
    }
    if (intent === "reply") {
      const submission = parseForm(formData, { schema: hubReplySchema });
      if (submission.status !== "success") {
        return json({ item: String(formData.get("item")), result: submission.reply() }, { status: 400 });
      }
      try {
        const sent = await replyToHubItem(viewer, ctx.audit, ref, submission.value);
        return redirectWithToast(back, {
          type: sent.email.status === "failed" ? "error" : "success",
          title: sent.email.status === "failed" ? "The reply could not be sent" : "Reply sent",
          description:
            sent.email.status === "failed"
              ? `${sent.email.error ?? ""} It is in the sent e-mails, where it can be sent again.`
              : `To ${sent.email.to}. The message is now ${sent.statusLabel.toLowerCase()}.`,
        });
      } catch (error) {
        if (!(error instanceof HubRefusal)) throw error;
        return json({ item: String(formData.get("item")), ...refusalResult(submission, error) }, { status: 400 });
      }
    }
    try {
      if (intent === "assign") {
        const raw = String(formData.get("assignee") ?? "");
        const { assignee } = await assignHubItem(viewer, ctx.audit, ref, raw === "me" ? ctx.actor.id : raw || null);
        return redirectWithToast(back, {
          type: "success",
          title: assignee ? `Assigned to ${assignee.fullName}` : "Unassigned",
        });
      }
      const status = String(formData.get("status") ?? "");
      if (!(HUB_STATUSES as readonly string[]).includes(status)) throw new HubRefusal("Choose open, waiting or done.");
      const moved = await setHubItemStatus(viewer, ctx.audit, ref, status as HubStatus);
      return redirectWithToast(back, {
        type: "success",
        title: moved.to === "open" ? "Reopened" : `Marked ${HUB_STATUS_LABELS[moved.to].toLowerCase()}`,
      });
    } catch (error) {
      if (!(error instanceof HubRefusal)) throw error;
      return redirectWithToast(back, { type: "error", title: "Not changed", description: error.message });
    }
  }
  const back = safeRedirectPath(formData.get("redirectTo"), "/admin/communication-hub");
  if (intent !== "retry") throw unknownIntent();
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

const MESSAGE_LABELS: Record<string, string> = {
  enquiry: "Enquiry",
  cart_message: "Shared cart message",
  quote_declined: "Quote declined",
  quote_changes: "Quote changes asked",
};

export default function CommunicationHub() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Communication hub"
        description="What the business sent and what customers said, in one place."
        links={[
          { to: "/admin/email-templates", label: "E-mail templates" },
          { to: "/admin/communication-test", label: "Communication test" },
        ]}
      />
      <nav aria-label="Communication hub views" className="mb-4 flex flex-wrap gap-2 text-sm">
        <Link
          to="/admin/communication-hub"
          aria-current={data.view === "outbox" ? "page" : undefined}
          className={data.view === "outbox" ? "btn-primary" : "btn-secondary"}
        >
          Sent e-mails
        </Link>
        <Link
          to="/admin/communication-hub?view=messages"
          aria-current={data.view === "messages" ? "page" : undefined}
          className={data.view === "messages" ? "btn-primary" : "btn-secondary"}
        >
          Customer messages
        </Link>
      </nav>
      {data.view === "messages" ? <Inbox d={data} /> : <Outbox d={data} />}
    </>
  );
}

type InboxData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { view: "messages" }>;
type Item = InboxData["items"][number];

const HUB_STATUS_CLASS: Record<HubStatus, string> = {
  open: "bg-primary/10 text-primary",
  waiting: "bg-warning/10 text-secondary",
  done: "bg-success/10 text-success",
};

function Inbox({ d }: { d: InboxData }) {
  const f = d.filters;
  const here = `/admin/communication-hub${useLocation().search}`;
  const withStatus = (status: string) => {
    const params = new URLSearchParams({ view: "messages", status });
    if (assigneeParam(f.assignee)) params.set("assignee", assigneeParam(f.assignee));
    if (f.source) params.set("source", f.source);
    return `/admin/communication-hub?${params}`;
  };
  return (
    <>
      <div className="mb-6 grid grid-cols-3 gap-3 sm:gap-4" data-testid="inbox-counts">
        {HUB_STATUSES.map((s) => (
          <StatCard
            key={s}
            label={HUB_STATUS_LABELS[s]}
            value={<span data-testid={`count-${s}`}>{d.counts[s]}</span>}
            hint={
              <Link to={withStatus(s)} className="link">
                Show {HUB_STATUS_LABELS[s].toLowerCase()}
              </Link>
            }
          />
        ))}
      </div>
      <Form method="get" className="card mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4" role="search">
        <input type="hidden" name="view" value="messages" />
        <FilterSelect
          id="inbox-status"
          name="status"
          label="Status"
          value={f.status}
          options={labelledOptions(STATUS_VIEWS, STATUS_VIEW_LABELS)}
          allLabel={null}
        />
        <FilterSelect
          id="inbox-assignee"
          name="assignee"
          label="Assignee"
          value={assigneeParam(f.assignee)}
          options={[
            { value: "me", label: "Me" },
            { value: "none", label: "Unassigned" },
            ...d.staff.map((p) => ({ value: p.id, label: p.fullName })),
          ]}
          allLabel="Anyone"
        />
        <FilterSelect
          id="inbox-source"
          name="source"
          label="From"
          value={f.source}
          options={labelledOptions(HUB_SOURCES, HUB_SOURCE_LABELS)}
          allLabel="Everything"
        />
        <FilterButtons clearTo={INBOX_HOME} clearClassName="btn-link" className="flex items-end gap-3" />
      </Form>
      {d.items.length === 0 ? (
        <EmptyState title="No customer messages match">
          {d.tooDeep ? "This page is too far back: narrow the filters." : "Change or clear the filters."}
        </EmptyState>
      ) : (
        <ol className="space-y-3" data-testid="customer-messages">
          {d.items.map((m) => (
            <InboxItem key={m.key} m={m} staff={d.staff} meId={d.meId} here={here} />
          ))}
        </ol>
      )}
      <Pagination page={d.page} pageSize={d.pageSize} total={d.total} />
    </>
  );
}

function InboxItem({ m, staff, meId, here }: { m: Item; staff: InboxData["staff"]; meId: string; here: string }) {
  const data = useActionData<typeof action>();
  const mine = !!data && "item" in data && data.item === m.key ? data : null;
  return (
    <li className="card p-4" data-testid="inbox-item" data-item={m.key}>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="badge bg-surface text-secondary">{MESSAGE_LABELS[m.kind] ?? m.kind}</span>
        <span className={`badge ${HUB_STATUS_CLASS[m.status]}`} data-testid="item-status">
          {HUB_STATUS_LABELS[m.status]}
        </span>
        <span className="font-semibold text-secondary">{m.fromName}</span>
        {m.fromEmail ? <span className="break-all">{m.fromEmail}</span> : null}
        <span className="text-xs">{formatDateTime(m.at)}</span>
      </p>
      <p className="mt-2 text-sm font-semibold">
        <Link to={m.href}>{m.about}</Link>
      </p>
      {m.text ? <p className="mt-1 whitespace-pre-wrap break-words text-sm">{m.text}</p> : null}
      <p className="mt-2 text-sm" data-testid="item-assignee">
        {m.assignee ? `Assigned to ${m.assignee.fullName}` : "Unassigned"}
      </p>
      {m.activityAt !== m.at ? (
        <p className="mt-1 text-xs" data-testid="item-activity">
          Customer wrote again {formatDateTime(m.activityAt)}
        </p>
      ) : null}
      {m.thread.length ? (
        <ol className="mt-3 space-y-2 border-l-2 border-line pl-3" aria-label="Thread" data-testid="item-thread">
          {m.thread.map((t) => (
            <li
              key={`${t.kind}-${t.id}`}
              className={t.kind === "customer" ? "rounded bg-surface p-2 text-sm" : "text-sm"}
              data-testid={t.kind === "customer" ? "thread-customer" : "thread-reply"}
            >
              <p className="text-xs">
                <span className="font-semibold text-secondary">{t.who}</span>
                {t.kind === "reply" ? (
                  <>
                    {" "}
                    replied to <span className="break-all">{t.to}</span>
                  </>
                ) : (
                  " wrote back"
                )}{" "}
                · {formatDateTime(t.at)}
              </p>
              <p className="whitespace-pre-wrap break-words">{t.text}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="item" value={m.key} />
          <input type="hidden" name="redirectTo" value={here} />
          <div>
            <label htmlFor={`assign-${m.key}`} className="field-label">
              Assignee
            </label>
            <select
              id={`assign-${m.key}`}
              name="assignee"
              defaultValue={m.assignee?.id ?? ""}
              className="field-input py-1 text-sm"
            >
              <option value="">Nobody</option>
              {staff.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.id === meId ? `${p.fullName} (me)` : p.fullName}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary text-xs">
            Assign
          </button>
        </Form>
        {m.assignee?.id !== meId ? (
          <Form method="post">
            <input type="hidden" name="intent" value="assign" />
            <input type="hidden" name="item" value={m.key} />
            <input type="hidden" name="redirectTo" value={here} />
            <button type="submit" name="assignee" value="me" className="btn-secondary text-xs">
              Assign to me
            </button>
          </Form>
        ) : null}
        <Form method="post" className="flex flex-wrap gap-2" aria-label="Status">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="item" value={m.key} />
          <input type="hidden" name="redirectTo" value={here} />
          {HUB_STATUSES.filter((s) => s !== m.status).map((s) => (
            <button key={s} type="submit" name="status" value={s} className="btn-secondary text-xs">
              {s === "open" ? "Reopen" : `Mark ${HUB_STATUS_LABELS[s].toLowerCase()}`}
            </button>
          ))}
        </Form>
      </div>
      {m.fromEmail ? (
        <ReplyForm item={m} here={here} result={mine && "result" in mine ? mine.result : undefined} />
      ) : (
        <p className="mt-2 text-xs">No e-mail address: answer another way.</p>
      )}
    </li>
  );
}

function ReplyForm({
  item,
  here,
  result,
}: {
  item: Item;
  here: string;
  result: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useZodForm(hubReplySchema, {
    id: `reply-${item.key}`,
    lastResult: result,
    defaultValue: { status: "waiting" },
  });
  return (
    <details className="mt-3" open={!!result}>
      <summary className="cursor-pointer text-sm font-semibold text-primary">Reply by e-mail</summary>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} className="mt-2 space-y-3">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="item" value={item.key} />
        <input type="hidden" name="redirectTo" value={here} />
        {form.errors?.length ? (
          <p className="text-sm text-danger" role="alert" id={form.errorId}>
            {form.errors.join(" ")}
          </p>
        ) : null}
        <TextareaField
          meta={fields.text}
          label={`Your reply to ${item.fromEmail} (at most ${REPLY_MAX} characters)`}
          rows={5}
        />
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            meta={fields.status}
            label="Then mark it"
            options={HUB_STATUSES.map((s) => ({ value: s, label: HUB_STATUS_LABELS[s] }))}
          />
          <button type="submit" className="btn-primary">
            Send reply
          </button>
        </div>
      </Form>
    </details>
  );
}

type OutboxData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { view: "outbox" }>;

function Outbox({ d }: { d: OutboxData }) {
  const f = d.filters;
  const here = useLocation().search;
  return (
    <>
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
        <FilterInput id="hub-to" name="to" label="Recipient" type="search" value={f.to} className="lg:col-span-2" />
        <FilterSelect
          id="hub-status"
          name="status"
          label="Status"
          value={f.status}
          options={labelledOptions(EMAIL_STATUSES, EMAIL_STATUS_LABELS)}
        />
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
        <FilterInput id="hub-from" name="from" label="From" type="date" value={f.from} />
        <FilterInput id="hub-until" name="until" label="Until" type="date" value={f.until} />
        <FilterButtons
          clearTo="/admin/communication-hub"
          clearClassName="btn-link"
          className="flex items-end gap-3 sm:col-span-2 lg:col-span-6"
        />
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

export { GeneralErrorBoundary as ErrorBoundary };
