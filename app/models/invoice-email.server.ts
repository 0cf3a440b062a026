// The invoice e-mail (with its PDF attached) and the overdue reminder, both carrying the no-login link.
import { formatInvoiceNumber } from "~/domain/invoice.ts";
import { prisma } from "~/utils/db.server.ts";
import { sendEmail, simpleEmailHtml } from "~/utils/email.server.ts";
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
  const bankLines = bank
    ? [
        `Pay by bank transfer to ${bank.accountName}, BSB ${bank.bsb}, account ${bank.accountNumber}, using ${bank.reference} as the reference.`,
      ]
    : [];
  const isReminder = opts.kind === "reminder";
  const subject = isReminder
    ? `Reminder: ${doc.number} is overdue — ${doc.amountDue.value} owing`
    : `${doc.title} ${doc.number} from ${doc.business.name}${owing ? ` — ${doc.amountDue.value} due ${doc.dueDate}` : ""}`;
  const paragraphs = isReminder
    ? [
        `Hi ${firstName},`,
        `A friendly reminder that ${doc.number} for ${doc.total.value} was due on ${doc.dueDate} and ${doc.amountDue.value} is still owing.`,
        ...bankLines,
        "If you have paid in the last few days, thank you — please ignore this reminder. Questions? Just reply or call us.",
      ]
    : [
        `Hi ${firstName},`,
        owing
          ? `Thanks for choosing ${doc.business.name}. Your ${doc.title.toLowerCase()} ${doc.number} for ${doc.total.value} is attached. ${doc.amountDue.value} is due by ${doc.dueDate}.`
          : `Thanks for choosing ${doc.business.name}. Your ${doc.title.toLowerCase()} ${doc.number} for ${doc.total.value} is attached. Nothing is owing.`,
        ...bankLines,
      ];
  const text = [
    ...paragraphs,
    `View or download your invoice: ${url}`,
    "",
    `${doc.business.name} · ${doc.business.phone} · ${doc.business.location}`,
  ].join("\n\n");
  const message = await sendEmail({
    to: invoice.customerEmail,
    subject,
    text,
    html: simpleEmailHtml({
      heading: isReminder ? `${doc.number} is overdue` : `${doc.title} ${doc.number}`,
      paragraphs,
      action: { label: "View your invoice", url },
    }),
    attachments: [{ filename, contentType: "application/pdf", content: pdf }],
  });
  await prisma.invoice.update({ where: { id: invoice.id }, data: { lastEmailedAt: opts.now } });
  return message.id;
}
