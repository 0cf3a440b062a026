// The pieces the two inbound test consoles share (issue 21): /admin/email-processing-test (a raw e-mail) and
// /admin/vocc-test (a sample call). Both show what the last real run did, and a preview of what a run would do.
import type { SubmissionResult } from "@conform-to/react";
import { Link, useActionData } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { ErrorList } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";

/** What the console's last real run did: a headline, the reason the planner gave, and the job it made, if any. */
export function ProcessedNotice({
  headline,
  reason,
  job,
}: {
  headline: ReactNode;
  reason: string;
  job: { id: string; number: number; title: string } | null;
}) {
  return (
    <div className="card mb-6" role="status" data-testid="processed">
      <p className="font-semibold">{headline}</p>
      <p className="text-sm">{reason}</p>
      {job ? (
        <p className="mt-2">
          <Link to={`/admin/jobs/${job.id}`} className="link">
            Job #{job.number}: {job.title}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The preview of a run: two cards side by side, the first headed "What would happen (nothing was changed)" with the
 * planner's verdict (`outcome`, under `outcomeTestId`) and its reason, then each console's own details.
 */
export function PreviewPanel({
  outcome,
  outcomeTestId,
  reason,
  details,
  second,
}: {
  outcome: ReactNode;
  outcomeTestId: string;
  reason: string;
  details: ReactNode;
  second: ReactNode;
}) {
  return (
    <section className="mt-6 grid gap-6 lg:grid-cols-2" data-testid="preview" aria-live="polite">
      <div className="card space-y-2">
        <h2 className="text-lg font-bold">What would happen (nothing was changed)</h2>
        <p className="font-semibold" data-testid={outcomeTestId}>
          {outcome}
        </p>
        <p className="text-sm">{reason}</p>
        {details}
      </div>
      <div className="card space-y-2">{second}</div>
    </section>
  );
}

/** The classifier's verdict as rows of a preview's `<dl>`: the service category, the priority and the words why. */
export function ClassificationRows({
  classification,
}: {
  classification: { category: string; priority: string; words: readonly string[] };
}) {
  return (
    <>
      <dt className="font-semibold">Service category</dt>
      <dd data-testid="preview-category">{classification.category || "not clear"}</dd>
      <dt className="font-semibold">Priority</dt>
      <dd data-testid="preview-priority">{classification.priority}</dd>
      <dt className="font-semibold">Because of</dt>
      <dd>{classification.words.join(", ") || "—"}</dd>
    </>
  );
}

/**
 * The console's form on its schema, checked on submit, with the server's answer: its errors next to the fields and,
 * after "Show what would happen", the preview (`P`) the action made.
 */
export function useConsoleForm<Schema extends Parameters<typeof useZodForm>[0], P>(
  schema: Schema,
  options: { id: string; defaultValue: Parameters<typeof useZodForm<Schema>>[1]["defaultValue"] },
) {
  const actionData = useActionData() as { result?: SubmissionResult<string[]>; preview: P | null } | undefined;
  const [form, fields] = useZodForm(schema, { ...options, lastResult: actionData?.result, shouldValidate: "onSubmit" });
  return { form, fields, preview: actionData?.preview ?? null };
}

/** Under the console's form: the form's own errors, then "Show what would happen" and the button that runs it. */
export function PreviewOrRunButtons({
  form,
  previewPendingText,
  run,
}: {
  form: { errorId: string; errors?: string[] };
  previewPendingText: string;
  run: { value: string; pendingText: string; label: string };
}) {
  return (
    <>
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <StatusButton value="preview" pendingText={previewPendingText} className="btn-secondary">
          Show what would happen
        </StatusButton>
        <StatusButton value={run.value} pendingText={run.pendingText} className="btn-primary">
          {run.label}
        </StatusButton>
      </div>
    </>
  );
}

/** The head of a console: the page header, then what its last real run did (`processed`), when it has just run. */
export function ConsoleHeader<R extends { reason: string; job: { id: string; number: number; title: string } | null }>({
  processed,
  headline,
  ...header
}: ComponentProps<typeof PageHeader> & { processed: R | null; headline: (processed: R) => ReactNode }) {
  return (
    <>
      <PageHeader {...header} />
      {processed ? (
        <ProcessedNotice headline={headline(processed)} reason={processed.reason} job={processed.job} />
      ) : null}
    </>
  );
}
