import type { ReactNode } from "react";
import type { InvoiceDocument } from "~/domain/invoice-document.ts";
import { INVOICE_STATUS_LABELS, isInvoiceDisplayStatus, type InvoiceDisplayStatus } from "~/domain/invoice.ts";

const TONES: Record<InvoiceDisplayStatus, string> = {
  draft: "bg-surface text-secondary ring-1 ring-line",
  sent: "bg-sky-100 text-sky-900",
  part_paid: "bg-amber-100 text-amber-900",
  overdue: "bg-red-100 text-red-900",
  paid: "bg-green-600 text-white",
  void: "bg-slate-200 text-slate-700 line-through",
};

export function InvoiceStatusBadge({ status }: { status: string }) {
  const known = isInvoiceDisplayStatus(status);
  return (
    <span className={`badge ${known ? TONES[status] : "bg-surface"}`}>
      {known ? INVOICE_STATUS_LABELS[status] : status}
    </span>
  );
}

/** The invoice as the customer reads it; the PDF draws the same InvoiceDocument. */
export function InvoiceDocumentView({
  doc,
  pdfHref,
  titleAs: Title = "h1",
  footer,
  payment,
}: {
  doc: InvoiceDocument;
  pdfHref?: string;
  titleAs?: "h1" | "h2";
  footer?: ReactNode;
  /** Online payment (the customer's pages), shown above the bank details. */
  payment?: ReactNode;
}) {
  return (
    <article
      className="overflow-hidden rounded-theme border border-line bg-white shadow-sm"
      aria-labelledby="invoice-title"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 bg-primary px-5 py-6 text-white sm:px-8">
        <div>
          <p className="font-heading text-lg font-bold">{doc.business.name}</p>
          <p className="text-sm text-white/90">ABN {doc.business.abn}</p>
          <p className="text-sm text-white/90">
            {doc.business.phone} · {doc.business.email}
          </p>
          <p className="text-sm text-white/90">{doc.business.location}</p>
        </div>
        <div className="text-left sm:text-right">
          <Title id="invoice-title" className="font-heading text-2xl font-bold text-white sm:text-3xl">
            {doc.title}
          </Title>
          <p className="mt-1 font-semibold">{doc.number}</p>
          <p className="mt-2">
            <InvoiceStatusBadge status={doc.status} />
          </p>
        </div>
      </header>

      {doc.voided ? (
        <div role="note" className="border-b border-red-200 bg-red-50 px-5 py-3 text-sm text-red-900 sm:px-8">
          <strong>This invoice was voided{doc.voided.date ? ` on ${doc.voided.date}` : ""}.</strong> Reason:{" "}
          {doc.voided.reason}
        </div>
      ) : null}

      <div className="grid gap-6 px-5 py-6 sm:grid-cols-2 sm:px-8">
        <section aria-label="Bill to">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-ink/80">Bill to</h3>
          <p className="mt-1 font-semibold text-secondary">{doc.billTo.name}</p>
          <p className="text-sm break-all">{doc.billTo.email}</p>
          {doc.billTo.abn ? <p className="text-sm">ABN {doc.billTo.abn}</p> : null}
          {doc.billTo.address ? <p className="text-sm">{doc.billTo.address}</p> : null}
        </section>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:justify-self-end">
          <dt className="font-semibold text-secondary">Invoice number</dt>
          <dd className="text-right">{doc.number}</dd>
          <dt className="font-semibold text-secondary">Issue date</dt>
          <dd className="text-right">{doc.issueDate ?? "Not issued (draft)"}</dd>
          <dt className="font-semibold text-secondary">Due date</dt>
          <dd className="text-right">{doc.dueDate ?? "—"}</dd>
          <dt className="font-semibold text-secondary">Amount due</dt>
          <dd className="text-right font-bold text-primary">{doc.amountDue.value}</dd>
        </dl>
      </div>
      {doc.reference ? <p className="px-5 pb-4 text-sm sm:px-8">Reference: {doc.reference}</p> : null}

      <div className="px-5 sm:px-8">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Items</caption>
          <thead className="border-b border-line bg-surface text-xs uppercase tracking-wide text-secondary">
            <tr>
              <th scope="col" className="px-2 py-2 font-heading">
                Description
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right font-heading sm:table-cell">
                Qty
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right font-heading sm:table-cell">
                Unit price
              </th>
              <th scope="col" className="px-2 py-2 text-right font-heading">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {doc.items.map((item, i) => (
              <tr key={i}>
                <td className="px-2 py-3 text-secondary">
                  {item.description}
                  <span className="block text-xs text-ink/80 sm:hidden">
                    Qty {item.quantity} at {item.unitPrice}
                  </span>
                </td>
                <td className="hidden px-2 py-3 text-right sm:table-cell">{item.quantity}</td>
                <td className="hidden whitespace-nowrap px-2 py-3 text-right sm:table-cell">{item.unitPrice}</td>
                <td className="whitespace-nowrap px-2 py-3 text-right font-semibold">{item.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-ink/80">{doc.pricesNote}</p>
      </div>

      <div className="flex justify-end px-5 py-6 sm:px-8">
        <dl className="w-full max-w-sm space-y-1 text-sm" aria-label="Totals">
          <div className="flex justify-between gap-4">
            <dt>{doc.subtotal.label}</dt>
            <dd>{doc.subtotal.value}</dd>
          </div>
          {doc.gst ? (
            <div className="flex justify-between gap-4">
              <dt>{doc.gst.label}</dt>
              <dd>{doc.gst.value}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4 border-t border-line pt-1 font-bold text-secondary">
            <dt>{doc.total.label}</dt>
            <dd>{doc.total.value}</dd>
          </div>
          {[...doc.credits, ...doc.payments].map((row, i) => (
            <div key={i} className="flex justify-between gap-4 text-ink/90">
              <dt>{row.description}</dt>
              <dd className="whitespace-nowrap">{row.value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t-2 border-secondary pt-2 text-base font-bold text-primary">
            <dt>{doc.amountDue.label}</dt>
            <dd>{doc.amountDue.value}</dd>
          </div>
          {doc.gstStatement ? <p className="pt-1 text-right text-xs text-ink/80">{doc.gstStatement}</p> : null}
        </dl>
      </div>

      {doc.bankTransfer ? payment : null}

      {doc.bankTransfer ? (
        <section
          className="mx-5 mb-6 rounded-theme border border-accent/40 bg-accent/10 p-5 sm:mx-8"
          aria-labelledby="pay-by-bank"
        >
          <h3 id="pay-by-bank" className="text-base font-bold">
            How to pay: bank transfer
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">Account name</dt>
            <dd>{doc.bankTransfer.accountName}</dd>
            <dt className="font-semibold">BSB</dt>
            <dd>{doc.bankTransfer.bsb}</dd>
            <dt className="font-semibold">Account number</dt>
            <dd>{doc.bankTransfer.accountNumber}</dd>
            <dt className="font-semibold">Reference</dt>
            <dd className="font-bold text-primary">{doc.bankTransfer.reference}</dd>
          </dl>
          {doc.dueDate ? (
            <p className="mt-2 text-sm">
              Please pay {doc.amountDue.value} by {doc.dueDate}, using {doc.bankTransfer.reference} as the reference so
              we can match it.
            </p>
          ) : null}
        </section>
      ) : null}

      {doc.notRegisteredNote || doc.notes ? (
        <div className="space-y-3 px-5 pb-6 text-sm sm:px-8">
          {doc.notRegisteredNote ? <p>{doc.notRegisteredNote}</p> : null}
          {doc.notes ? (
            <div>
              <h3 className="text-sm font-bold">Notes</h3>
              <p className="whitespace-pre-line">{doc.notes}</p>
            </div>
          ) : null}
        </div>
      ) : null}

      {pdfHref || footer ? (
        <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-line bg-surface px-5 py-4 sm:px-8">
          {pdfHref ? (
            <a href={pdfHref} className="btn-secondary" download>
              Download PDF
            </a>
          ) : (
            <span />
          )}
          {footer}
        </footer>
      ) : null}
    </article>
  );
}
