// The invoice builder's action, shared by /admin/invoice-builder (new draft) and /admin/invoices/{id}/edit.
import { json } from "@remix-run/node";
import { formatInvoiceNumber } from "~/domain/invoice.ts";
import { invoiceBuilderSchema, toCents } from "~/domain/invoice-schemas.ts";
import { sendInvoiceEmail } from "~/models/invoice-email.server.ts";
import { InvoiceError, createDraftInvoice, issueInvoice, updateDraftInvoice } from "~/models/invoice.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { parseForm } from "~/utils/forms.server.ts";

export async function invoiceBuilderAction(opts: {
  request: Request;
  formData: FormData;
  actorId: string;
  now: Date;
  invoiceId?: string;
}) {
  const submission = parseForm(opts.formData, { schema: invoiceBuilderSchema });
  // Adding or removing a line (Conform intent) without JavaScript: re-render with the change, no error status.
  if (submission.status === undefined) return json({ result: submission.reply(), toast: null });
  if (submission.status !== "success") return json({ result: submission.reply(), toast: null }, { status: 400 });
  const v = submission.value;
  const issue = opts.formData.get("intent") === "save-issue";
  const input = {
    customerName: v.customerName,
    customerEmail: v.customerEmail,
    customerAbn: v.customerAbn || null,
    customerAddress: v.customerAddress || null,
    amountsIncludeGst: v.pricing === "inclusive",
    items: v.items.map((i) => ({
      description: i.description,
      quantity: i.quantity,
      unitPriceCents: toCents(i.unitPrice),
    })),
    credits: v.credits.map((c) => ({ description: c.description, amountCents: toCents(c.amount) })),
    notes: v.notes || null,
  };
  let saved: { id: string; number: number };
  try {
    saved = await prisma.$transaction(async (tx) => {
      let target: { id: string; number: number };
      if (opts.invoiceId) {
        await updateDraftInvoice(tx, opts.invoiceId, input);
        target = await tx.invoice.findUniqueOrThrow({
          where: { id: opts.invoiceId },
          select: { id: true, number: true },
        });
      } else {
        target = await createDraftInvoice(tx, { ...input, createdById: opts.actorId });
      }
      if (issue) await issueInvoice(tx, { invoiceId: target.id, actorId: opts.actorId, now: opts.now });
      return target;
    });
  } catch (error) {
    if (!(error instanceof InvoiceError)) throw error;
    return json(
      {
        result: submission.reply({ formErrors: [error.message] }),
        toast: {
          id: `builder-${Date.now()}`,
          type: "error" as const,
          title: "Invoice not saved",
          description: error.message,
        },
      },
      { status: 400 },
    );
  }
  await recordAudit(opts.request, {
    action: opts.invoiceId ? "invoice.draft_updated" : "invoice.created",
    actorId: opts.actorId,
    entityType: "invoice",
    entityId: saved.id,
    details: { issued: issue, byHand: true },
  });
  const label = formatInvoiceNumber(saved.number);
  if (issue) {
    await sendInvoiceEmail(saved.id, { now: opts.now, kind: "invoice" });
    return redirectWithToast(`/admin/invoices/${saved.id}`, {
      type: "success",
      title: `${label} issued`,
      description: `E-mailed to ${input.customerEmail} with the PDF attached.`,
    });
  }
  return redirectWithToast(`/admin/invoices/${saved.id}`, { type: "success", title: `${label} saved as a draft` });
}
