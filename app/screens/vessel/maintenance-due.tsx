// What a vessel's maintenance schedule says is due, as the vessel page and the owner's "Maintenance due" page show it.
import { Form } from "@remix-run/react";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { DUE_STATE_LABELS, type DueState } from "~/domain/maintenance.ts";

const DUE_BADGE: Record<DueState, string> = {
  overdue: "bg-danger/10 text-danger",
  due_soon: "bg-amber-100 text-amber-900",
  ok: "bg-emerald-100 text-emerald-900",
  unknown: "bg-surface text-secondary",
};

export function DueBadge({ state }: { state: DueState }) {
  return <span className={`badge ${DUE_BADGE[state]}`}>{DUE_STATE_LABELS[state]}</span>;
}

interface DueItem {
  serviceType: string;
  serviceName: string;
  reason: string;
  state: DueState;
}

/** Each service of the schedule with why it is (or is not) due. */
export function DueList({ items }: { items: DueItem[] }) {
  return (
    <ul className="mt-4 divide-y divide-line">
      {items.map((item) => (
        <li key={item.serviceType} className="flex flex-wrap items-start justify-between gap-2 py-3">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-secondary">{item.serviceName}</p>
            <p className="text-sm">{item.reason}</p>
          </div>
          <DueBadge state={item.state} />
        </li>
      ))}
    </ul>
  );
}

/** "Book what is due": posts the vessel to /owner/services, which puts its overdue and due-soon services in the cart. */
export function BookDueForm({ vesselId, items }: { vesselId: string; items: DueItem[] }) {
  const bookable = items.filter((i) => i.state === "overdue" || i.state === "due_soon").length;
  if (!bookable) return null;
  return (
    <Form method="post" action="/owner/services">
      <input type="hidden" name="vesselId" value={vesselId} />
      <StatusButton value="book-due" pendingText="Building your cart..." className="btn-accent">
        Book what is due ({bookable})
      </StatusButton>
    </Form>
  );
}
