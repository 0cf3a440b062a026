import type { SerializeFrom } from "@remix-run/node";
import { RecordPaymentForm, type IntentResult } from "~/screens/invoice/invoice-forms.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import type { officeInvoiceView } from "~/models/invoice-queries.server.ts";
import { TitledSection } from "~/components/ui/titled-section.tsx";

type View = SerializeFrom<ReturnType<typeof officeInvoiceView>>;

export function InvoiceJobCard({ job }: { job: NonNullable<View["job"]> }) {
  return (
    <TitledSection id="job" className="card" title={<>Job {formatJobNumber(job.number)}</>}>
      <p className="mt-1 text-sm">{job.title}</p>
      <p className="mt-2 flex items-center gap-2 text-sm">
        Job status: <JobStatusBadge status={job.status} />
      </p>
    </TitledSection>
  );
}

/** "Record a payment" (while money is owing) and the payments so far: the same for admins and staff. */
export function InvoicePaymentPanels({ d, actionData }: { d: View; actionData: IntentResult }) {
  return (
    <>
      {d.canPay ? (
        <TitledSection id="payment" className="card" title="Record a payment">
          <div className="mt-3">
            {/* Remounts after each payment so the last amount is never left in the field. */}
            <RecordPaymentForm
              key={d.payments.length}
              actionData={actionData}
              today={d.today}
              outstanding={d.outstanding}
            />
          </div>
        </TitledSection>
      ) : null}

      <TitledSection id="payments" className="card" title="Payments">
        {d.payments.length ? (
          <ul className="mt-3 divide-y divide-line text-sm">
            {d.payments.map((p) => (
              <li key={p.id} className="py-2">
                <span className="font-semibold">{p.amount}</span> · {p.method}
                {p.reference ? ` · ${p.reference}` : ""}
                <span className="block text-xs text-ink/80">
                  {formatDateTime(p.receivedAt)} · recorded by {p.recordedBy}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm">No payments recorded yet.</p>
        )}
      </TitledSection>
    </>
  );
}
