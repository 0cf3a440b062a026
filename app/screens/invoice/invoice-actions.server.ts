// Form handling shared by the admin and staff invoice pages: record a payment, void, issue, (re)send.
// Each returns either a redirect with a toast or the form's reply with the message next to the field.
import { json } from "@remix-run/node";
import { sydneyDateKey, sydneyWallTimeToUtc } from "~/domain/dates.ts";
import { formatInvoiceNumber } from "~/domain/invoice.ts";
import { recordPaymentSchema, toCents, voidInvoiceSchema } from "~/domain/invoice-schemas.ts";
import { creditNoteSchema, refundSchema } from "~/domain/report-schemas.ts";
import { addCreditNote, recordRefund } from "~/models/invoice-adjustments.server.ts";
import { formatJobNumber, jobStatusLabel } from "~/domain/job-lifecycle.ts";
import { formatCents } from "~/domain/money.ts";
import { sendInvoiceEmail } from "~/models/invoice-email.server.ts";
import { InvoiceError, issueInvoice, recordInvoicePayment, voidInvoice } from "~/models/invoice.server.ts";
import { JobStatusConflict } from "~/models/job.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { parseForm, refusalResult } from "~/utils/forms.server.ts";

interface ActionContext {
  request: Request;
  formData: FormData;
  invoiceId: string;
  actorId: string;
  now: Date;
  redirectTo: string;
}

function isRefusal(error: unknown): error is InvoiceError | JobStatusConflict {
  return error instanceof InvoiceError || error instanceof JobStatusConflict;
}

export async function recordPaymentAction(c: ActionContext) {
  const intent = "record-payment" as const;
  const submission = parseForm(c.formData, { schema: recordPaymentSchema });
  if (submission.status !== "success")
    return json({ intent, result: submission.reply(), toast: null }, { status: 400 });
  const { amount, method, receivedOn, reference } = submission.value;
  const today = sydneyDateKey(c.now);
  if (receivedOn > today) {
    return json(
      {
        intent,
        result: submission.reply({ fieldErrors: { receivedOn: ["The payment date cannot be in the future"] } }),
        toast: null,
      },
      { status: 400 },
    );
  }
  const amountCents = toCents(amount);
  let result;
  try {
    result = await prisma.$transaction((tx) =>
      recordInvoicePayment(tx, {
        invoiceId: c.invoiceId,
        amountCents,
        method,
        reference: reference ?? null,
        receivedAt: receivedOn === today ? c.now : sydneyWallTimeToUtc(receivedOn, "12:00"),
        recordedById: c.actorId,
        now: c.now,
      }),
    );
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const field = error instanceof InvoiceError && error.field ? error.field : "amount";
    return json(
      {
        intent,
        result: submission.reply({ fieldErrors: { [field]: [error.message] } }),
        toast: {
          id: `pay-${Date.now()}`,
          type: "error" as const,
          title: "Payment not recorded",
          description: error.message,
        },
      },
      { status: 400 },
    );
  }
  const inv = await prisma.invoice.findUniqueOrThrow({
    where: { id: c.invoiceId },
    select: { number: true, job: { select: { number: true, status: true } } },
  });
  await recordAudit(c.request, {
    action: "invoice.payment_recorded",
    actorId: c.actorId,
    entityType: "invoice",
    entityId: c.invoiceId,
    details: { amountCents, method, reference: reference ?? null, status: result.status },
  });
  const label = formatInvoiceNumber(inv.number);
  if (result.status === "paid") {
    return redirectWithToast(c.redirectTo, {
      type: "success",
      title: `${label} is paid in full`,
      description: inv.job
        ? `Job ${formatJobNumber(inv.job.number)} is now ${jobStatusLabel(inv.job.status)}.`
        : `${formatCents(amountCents)} received.`,
    });
  }
  return redirectWithToast(c.redirectTo, {
    type: "success",
    title: "Payment recorded",
    description: `${formatCents(amountCents)} received; ${formatCents(result.outstandingCents)} still owing on ${label}.`,
  });
}

export async function voidAction(c: ActionContext) {
  const intent = "void" as const;
  const submission = parseForm(c.formData, { schema: voidInvoiceSchema });
  if (submission.status !== "success")
    return json({ intent, result: submission.reply(), toast: null }, { status: 400 });
  try {
    await prisma.$transaction((tx) =>
      voidInvoice(tx, { invoiceId: c.invoiceId, reason: submission.value.reason, actorId: c.actorId, now: c.now }),
    );
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return json(
      {
        intent,
        result: submission.reply({ fieldErrors: { reason: [error.message] } }),
        toast: { id: `void-${Date.now()}`, type: "error" as const, title: "Not voided", description: error.message },
      },
      { status: 400 },
    );
  }
  await recordAudit(c.request, {
    action: "invoice.voided",
    actorId: c.actorId,
    entityType: "invoice",
    entityId: c.invoiceId,
    details: { reason: submission.value.reason },
  });
  return redirectWithToast(c.redirectTo, {
    type: "success",
    title: "Invoice voided",
    description: "The record and the reason are kept.",
  });
}

/** Issues a draft and e-mails it (with the PDF) to the customer. */
export async function issueAndSend(c: Omit<ActionContext, "formData">) {
  let issued;
  try {
    issued = await prisma.$transaction((tx) =>
      issueInvoice(tx, { invoiceId: c.invoiceId, actorId: c.actorId, now: c.now }),
    );
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return redirectWithToast(c.redirectTo, { type: "error", title: "Not issued", description: error.message });
  }
  await sendInvoiceEmail(c.invoiceId, { now: c.now, kind: "invoice" });
  const inv = await prisma.invoice.findUniqueOrThrow({
    where: { id: c.invoiceId },
    select: { number: true, customerEmail: true },
  });
  await recordAudit(c.request, {
    action: "invoice.issued",
    actorId: c.actorId,
    entityType: "invoice",
    entityId: c.invoiceId,
    details: { status: issued.status },
  });
  return redirectWithToast(c.redirectTo, {
    type: "success",
    title: `${formatInvoiceNumber(inv.number)} issued`,
    description: `E-mailed to ${inv.customerEmail} with the PDF attached.`,
  });
}

export async function resendAction(c: Omit<ActionContext, "formData">) {
  try {
    await sendInvoiceEmail(c.invoiceId, { now: c.now, kind: "invoice" });
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return redirectWithToast(c.redirectTo, { type: "error", title: "Not sent", description: error.message });
  }
  const inv = await prisma.invoice.findUniqueOrThrow({
    where: { id: c.invoiceId },
    select: { number: true, customerEmail: true },
  });
  await recordAudit(c.request, {
    action: "invoice.emailed",
    actorId: c.actorId,
    entityType: "invoice",
    entityId: c.invoiceId,
  });
  return redirectWithToast(c.redirectTo, {
    type: "success",
    title: "Invoice e-mailed",
    description: `${formatInvoiceNumber(inv.number)} sent to ${inv.customerEmail}.`,
  });
}

/** The day a credit note or refund happened: today means now; an earlier day means noon that day in Sydney. */
function adjustmentInstant(on: string, now: Date) {
  return on === sydneyDateKey(now) ? now : sydneyWallTimeToUtc(on, "12:00");
}

/** A credit note (issue 19): lowers what is owed, reported in the period of its date. */
export async function creditNoteAction(c: ActionContext) {
  const intent = "credit-note" as const;
  const submission = parseForm(c.formData, { schema: creditNoteSchema });
  if (submission.status !== "success")
    return json({ intent, result: submission.reply(), toast: null }, { status: 400 });
  const { amount, on, reason } = submission.value;
  if (on > sydneyDateKey(c.now))
    return json(
      { intent, result: submission.reply({ fieldErrors: { on: ["The date cannot be in the future"] } }), toast: null },
      { status: 400 },
    );
  try {
    const r = await addCreditNote({
      invoiceId: c.invoiceId,
      amountCents: toCents(amount),
      reason,
      at: adjustmentInstant(on, c.now),
      actorId: c.actorId,
    });
    return redirectWithToast(c.redirectTo, {
      type: "success",
      title: "Credit note added",
      description: `${formatCents(toCents(amount))} credited on ${r.label}.`,
    });
  } catch (error) {
    if (!(error instanceof InvoiceError)) throw error;
    return json({ intent, ...refusalResult(submission, error), toast: null }, { status: 400 });
  }
}

/** A refund (issue 19): money given back, at most what was paid; reported in the period of its date. */
export async function refundAction(c: ActionContext) {
  const intent = "refund" as const;
  const submission = parseForm(c.formData, { schema: refundSchema });
  if (submission.status !== "success")
    return json({ intent, result: submission.reply(), toast: null }, { status: 400 });
  const { amount, method, on, reason, reference } = submission.value;
  if (on > sydneyDateKey(c.now))
    return json(
      { intent, result: submission.reply({ fieldErrors: { on: ["The date cannot be in the future"] } }), toast: null },
      { status: 400 },
    );
  try {
    const r = await recordRefund({
      invoiceId: c.invoiceId,
      amountCents: toCents(amount),
      reason,
      method,
      reference: reference ?? null,
      at: adjustmentInstant(on, c.now),
      actorId: c.actorId,
    });
    return redirectWithToast(c.redirectTo, {
      type: "success",
      title: "Refund recorded",
      description: `${formatCents(toCents(amount))} given back on ${r.label}.`,
    });
  } catch (error) {
    if (!(error instanceof InvoiceError)) throw error;
    return json({ intent, ...refusalResult(submission, error), toast: null }, { status: 400 });
  }
}
