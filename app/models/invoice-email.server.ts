// The invoice e-mail (with its PDF attached) and the overdue reminder, both carrying the no-login link.
import { recordReplyTarget } from "~/domain/inbound.ts";
import { formatInvoiceNumber } from "~/domain/invoice.ts";
import { prisma } from "~/utils/db.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { renderInvoicePdf } from "~/utils/invoice-pdf.server.ts";
import { findInvoice, invoiceDocumentFor } from "./invoice-queries.server.ts";
import { InvoiceError } from "./invoice.server.ts";

export function publicInvoiceUrl(token: string) {
  return `${getEnv().appUrl}/invoice/${token}`;
}

export async function invoicePdfFor(invoiceId: string, now: Date) {
  const invoice = await findInvoice({ id: invoiceId });
  if (!invoice) return null;
  const doc = await invoiceDocumentFor(invoice, now);
  return { invoice, doc, pdf: await renderInvoicePdf(doc), filename: `${doc.number}.pdf` };
}

/** E-mails an issued invoice (or an overdue reminder) with the PDF attached. Returns the EmailMessage id. */
export async function sendInvoiceEmail(invoiceId: string, opts: { now: Date; kind: "invoice" | "reminder" }) {
  const rendered = await invoicePdfFor(invoiceId, opts.now);
  if (!rendered) throw new InvoiceError("Invoice not found.");
  const { invoice, doc, pdf, filename } = rendered;
  if (invoice.status === "draft")
    throw new InvoiceError(`${formatInvoiceNumber(invoice.number)} is a draft. Issue it first.`);
  if (invoice.status === "void")
    throw new InvoiceError(`${formatInvoiceNumber(invoice.number)} is void and is not sent to customers.`);
  const url = publicInvoiceUrl(invoice.publicToken);
  const firstName = invoice.customerName.split(" ")[0] || invoice.customerName;
  const owing = invoice.outstandingCents > 0;
  const bank = doc.bankTransfer;
  const bankTransfer = bank
    ? `Pay by bank transfer to ${bank.accountName}, BSB ${bank.bsb}, account ${bank.accountNumber}, using ${bank.reference} as the reference.`
    : "";
  const attachments = [{ filename, contentType: "application/pdf", content: pdf }];
  // Reply-To: the signed address of its job (or of its quote when it has no job), so a customer's answer to the
  // invoice or a reminder lands on that record (ADR 201 addendum, 2026-11-27).
  const about = recordReplyTarget(invoice);
  const message =
    opts.kind === "reminder"
      ? await sendTemplatedEmail(
          "invoice.reminder",
          invoice.customerEmail,
          {
            first_name: firstName,
            invoice_number: doc.number,
            total: doc.total.value,
            amount_due: doc.amountDue.value,
            due_date: doc.dueDate,
            bank_transfer: bankTransfer,
            url,
          },
          { attachments, about },
        )
      : await sendTemplatedEmail(
          "invoice.sent",
          invoice.customerEmail,
          {
            first_name: firstName,
            invoice_number: doc.number,
            document_title: doc.title,
            document_kind: doc.title.toLowerCase(),
            total: doc.total.value,
            amount_due: doc.amountDue.value,
            due_sentence: owing ? `${doc.amountDue.value} is due by ${doc.dueDate}.` : "Nothing is owing.",
            due_in_subject: owing ? ` — ${doc.amountDue.value} due ${doc.dueDate}` : "",
            bank_transfer: bankTransfer,
            url,
          },
          { attachments, about },
        );
  await prisma.invoice.update({ where: { id: invoice.id }, data: { lastEmailedAt: opts.now } });
  return message.id;
}
