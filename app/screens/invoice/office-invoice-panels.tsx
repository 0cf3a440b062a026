import type { SerializeFrom } from "@remix-run/node";
import { RecordPaymentForm, type IntentResult } from "~/screens/invoice/invoice-forms.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import type { officeInvoiceView } from "~/models/invoice-queries.server.ts";

type View = SerializeFrom<ReturnType<typeof officeInvoiceView>>;

export function InvoiceJobCard({ job }: { job: NonNullable<View["job"]> }) {
  return (
    <section className="card" aria-labelledby="job-heading">
      <h2 id="job-heading" className="text-lg font-bold">
        Job {formatJobNumber(job.number)}
      </h2>
      <p className="mt-1 text-sm">{job.title}</p>
      <p className="mt-2 flex items-center gap-2 text-sm">
        Job status: <JobStatusBadge status={job.status} />
      </p>
    </section>
  );
}

/** "Record a payment" (while money is owing) and the payments so far: the same for admins and staff. */
export function InvoicePaymentPanels({ d, actionData }: { d: View; actionData: IntentResult }) {
  return (
    <>
      {d.canPay ? (
        <section className="card" aria-labelledby="payment-heading">
          <h2 id="payment-heading" className="text-lg font-bold">
            Record a payment
          </h2>
          <div className="mt-3">
            {/* Remounts after each payment so the last amount is never left in the field. */}
            <RecordPaymentForm
              key={d.payments.length}
              actionData={actionData}
              today={d.today}
              outstanding={d.outstanding}
            />
          </div>
        </section>
      ) : null}

      <section className="card" aria-labelledby="payments-heading">
        <h2 id="payments-heading" className="text-lg font-bold">
          Payments
        </h2>
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
      </section>
    </>
  );
}
