// "Submit this week" on the field worker's time page (issue 15, ADR 151), with where the week stands.
import { Form } from "@remix-run/react";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { TIMESHEET_STATUS_LABELS, isTimesheetStatus } from "~/domain/timesheets.ts";

export function TimesheetSubmit({
  monday,
  submission,
  error,
}: {
  monday: string;
  submission: { status: string; submittedAt: string; decidedAt: string | null; returnReason: string | null } | null;
  error: string | null;
}) {
  const canSubmit = !submission || submission.status === "returned";
  return (
    <section className="card mt-4 space-y-2 p-4" aria-labelledby="timesheet-heading" data-testid="timesheet-submit">
      <h2 id="timesheet-heading" className="font-heading text-lg font-bold text-secondary">
        Timesheet
      </h2>
      {submission ? (
        <p className="text-sm" data-testid="timesheet-state">
          {isTimesheetStatus(submission.status) ? TIMESHEET_STATUS_LABELS[submission.status] : submission.status}
          {submission.status === "submitted" ? ` since ${formatDateTime(submission.submittedAt)}` : ""}
          {submission.status === "approved" && submission.decidedAt ? ` ${formatDateTime(submission.decidedAt)}` : ""}
          {submission.status === "returned" && submission.returnReason ? `: ${submission.returnReason}` : ""}
        </p>
      ) : (
        <p className="text-sm">Not submitted yet. Submit the week when its jobs are finished.</p>
      )}
      {error ? (
        <p className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
      {canSubmit ? (
        <Form method="post">
          <input type="hidden" name="week" value={monday} />
          <StatusButton value="submit-week" pendingText="Submitting..." className="btn-primary min-h-12 w-full">
            {submission?.status === "returned" ? "Submit this week again" : "Submit this week for approval"}
          </StatusButton>
        </Form>
      ) : null}
    </section>
  );
}
