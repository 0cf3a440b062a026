// The 'payment_test' payable (ADR 185): a test checkout from /admin/payment-test settles a PaymentTestRun, never
// an order or an invoice, so it goes through the real checkout, webhook and settling code and no report counts it
// (the reports read payments of kind 'order' and invoice payments only).
import { formatCents } from "~/domain/money.ts";
import type { PayableHandler } from "./payment-handlers.server.ts";

export const paymentTestHandler: PayableHandler = {
  async describe(db, runId) {
    const run = await db.paymentTestRun.findUnique({
      where: { id: runId },
      select: { id: true, status: true, amountCents: true },
    });
    if (!run) return null;
    const path = `/admin/payment-test?run=${run.id}`;
    if (run.status !== "started") return { ok: false, refusal: "This test payment is already paid.", path };
    return {
      ok: true,
      payable: {
        kind: "payment_test",
        referenceId: run.id,
        amountDueCents: run.amountCents,
        currency: "AUD",
        description: `Bosun payment test (${formatCents(run.amountCents)}) — not an order`,
        customerEmail: null,
        customerId: null,
        successPath: path,
        failurePath: `${path}&cancelled=1`,
        pendingPath: path,
      },
    };
  },

  async onPaid(tx, payment, now) {
    const { count } = await tx.paymentTestRun.updateMany({
      where: { id: payment.referenceId, status: "started" },
      data: { status: "paid", paidAt: now },
    });
    return count === 1 ? "applied" : "duplicate";
  },
};
