// Booking subscription visits (issue 14, ADR 136). In ONE transaction: the visit rows (unique per subscription and
// date — a second scheduler, or a re-run after a crash, fails here and changes nothing), one order for the visit
// with a booking and a scheduled job per service (so two subscribed services on the same visit share the bundle
// rules, exactly as a cart would), and an issued tax invoice per job (visits are billed when booked).
import { formatServiceDate } from "~/domain/booking.ts";
import { formatSubscriptionNumber, visitKey } from "~/domain/subscriptions.ts";
import { type Prisma } from "~/utils/db.server.ts";
import { createDraftInvoice, issueInvoice, voidInvoice } from "./invoice.server.ts";
import { placeOrderInTx } from "./order.server.ts";
import type { Catalogue } from "./pricing.server.ts";

type Tx = Prisma.TransactionClient;

export const VISIT_SUBSCRIPTION_SELECT = {
  id: true,
  number: true,
  customerId: true,
  vesselId: true,
  vesselName: true,
  serviceType: true,
  serviceName: true,
  windowStart: true,
  windowEnd: true,
  priceCents: true,
  billing: true,
  locationAccessType: true,
  locationMarina: true,
  locationAddress: true,
  notes: true,
  customer: { select: { fullName: true, email: true, phone: true } },
  vessel: { select: { type: true, lengthMetres: true, year: true } },
} satisfies Prisma.SubscriptionSelect;
export type VisitSubscription = Prisma.SubscriptionGetPayload<{ select: typeof VISIT_SUBSCRIPTION_SELECT }>;

export interface BookedVisit {
  visitId: string;
  subscriptionId: string;
  invoiceId: string;
  jobId: string;
  amountCents: number;
  billing: string;
}

/**
 * Books one visit date for one or more subscriptions of the same customer and vessel. Throws Prisma's unique
 * violation (P2002) if any of these visits exists already: the caller treats that as "someone else booked it".
 */
export async function bookVisitsInTx(
  tx: Tx,
  catalogue: Catalogue,
  subs: VisitSubscription[],
  visitDate: string,
  now: Date,
): Promise<BookedVisit[]> {
  const first = subs[0];
  if (!first) return [];
  const visits = [];
  for (const sub of subs) {
    visits.push(
      await tx.subscriptionVisit.create({
        data: { subscriptionId: sub.id, visitDate, status: "booked", chargeStatus: "pending" },
        select: { id: true, subscriptionId: true },
      }),
    );
  }
  const order = await placeOrderInTx(tx, catalogue, {
    source: "subscription",
    checkoutToken: visitKey(subs.map((s) => s.id).join("+"), visitDate),
    customerId: first.customerId,
    actorId: first.customerId,
    paymentMethod: first.billing === "card" ? "card" : "bank_transfer",
    paymentPlan: "pay_in_full",
    contact: { name: first.customer.fullName, email: first.customer.email, phone: first.customer.phone },
    vessel: {
      id: first.vesselId,
      name: first.vesselName,
      type: first.vessel?.type ?? null,
      lengthMetres: first.vessel?.lengthMetres ?? null,
      year: first.vessel?.year ?? null,
    },
    location: {
      accessType: first.locationAccessType,
      marina: first.locationMarina,
      address: first.locationAddress,
      zone: null,
    },
    notes: `Subscription ${subs.map((s) => formatSubscriptionNumber(s.number)).join(", ")} — visit ${formatServiceDate(visitDate)}`,
    lines: subs.map((s) => ({
      key: s.id,
      serviceType: s.serviceType,
      scheduledDate: visitDate,
      windowStart: s.windowStart,
      windowEnd: s.windowEnd,
      notes: s.notes,
      location: s.locationAddress,
      priceCents: s.priceCents,
    })),
    now,
  });
  const booked: BookedVisit[] = [];
  for (const sub of subs) {
    const line = order.lines.find((l) => l.key === sub.id)!;
    const visit = visits.find((v) => v.subscriptionId === sub.id)!;
    const invoice = await createDraftInvoice(tx, {
      jobId: line.jobId,
      customerId: sub.customerId,
      customerName: sub.customer.fullName,
      customerEmail: sub.customer.email,
      customerAddress: sub.locationAddress,
      amountsIncludeGst: true,
      items: [
        {
          description: `${sub.serviceName} — ${sub.vesselName}, visit on ${formatServiceDate(visitDate)} (subscription ${formatSubscriptionNumber(sub.number)})`,
          quantity: 1,
          unitPriceCents: line.totalCents,
        },
      ],
    });
    await issueInvoice(tx, { invoiceId: invoice.id, now });
    await tx.subscriptionVisit.update({
      where: { id: visit.id },
      data: {
        orderId: order.id,
        jobId: line.jobId,
        invoiceId: invoice.id,
        amountCents: line.totalCents,
        chargeStatus: sub.billing === "card" ? "pending" : "invoiced",
        nextChargeAt: sub.billing === "card" ? now : null,
      },
    });
    booked.push({
      visitId: visit.id,
      subscriptionId: sub.id,
      invoiceId: invoice.id,
      jobId: line.jobId,
      amountCents: line.totalCents,
      billing: sub.billing,
    });
  }
  return booked;
}

/**
 * A subscription visit's booking was cancelled (bookings page, 48-hour rule): the visit is cancelled too, so no card
 * charge is retried for it and it cannot push the subscription into past due; its invoice is voided if nothing was
 * paid on it (a paid visit is refunded by staff from the subscription page). Call inside the cancelling transaction.
 */
export async function cancelVisitOfJob(tx: Tx, jobId: string, actorId: string, now: Date) {
  const visit = await tx.subscriptionVisit.findFirst({
    where: { jobId, status: "booked" },
    select: { id: true, subscriptionId: true, visitDate: true, invoiceId: true, chargeStatus: true },
  });
  if (!visit) return null;
  await tx.subscriptionVisit.update({
    where: { id: visit.id },
    data: {
      status: "cancelled",
      note: "Booking cancelled by the customer",
      ...(visit.chargeStatus === "paid" ? {} : { chargeStatus: "none", nextChargeAt: null }),
    },
  });
  let voided = false;
  if (visit.invoiceId) {
    const invoice = await tx.invoice.findUnique({
      where: { id: visit.invoiceId },
      select: { status: true, paidCents: true },
    });
    if (invoice && invoice.status !== "void" && invoice.paidCents === 0) {
      await voidInvoice(tx, {
        invoiceId: visit.invoiceId,
        reason: "Subscription visit cancelled by the customer",
        actorId,
        now,
      });
      voided = true;
    }
  }
  await tx.subscriptionChange.create({
    data: {
      subscriptionId: visit.subscriptionId,
      actorId,
      kind: "visit_cancelled",
      summary: `Visit on ${formatServiceDate(visit.visitDate)} cancelled from the bookings page${voided ? "; its invoice is void" : visit.chargeStatus === "paid" ? "; it was paid — refund it from the subscription page" : ""}.`,
    },
  });
  return visit;
}
