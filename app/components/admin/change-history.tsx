import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { EmptyState } from "~/components/portal-shell.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatDateTime } from "~/domain/dates.ts";

/**
 * The audited history of a settings-like page (issue 21): business settings, an e-mail template. Each change, newest
 * first, says when and by whom (plus the page's own `summary`), offers "Undo this change" (a POST with intent
 * `restore` and the audit id), and shows what changed (`children`).
 */
export function ChangeHistory<Row extends { id: string; at: string; by: string }>({
  history,
  emptyText,
  testId,
  summary,
  children,
}: {
  history: readonly Row[];
  emptyText: string;
  testId: string;
  summary?: (row: Row) => ReactNode;
  children: (row: Row) => ReactNode;
}) {
  return (
    <section className="mt-10" aria-labelledby="history-heading">
      <h2 id="history-heading" className="text-xl font-bold">
        History
      </h2>
      {history.length === 0 ? (
        <EmptyState title="No changes yet">{emptyText}</EmptyState>
      ) : (
        <ol className="mt-4 space-y-3" data-testid={testId}>
          {history.map((h) => (
            <li key={h.id} className="card p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <p className="text-sm">
                  <span className="font-semibold text-secondary">{formatDateTime(h.at)}</span> by {h.by}
                  {summary ? summary(h) : null}
                </p>
                <Form method="post">
                  <input type="hidden" name="auditId" value={h.id} />
                  <StatusButton value="restore" pendingText="Undoing..." className="btn-secondary text-xs">
                    Undo this change
                  </StatusButton>
                </Form>
              </div>
              {children(h)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** One changed value: its label, the old value struck through, an arrow, the new one. */
export function BeforeAfter({ label, before, after }: { label: string; before: ReactNode; after: ReactNode }) {
  return (
    <>
      <span className="font-semibold">{label}:</span> <del className="text-ink/80">{before}</del> →{" "}
      <ins className="no-underline">{after}</ins>
    </>
  );
}
