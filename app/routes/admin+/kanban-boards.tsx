import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PlainTextarea } from "~/components/ui/plain-field.tsx";
import { holdLiveReloads, LiveUpdates } from "~/components/live-updates.tsx";
import { OverdueBadge, PriorityBadge } from "~/components/job-list.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import {
  JOB_PRIORITIES,
  JOB_PRIORITY_LABELS,
  JOB_STATUS_LABELS,
  checkJobMove,
  isJobStatus,
  jobStatusRank,
  nextJobStatus,
  type JobStatus,
} from "~/domain/job-lifecycle.ts";
import { formatDate } from "~/domain/dates.ts";
import { moveJobSchema } from "~/domain/job-schemas.ts";
import { KANBAN_CARDS_PER_COLUMN, kanbanBoard, moveJob } from "~/models/job-ops.server.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { choiceParam } from "~/utils/list-request.ts";
import { getNow } from "~/utils/clock.server.ts";
import { useHydrated } from "~/utils/hydrated.ts";
import { safeRedirectPath } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { FilterSelect, labelledOptions } from "~/components/ui/filter-select.tsx";
import { FilterForm, SearchField } from "~/components/ui/search-form.tsx";

export const meta: MetaFunction = () => [{ title: "Kanban board | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, url, q } = await adminListRequest(request);
  const priority = choiceParam(url, "priority", JOB_PRIORITIES);
  const columns = await kanbanBoard({ q, priority }, getNow(request));
  return json({ q, priority, columns, actor: { id: ctx.actor.id, roles: ctx.actor.roles } });
}

/** Moving a card: the same form post from the 'move to next stage' buttons and from drag-and-drop. */
export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const back = safeRedirectPath(formData.get("returnTo"), "/admin/kanban-boards");
  const parsed = moveJobSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success)
    return redirectWithToast(
      back,
      { type: "error", title: "Could not move the job", description: "Choose a stage and try again." },
      { status: 303 },
    );
  const result = await moveJob({
    ...parsed.data,
    actor: ctx.actor,
    actorId: ctx.actor.id,
    onBehalfOfId: ctx.audit.onBehalfOfId,
    now: getNow(request),
  });
  if (!result.ok)
    return redirectWithToast(back, { type: "error", title: "Job not moved", description: result.message });
  return redirectWithToast(back, { type: "success", title: `Moved to ${JOB_STATUS_LABELS[result.to]}` });
}

type Column = ReturnType<typeof useLoaderData<typeof loader>>["columns"][number];
type Card = Column["cards"][number];

function MoveButton({ card, returnTo }: { card: Card; returnTo: string }) {
  const next = isJobStatus(card.status) ? nextJobStatus(card.status) : null;
  if (!next) return null;
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="jobId" value={card.id} />
      <input type="hidden" name="from" value={card.status} />
      <input type="hidden" name="to" value={next} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <StatusButton
        value="move"
        pendingText="Moving..."
        className="btn-secondary w-full py-1.5 text-xs"
        aria-label={`Move ${card.number} to ${JOB_STATUS_LABELS[next]}`}
      >
        Move to {JOB_STATUS_LABELS[next]} →
      </StatusButton>
    </Form>
  );
}

export default function KanbanBoard() {
  const { q, priority, columns, actor } = useLoaderData<typeof loader>();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const dragged = useRef<Card | null>(null);
  // Live reloads wait while a card is in the air, so the columns do not move under the pointer (ADR 151 addendum).
  const holding = useRef<(() => void) | null>(null);
  const endHold = () => {
    holding.current?.();
    holding.current = null;
  };
  useEffect(() => endHold, []);
  const [overColumn, setOverColumn] = useState<string | null>(null);
  const [pending, setPending] = useState<{ card: Card; to: JobStatus } | null>(null);
  const [reason, setReason] = useState("");

  const submitMove = (card: Card, to: JobStatus, why?: string) => {
    const data = new FormData();
    data.set("jobId", card.id);
    data.set("from", card.status);
    data.set("to", to);
    data.set("returnTo", returnTo);
    if (why) data.set("reason", why);
    fetcher.submit(data, { method: "post" });
  };

  const onDrop = (status: JobStatus) => (e: DragEvent) => {
    e.preventDefault();
    setOverColumn(null);
    const card = dragged.current;
    dragged.current = null;
    if (!card || card.status === status) return;
    const check = checkJobMove(actor, { status: card.status, assignedStaffId: card.assignedStaffId }, status);
    if (check.ok) submitMove(card, status);
    else if (check.code === "reason_required") {
      setReason("");
      setPending({ card, to: status });
    }
  };

  const total = columns.reduce((n, c) => n + c.count, 0);
  return (
    <>
      <PageHeader
        title="Kanban board"
        description={
          <>
            {total} job{total === 1 ? "" : "s"} across the ten stages. Use “Move to …” on a card
            {hydrated ? ", or drag it to another column" : ""}. Moving back or skipping stages asks for a reason.
          </>
        }
        actions={<LiveUpdates subjectTypes={["job"]} />}
        links={[{ to: "/admin/jobs", label: "List view" }]}
      />
      <FilterForm>
        <SearchField id="kanban-q" label="Search number, customer or vessel" defaultValue={q} />
        <FilterSelect
          id="kanban-priority"
          name="priority"
          label="Priority"
          value={priority ?? ""}
          options={labelledOptions(JOB_PRIORITIES, JOB_PRIORITY_LABELS)}
          allLabel="Any priority"
        />
      </FilterForm>

      <nav aria-label="Jump to a stage" className="-mx-4 mb-3 flex gap-2 overflow-x-auto px-4 pb-1 text-xs md:hidden">
        {columns.map((col) => (
          <a
            key={col.status}
            href={`#column-${col.status}`}
            className="badge shrink-0 whitespace-nowrap bg-white py-1 text-secondary no-underline ring-1 ring-line"
          >
            {JOB_STATUS_LABELS[col.status]} {col.count}
          </a>
        ))}
      </nav>
      <div className="-mx-4 overflow-x-auto px-4 pb-4 sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        <ol className="flex snap-x gap-4" aria-label="Job stages">
          {columns.map((col) => (
            <li
              key={col.status}
              className={`flex w-[17rem] shrink-0 snap-start scroll-ml-4 flex-col rounded-theme border bg-white/60 ${overColumn === col.status ? "border-accent ring-2 ring-accent/40" : "border-line"}`}
              aria-labelledby={`col-${col.status}`}
              id={`column-${col.status}`}
              data-testid={`column-${col.status}`}
              onDragOver={(e) => {
                e.preventDefault();
                setOverColumn(col.status);
              }}
              onDragLeave={() => setOverColumn((c) => (c === col.status ? null : c))}
              onDrop={onDrop(col.status)}
            >
              <h2
                id={`col-${col.status}`}
                className="flex items-center justify-between rounded-t-theme bg-surface px-3 py-2 text-sm font-bold"
              >
                <span>
                  <span className="mr-1 text-xs text-ink/80">{jobStatusRank(col.status)}</span>{" "}
                  {JOB_STATUS_LABELS[col.status]}
                </span>
                <span className="badge bg-white text-secondary" aria-label={`${col.count} jobs`}>
                  {col.count}
                </span>
              </h2>
              <ul className="flex-1 space-y-3 p-3">
                {col.cards.map((card) => (
                  <li
                    key={card.id}
                    className="rounded-theme border border-line bg-white p-3 shadow-sm"
                    data-testid="kanban-card"
                    draggable={hydrated}
                    onDragStart={(e) => {
                      holding.current ??= holdLiveReloads();
                      dragged.current = card;
                      e.dataTransfer.effectAllowed = "move";
                      e.dataTransfer.setData("text/plain", card.id);
                    }}
                    onDragEnd={endHold}
                  >
                    <Link to={`/admin/jobs/${card.id}`} className="text-sm font-semibold">
                      {card.number} · {card.title}
                    </Link>
                    <p className="mt-1 text-xs">
                      {card.customer}
                      {card.vessel ? ` · ${card.vessel}` : ""}
                    </p>
                    <div className="mt-2 flex flex-wrap items-center gap-1 text-xs">
                      <PriorityBadge priority={card.priority} />
                      {card.overdue ? <OverdueBadge /> : null}
                      {card.scheduledStartAt ? <span>{formatDate(card.scheduledStartAt)}</span> : null}
                      {card.assignee ? <span className="text-ink/80">· {card.assignee}</span> : null}
                    </div>
                    <MoveButton card={card} returnTo={returnTo} />
                  </li>
                ))}
                {col.count > col.cards.length ? (
                  <li className="text-center text-xs">
                    <Link to={`/admin/jobs?status=${col.status}${q ? `&q=${encodeURIComponent(q)}` : ""}`}>
                      {col.count - KANBAN_CARDS_PER_COLUMN} more in the list →
                    </Link>
                  </li>
                ) : null}
                {col.count === 0 ? <li className="py-6 text-center text-xs text-ink/70">No jobs</li> : null}
              </ul>
            </li>
          ))}
        </ol>
      </div>

      {pending ? (
        <div
          className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
          role="dialog"
          aria-modal="true"
          aria-labelledby="reason-title"
        >
          <form
            className="card w-full max-w-md space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (reason.trim().length < 3) return;
              submitMove(pending.card, pending.to, reason.trim());
              setPending(null);
            }}
          >
            <h2 id="reason-title" className="text-lg font-bold">
              Move {pending.card.number} to {JOB_STATUS_LABELS[pending.to]}?
            </h2>
            <p className="text-sm">
              {jobStatusRank(pending.to) < jobStatusRank(pending.card.status)
                ? "This moves the job back a stage."
                : "This skips stages."}{" "}
              Say why — it is kept in the audit trail.
            </p>
            <PlainTextarea
              bare
              id="drag-reason"
              label="Reason"
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              minLength={3}
              autoFocus
            />
            <div className="flex justify-end gap-2">
              <button type="button" className="btn-secondary" onClick={() => setPending(null)}>
                Cancel
              </button>
              <button type="submit" className="btn-primary">
                Move job
              </button>
            </div>
          </form>
        </div>
      ) : null}
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
