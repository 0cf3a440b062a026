// Subscriptions (issue 14, ADR 136): sign-up, the scheduler that books and bills visits, card charges with retries,
// customer and staff changes, and the lists. Every customer query is scoped by customerId; staff queries are only
// called from admin routes (requireAdmin).
import { gstShare } from "~/domain/reports.ts";
import { formatServiceDate } from "~/domain/booking.ts";
import { addDays, sydneyDateKey } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import {
  changeProblem,
  chargeKey,
  datesToBook,
  formatSubscriptionNumber,
  frequencyLabel,
  mrrCents,
  nextRetryAt,
  nextUnbookedVisit,
  nextVisitDate,
  pauseUntilProblem,
  rescheduledAnchor,
  SUBSCRIPTION_NUMBER_START,
  weekdayName,
  WINDOW_CHOICES,
  type Frequency,
  type ScheduleFacts,
} from "~/domain/subscriptions.ts";
import { isUniqueViolation, prisma, textContains, type Prisma } from "~/utils/db.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import type { TemplateValues } from "~/domain/email-templates.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { getCardProvider } from "~/utils/payments.server.ts";
import { nextCounterValue } from "./counter.server.ts";
import { publicInvoiceUrl, sendInvoiceEmail } from "./invoice-email.server.ts";
import { paymentRowSelect, settleCardCheckout, startCardPayment } from "./payment.server.ts";
import { loadCatalogue, type Catalogue } from "./pricing.server.ts";
import { ensurePaymentCustomer } from "./saved-cards.server.ts";
import { bookVisitsInTx, VISIT_SUBSCRIPTION_SELECT, type BookedVisit } from "./subscription-visits.server.ts";
import { notFound } from "~/utils/misc.ts";
import { addNamedVessel } from "./vessel.server.ts";
import { Refusal } from "~/domain/refusal.ts";

/** The columns the recurrence rules read (`ScheduleFacts`). */
const scheduleSelect = {
  status: true,
  anchorDate: true,
  frequency: true,
  weekday: true,
  pausedUntil: true,
  endsOn: true,
} satisfies Prisma.SubscriptionSelect;

export class SubscriptionRefused extends Refusal {}

// ── sign-up ──────────────────────────────────────────────────────────────────────────────────────────────────────

export async function subscribableServices(catalogue?: Catalogue) {
  return (catalogue ?? (await loadCatalogue())).services
    .filter((s) => s.supportsSubscription)
    .map((s) => ({ serviceType: s.serviceType as string, serviceName: s.serviceName }));
}

/** What the sign-up page offers for one service; a signed-out visitor (no userId) sees the service and price only. */
export async function signUpOptions(userId: string | null, serviceType: string) {
  const mine = <T>(query: () => Promise<T[]>) => (userId ? query() : Promise.resolve([] as T[]));
  const [vessels, addresses, cards, catalogue] = await Promise.all([
    mine(() =>
      prisma.vessel.findMany({
        where: { ownerId: userId! },
        orderBy: { name: "asc" },
        take: 50,
        select: { id: true, name: true, lengthMetres: true },
      }),
    ),
    mine(() =>
      prisma.customerAddress.findMany({
        where: { userId: userId!, kind: "service" },
        orderBy: [{ isDefault: "desc" }, { label: "asc" }],
        select: { id: true, label: true, address: true, marina: true, berth: true, accessType: true },
      }),
    ),
    mine(() =>
      prisma.savedCard.findMany({
        where: { userId: userId! },
        orderBy: [{ isDefault: "desc" }, { createdAt: "asc" }],
        select: { id: true, brand: true, last4: true, expMonth: true, expYear: true, isDefault: true },
      }),
    ),
    loadCatalogue(),
  ]);
  const services = await subscribableServices(catalogue);
  const service = services.find((s) => s.serviceType === serviceType.replace(/-/g, "_")) ?? null;
  const prices = service
    ? vessels.map((v) => ({
        vesselId: v.id,
        priceCents: catalogue.price(service.serviceType, v.lengthMetres)?.estimatedPriceCents ?? 0,
      }))
    : [];
  return {
    services,
    service,
    vessels,
    prices,
    basePriceCents: service ? (catalogue.price(service.serviceType, null)?.estimatedPriceCents ?? 0) : 0,
    addresses,
    cards,
    cardsAvailable: !!getCardProvider(),
  };
}

export interface SignUpInput {
  service: string;
  vesselId?: string;
  vesselName?: string;
  vesselLength?: number;
  addressId?: string;
  marina?: string;
  address?: string;
  accessType?: "marina" | "yacht_club";
  frequency: Frequency;
  weekday: number;
  window: string;
  firstVisit: string;
  billing: string;
  notes?: string;
  token: string;
}

/**
 * Creates the subscription (once per form token). Card with a new card: pending until the first visit is paid at
 * the provider's page. A saved card or invoice: active at once, the first visit booked and billed now.
 */
export async function signUp(
  customer: { id: string; email: string; fullName: string },
  input: SignUpInput,
  now: Date,
): Promise<{ subscriptionId: string; redirectTo: string }> {
  const existing = await prisma.subscription.findUnique({
    where: { signupToken: input.token },
    select: { id: true, customerId: true, status: true },
  });
  if (existing && existing.customerId === customer.id) return afterSignUp(existing.id, existing.status);

  const catalogue = await loadCatalogue();
  const service = (await subscribableServices(catalogue)).find((s) => s.serviceType === input.service);
  if (!service) throw new SubscriptionRefused("This service is not offered as a subscription.", "service");
  const earliest = addDays(sydneyDateKey(now), 2);
  if (input.firstVisit < earliest)
    throw new SubscriptionRefused(`Choose a first visit from ${formatServiceDate(earliest)}`, "firstVisit");
  if (input.firstVisit > addDays(earliest, 90))
    throw new SubscriptionRefused("Choose a first visit within the next three months", "firstVisit");
  const window = WINDOW_CHOICES.find((w) => w.value === input.window)!;

  let billing: "card" | "invoice";
  let savedCardId: string | null = null;
  if (input.billing === "invoice") billing = "invoice";
  else if (input.billing === "card_new") {
    if (!getCardProvider()) throw new SubscriptionRefused("Card payments are not available right now.", "billing");
    billing = "card";
  } else if (input.billing.startsWith("card:")) {
    const card = await prisma.savedCard.findFirst({
      where: { id: input.billing.slice(5), userId: customer.id },
      select: { id: true },
    });
    if (!card) throw new SubscriptionRefused("Choose one of your saved cards", "billing");
    billing = "card";
    savedCardId = card.id;
  } else throw new SubscriptionRefused("Choose how to pay", "billing");

  const created = await prisma
    .$transaction(async (tx) => {
      let vessel: { id: string; name: string; lengthMetres: number | null };
      if (input.vesselId && input.vesselId !== "new") {
        const found = await tx.vessel.findFirst({
          where: { id: input.vesselId, ownerId: customer.id },
          select: { id: true, name: true, lengthMetres: true },
        });
        if (!found) throw new SubscriptionRefused("Choose one of your vessels", "vesselId");
        vessel = found;
      } else {
        vessel = await addNamedVessel(tx, customer.id, {
          name: input.vesselName!,
          lengthMetres: input.vesselLength ?? null,
          homeMarina: input.marina || null,
        });
      }
      let location: { accessType: string | null; marina: string | null; address: string };
      if (input.addressId && input.addressId !== "new") {
        const found = await tx.customerAddress.findFirst({
          where: { id: input.addressId, userId: customer.id, kind: "service" },
          select: { accessType: true, marina: true, berth: true, address: true },
        });
        if (!found) throw new SubscriptionRefused("Choose one of your saved places", "addressId");
        location = {
          accessType: found.accessType,
          marina: [found.marina, found.berth ? `berth ${found.berth}` : null].filter(Boolean).join(", ") || null,
          address: found.address,
        };
      } else {
        location = { accessType: input.accessType ?? "marina", marina: input.marina || null, address: input.address! };
      }
      const price = catalogue.price(service.serviceType, vessel.lengthMetres);
      if (!price) throw new SubscriptionRefused("This service is not offered as a subscription.", "service");
      const number = await nextCounterValue(tx, "subscription", SUBSCRIPTION_NUMBER_START);
      const immediate = input.billing !== "card_new";
      const sub = await tx.subscription.create({
        data: {
          number,
          customerId: customer.id,
          vesselId: vessel.id,
          vesselName: vessel.name,
          serviceType: service.serviceType,
          serviceName: service.serviceName,
          frequency: input.frequency,
          weekday: input.weekday,
          windowStart: window.start,
          windowEnd: window.end,
          priceCents: price.estimatedPriceCents,
          startDate: input.firstVisit,
          anchorDate: input.firstVisit,
          billing,
          savedCardId,
          status: immediate ? "active" : "pending",
          activatedAt: immediate ? now : null,
          locationAccessType: location.accessType,
          locationMarina: location.marina,
          locationAddress: location.address,
          notes: input.notes || null,
          signupToken: input.token,
        },
        select: { ...VISIT_SUBSCRIPTION_SELECT, status: true },
      });
      await tx.subscriptionChange.create({
        data: {
          subscriptionId: sub.id,
          actorId: customer.id,
          kind: "created",
          summary: `${service.serviceName}, ${frequencyLabel(input.frequency).toLowerCase()} on ${weekdayName(input.weekday)}s ${window.start}–${window.end}, ${formatCents(price.estimatedPriceCents)} a visit, paid by ${billing === "card" ? "card" : "invoice"}; first visit ${formatServiceDate(input.firstVisit)}.`,
        },
      });
      const booked = immediate ? await bookVisitsInTx(tx, catalogue, [sub], input.firstVisit, now) : [];
      return { id: sub.id, status: sub.status, booked };
    })
    .catch(async (error) => {
      if (isUniqueViolation(error)) {
        const again = await prisma.subscription.findUnique({
          where: { signupToken: input.token },
          select: { id: true, status: true, customerId: true },
        });
        if (again && again.customerId === customer.id) return { id: again.id, status: again.status, booked: [] };
      }
      throw error;
    });

  if (created.status === "pending") {
    await ensurePaymentCustomer(customer.id);
    const { redirectTo } = await startCardPayment("subscription", created.id);
    return { subscriptionId: created.id, redirectTo };
  }
  await billBookedVisits(created.booked, now);
  await notifyChange(created.id, "started");
  return afterSignUp(created.id, created.status);
}

async function afterSignUp(id: string, status: string) {
  if (status === "pending") {
    const { redirectTo } = await startCardPayment("subscription", id);
    return { subscriptionId: id, redirectTo };
  }
  return { subscriptionId: id, redirectTo: `/subscription-activated?subscription=${id}` };
}

// ── the scheduler ────────────────────────────────────────────────────────────────────────────────────────────────

export interface SchedulerRun {
  booked: number;
  charged: number;
  declined: number;
  invoiced: number;
  resumed: number;
  ended: number;
  pastDue: number;
  reactivated: number;
}

/**
 * One pass: end and resume subscriptions whose dates came, book (and bill) the visits due within BOOK_AHEAD_DAYS,
 * retry failed charges that are due, bring back past-due subscriptions whose bills are paid. Safe to run twice at
 * the same moment and after a crash: visits are unique per subscription and date, charges per visit and attempt.
 */
export async function runSubscriptions({
  now,
  customerId,
}: {
  now: Date;
  /** Only this customer's subscriptions (the end-to-end suite runs tests side by side on one database). */
  customerId?: string;
}): Promise<SchedulerRun> {
  const mine = customerId ? { customerId } : {};
  const run: SchedulerRun = {
    booked: 0,
    charged: 0,
    declined: 0,
    invoiced: 0,
    resumed: 0,
    ended: 0,
    pastDue: 0,
    reactivated: 0,
  };
  const today = sydneyDateKey(now);

  // Cancellations that have reached their end date; pauses that are over.
  const ending = await prisma.subscription.findMany({
    where: { ...mine, status: "cancelling", endsOn: { lte: today } },
    select: { id: true },
  });
  for (const s of ending) {
    const { count } = await prisma.subscription.updateMany({
      where: { id: s.id, status: "cancelling" },
      data: { status: "cancelled", cancelledAt: now },
    });
    if (count) {
      run.ended++;
      await logChange(s.id, null, "cancelled", "The subscription has ended.");
    }
  }
  const resuming = await prisma.subscription.findMany({
    where: { ...mine, status: "paused", pausedUntil: { lte: today } },
    select: { id: true, pausedUntil: true },
  });
  for (const s of resuming) {
    const { count } = await prisma.subscription.updateMany({
      where: { id: s.id, status: "paused" },
      data: { status: "active" },
    });
    if (count) {
      run.resumed++;
      await logChange(s.id, null, "resumed", `Pause ended on ${formatServiceDate(s.pausedUntil!)}; visits resume.`);
    }
  }

  // Book what is due, grouped by customer, vessel and date (bundles apply to a shared visit).
  const horizon = addDays(today, 8);
  const candidates = await prisma.subscription.findMany({
    where: { ...mine, status: { in: ["active", "cancelling"] } },
    select: {
      ...VISIT_SUBSCRIPTION_SELECT,
      ...scheduleSelect,
      visits: { where: { visitDate: { gte: today, lte: horizon } }, select: { visitDate: true } },
    },
  });
  const groups = new Map<string, { date: string; subs: typeof candidates }>();
  for (const sub of candidates) {
    const taken = new Set(sub.visits.map((v) => v.visitDate));
    for (const date of datesToBook(sub, today)) {
      if (taken.has(date)) continue;
      const key = `${sub.customerId}|${sub.vesselId ?? sub.id}|${date}`;
      const group = groups.get(key) ?? { date, subs: [] };
      group.subs.push(sub);
      groups.set(key, group);
    }
  }
  if (groups.size) {
    const catalogue = await loadCatalogue();
    for (const group of groups.values()) {
      let booked: BookedVisit[] = [];
      try {
        booked = await prisma.$transaction((tx) => bookVisitsInTx(tx, catalogue, group.subs, group.date, now));
      } catch (error) {
        // Another run booked it (or one visit of a shared group): nothing was written; the next run regroups.
        if (!isUniqueViolation(error)) console.error("Booking a subscription visit failed", error);
        continue;
      }
      run.booked += booked.length;
      await billBookedVisits(booked, now, run);
    }
  }

  // Retries (and charges a crashed run left half-done).
  const due = await prisma.subscriptionVisit.findMany({
    where: {
      chargeStatus: { in: ["pending", "failed", "charging"] },
      nextChargeAt: { lte: now },
      ...(customerId ? { subscription: { customerId } } : {}),
    },
    select: { id: true },
    take: 500,
  });
  for (const v of due) tallyCharge(run, await chargeVisit(v.id, now));

  // Past due and now paid (through the pay link or by staff): start booking again.
  const pastDue = await prisma.subscription.findMany({ where: { ...mine, status: "past_due" }, select: { id: true } });
  for (const s of pastDue) {
    if ((await unpaidFailedVisits(s.id)) === 0) {
      const { count } = await prisma.subscription.updateMany({
        where: { id: s.id, status: "past_due" },
        data: { status: "active" },
      });
      if (count) {
        run.reactivated++;
        await logChange(s.id, null, "reactivated", "The overdue visit is paid; visits are booked again.");
        await notifyChange(s.id, "reactivated");
      }
    }
  }
  return run;
}

/** Failed card visits whose invoice still has money owing (the others are settled: marked paid). */
async function unpaidFailedVisits(subscriptionId: string) {
  const visits = await prisma.subscriptionVisit.findMany({
    where: { subscriptionId, chargeStatus: { in: ["failed", "charging"] }, invoiceId: { not: null } },
    select: { id: true, invoiceId: true },
  });
  const owing = new Set(
    (
      await prisma.invoice.findMany({
        where: { id: { in: visits.map((v) => v.invoiceId!) }, status: { not: "void" }, outstandingCents: { gt: 0 } },
        select: { id: true },
      })
    ).map((i) => i.id),
  );
  const settled = visits.filter((v) => !owing.has(v.invoiceId!)).map((v) => v.id);
  if (settled.length)
    await prisma.subscriptionVisit.updateMany({
      where: { id: { in: settled } },
      data: { chargeStatus: "paid", nextChargeAt: null },
    });
  return visits.length - settled.length;
}

/** Counts one charge attempt's outcome into a run. */
function tallyCharge(run: SchedulerRun, result: Awaited<ReturnType<typeof chargeVisit>>) {
  if (result === "paid") run.charged++;
  if (result === "declined" || result === "past_due") run.declined++;
  if (result === "past_due") run.pastDue++;
}

/** Bills visits just booked: a card is charged now, an invoice is e-mailed with its pay link. */
async function billBookedVisits(booked: BookedVisit[], now: Date, run?: SchedulerRun) {
  for (const visit of booked) {
    if (visit.billing === "card") {
      const result = await chargeVisit(visit.visitId, now);
      if (run) tallyCharge(run, result);
      continue;
    }
    try {
      await sendInvoiceEmail(visit.invoiceId, { now, kind: "invoice" });
      if (run) run.invoiced++;
    } catch (error) {
      console.error("Could not e-mail a subscription invoice", error);
    }
  }
}

/** How long a claimed charge may stay unanswered before another run tries the same attempt (same key) again. */
const CHARGE_LEASE_MS = 10 * 60_000;

/**
 * One charge attempt for a visit's invoice on the subscription's saved card. The attempt is claimed in the database
 * first (a second runner finds it claimed); the provider gets the attempt's idempotency key, so retrying a claim a
 * crash left behind can never charge twice.
 */
export async function chargeVisit(
  visitId: string,
  now: Date,
): Promise<"paid" | "declined" | "past_due" | "skipped" | "busy"> {
  const visit = await prisma.subscriptionVisit.findUnique({
    where: { id: visitId },
    select: {
      id: true,
      status: true,
      chargeStatus: true,
      chargeAttempts: true,
      firstFailedAt: true,
      nextChargeAt: true,
      invoiceId: true,
      visitDate: true,
      subscription: {
        select: {
          id: true,
          number: true,
          serviceName: true,
          vesselName: true,
          customerId: true,
          status: true,
          savedCard: { select: { providerRef: true } },
          customer: { select: { paymentCustomerRef: true, email: true, fullName: true } },
        },
      },
    },
  });
  if (!visit?.invoiceId || !["pending", "failed", "charging"].includes(visit.chargeStatus)) return "skipped";
  const invoice = await prisma.invoice.findUnique({
    where: { id: visit.invoiceId },
    select: { id: true, number: true, status: true, outstandingCents: true, publicToken: true },
  });
  if (!invoice || invoice.status === "void" || visit.status !== "booked") {
    await prisma.subscriptionVisit.update({
      where: { id: visit.id },
      data: { chargeStatus: "none", nextChargeAt: null },
    });
    return "skipped";
  }
  if (invoice.outstandingCents <= 0) {
    await prisma.subscriptionVisit.update({
      where: { id: visit.id },
      data: { chargeStatus: "paid", nextChargeAt: null },
    });
    return "skipped";
  }
  const provider = getCardProvider();
  const sub = visit.subscription;
  // Claim the attempt: a fresh one (pending/failed → charging, attempts + 1) or a stale claim of the same attempt.
  const resuming = visit.chargeStatus === "charging";
  const attempt = resuming ? visit.chargeAttempts : visit.chargeAttempts + 1;
  const { count } = await prisma.subscriptionVisit.updateMany({
    where: {
      id: visit.id,
      chargeStatus: visit.chargeStatus,
      chargeAttempts: visit.chargeAttempts,
      ...(visit.nextChargeAt ? { nextChargeAt: { lte: now } } : {}),
    },
    data: {
      chargeStatus: "charging",
      chargeAttempts: attempt,
      nextChargeAt: new Date(now.getTime() + CHARGE_LEASE_MS),
    },
  });
  if (count !== 1) return "busy";

  const key = chargeKey(visit.id, attempt);
  let payment = await prisma.payment.findUnique({ where: { idempotencyKey: key }, select: { id: true, status: true } });
  payment ??= await prisma.payment
    .create({
      data: {
        kind: "invoice",
        referenceId: invoice.id,
        provider: "stripe",
        idempotencyKey: key,
        amountCents: invoice.outstandingCents,
        currency: "AUD",
        status: "pending",
        note: `Subscription ${formatSubscriptionNumber(sub.number)}, visit ${visit.visitDate}, attempt ${attempt}`,
      },
      select: { id: true, status: true },
    })
    .catch(async (error) => {
      if (isUniqueViolation(error))
        return prisma.payment.findUniqueOrThrow({ where: { idempotencyKey: key }, select: { id: true, status: true } });
      throw error;
    });

  const customerRef = sub.customer.paymentCustomerRef;
  const cardRef = sub.savedCard?.providerRef;
  let result: { ok: true; providerRef: string; amountCents: number; currency: string } | { ok: false; message: string };
  if (!provider) result = { ok: false, message: "Card payments are not available." };
  else if (!customerRef || !cardRef) result = { ok: false, message: "No card is saved for this subscription." };
  else {
    try {
      const charge = await provider.chargeSavedCard({
        customerRef,
        paymentMethodRef: cardRef,
        amountCents: invoice.outstandingCents,
        currency: "AUD",
        description: `${sub.serviceName} — ${sub.vesselName}, visit ${visit.visitDate} (${formatSubscriptionNumber(sub.number)})`,
        idempotencyKey: key,
        metadata: { subscriptionId: sub.id, visitId: visit.id, invoiceId: invoice.id, paymentId: payment.id },
      });
      result =
        charge.status === "succeeded"
          ? { ok: true, providerRef: charge.providerRef, amountCents: charge.amountCents, currency: charge.currency }
          : { ok: false, message: charge.message };
    } catch (error) {
      // The provider did not answer: keep the claim; the next run repeats this attempt with the same key.
      console.error("Subscription charge: no answer from the provider", error);
      return "busy";
    }
  }

  if (result.ok) {
    await prisma.payment.updateMany({
      where: { id: payment.id, providerRef: null },
      data: { providerRef: result.providerRef },
    });
    await settleCardCheckout(
      payment.id,
      {
        providerRef: result.providerRef,
        status: "complete",
        paid: true,
        amountCents: result.amountCents,
        currency: result.currency,
        url: null,
        paymentId: payment.id,
      },
      now,
    );
    await prisma.subscriptionVisit.update({
      where: { id: visit.id },
      data: { chargeStatus: "paid", nextChargeAt: null, lastChargeError: null },
    });
    return "paid";
  }

  await prisma.payment.updateMany({
    where: { id: payment.id, status: "pending" },
    data: { status: "failed", note: `Declined: ${result.message}` },
  });
  const firstFailedAt = visit.firstFailedAt ?? now;
  const retryAt = nextRetryAt(firstFailedAt, attempt);
  await prisma.subscriptionVisit.update({
    where: { id: visit.id },
    data: { chargeStatus: "failed", firstFailedAt, nextChargeAt: retryAt, lastChargeError: result.message },
  });
  const payUrl = publicInvoiceUrl(invoice.publicToken);
  if (attempt === 1) {
    await logChange(
      sub.id,
      null,
      "charge_failed",
      `The card charge for ${formatServiceDate(visit.visitDate)} was declined: ${result.message}`,
    );
    await notifyChange(sub.id, "card_declined", {
      amount: formatCents(invoice.outstandingCents),
      visit_date: formatServiceDate(visit.visitDate),
      decline_reason: result.message,
      retry_sentence: retryAt
        ? `We'll try the card again on ${formatServiceDate(sydneyDateKey(retryAt))}. To settle it now — or with a different card — use the pay link.`
        : "Please pay with the link.",
      pay_url: payUrl,
    });
  }
  if (!retryAt) {
    const { count: moved } = await prisma.subscription.updateMany({
      where: { id: sub.id, status: { in: ["active", "cancelling"] } },
      data: { status: "past_due" },
    });
    if (moved) {
      await logChange(
        sub.id,
        null,
        "past_due",
        `Payment for ${formatServiceDate(visit.visitDate)} failed ${attempt} times; no new visits until it is paid.`,
      );
      await notifyChange(sub.id, "on_hold", {
        attempts: attempt,
        visit_date: formatServiceDate(visit.visitDate),
        pay_url: payUrl,
      });
      return "past_due";
    }
  }
  return "declined";
}

// ── changes (customer and staff) ─────────────────────────────────────────────────────────────────────────────────

async function logChange(subscriptionId: string, actorId: string | null, kind: string, summary: string) {
  await prisma.subscriptionChange.create({ data: { subscriptionId, actorId, kind, summary } });
}

/** A subscription notice to its customer: the template `subscription.<notice>` (ADR 181) with these values. */
async function notifyChange(subscriptionId: string, notice: string, values: TemplateValues = {}) {
  const sub = await prisma.subscription.findUnique({
    where: { id: subscriptionId },
    select: {
      id: true,
      number: true,
      serviceName: true,
      vesselName: true,
      customer: { select: { fullName: true, email: true } },
    },
  });
  if (!sub) return;
  await sendTemplatedEmail(`subscription.${notice}`, sub.customer.email, {
    first_name: sub.customer.fullName.split(" ")[0],
    service: sub.serviceName,
    vessel: sub.vesselName,
    subscription_number: formatSubscriptionNumber(sub.number),
    url: `${getEnv().appUrl}/customer/subscription/${sub.id}`,
    ...values,
  });
}

type Actor = { id: string; staff: boolean };

async function loadForChange(subscriptionId: string, actor: Actor) {
  const sub = await prisma.subscription.findFirst({
    where: { id: subscriptionId, ...(actor.staff ? {} : { customerId: actor.id }) },
    select: {
      id: true,
      ...scheduleSelect,
      priceCents: true,
      visits: { select: { visitDate: true, status: true } },
    },
  });
  if (!sub) throw notFound();
  return sub;
}

function refuse(problem: string | null) {
  if (problem) throw new SubscriptionRefused(problem);
}

/** Skips the next visit not booked yet (a booked visit is changed on the bookings page, 48-hour rule). */
export async function skipNextVisit(subscriptionId: string, actor: Actor, now: Date) {
  const sub = await loadForChange(subscriptionId, actor);
  refuse(changeProblem("skip", sub.status));
  const today = sydneyDateKey(now);
  const date = nextUnbookedVisit(sub, today, sub.visits);
  if (!date || (sub.endsOn && date >= sub.endsOn)) throw new SubscriptionRefused("There is no later visit to skip.");
  try {
    await prisma.subscriptionVisit.create({
      data: {
        subscriptionId,
        visitDate: date,
        status: "skipped",
        note: actor.staff ? "Skipped by staff" : "Skipped by the customer",
      },
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new SubscriptionRefused("That visit has just been booked — change it on your bookings page.");
    throw error;
  }
  await logChange(subscriptionId, actor.id, "skipped", `Visit on ${formatServiceDate(date)} skipped.`);
  await notifyChange(subscriptionId, "visit_skipped", { visit_date: formatServiceDate(date) });
  return date;
}

export async function pauseSubscription(subscriptionId: string, actor: Actor, until: string, now: Date) {
  const sub = await loadForChange(subscriptionId, actor);
  refuse(actor.staff && sub.status === "past_due" ? null : changeProblem("pause", sub.status));
  refuse(pauseUntilProblem(until, sydneyDateKey(now)));
  await prisma.subscription.update({ where: { id: sub.id }, data: { status: "paused", pausedUntil: until } });
  await logChange(
    sub.id,
    actor.id,
    "paused",
    `Paused until ${formatServiceDate(until)}${actor.staff ? " (by staff)" : ""}.`,
  );
  await notifyChange(sub.id, "paused", { until: formatServiceDate(until) });
}

export async function resumeSubscription(subscriptionId: string, actor: Actor, now: Date) {
  const sub = await loadForChange(subscriptionId, actor);
  refuse(changeProblem("resume", sub.status));
  await prisma.subscription.update({ where: { id: sub.id }, data: { status: "active", pausedUntil: null } });
  const next = nextVisitDate({ ...sub, status: "active", pausedUntil: null }, sydneyDateKey(now), sub.visits);
  await logChange(sub.id, actor.id, "resumed", `Resumed${next ? `; next visit ${formatServiceDate(next)}` : ""}.`);
  await notifyChange(sub.id, "resumed", { next_visit: next ? ` — your next visit is ${formatServiceDate(next)}` : "" });
}

/** New frequency or weekday from the next unbooked visit on. */
export async function rescheduleSubscription(
  subscriptionId: string,
  actor: Actor,
  change: { frequency: Frequency; weekday: number },
  now: Date,
) {
  const sub = await loadForChange(subscriptionId, actor);
  refuse(changeProblem("reschedule", sub.status));
  const today = sydneyDateKey(now);
  const from = nextUnbookedVisit(sub, today, sub.visits) ?? addDays(today, 2);
  const anchor = rescheduledAnchor(from, change.weekday, today);
  await prisma.subscription.update({
    where: { id: sub.id },
    data: { frequency: change.frequency, weekday: change.weekday, anchorDate: anchor },
  });
  const summary = `Now ${frequencyLabel(change.frequency).toLowerCase()} on ${weekdayName(change.weekday)}s, from ${formatServiceDate(anchor)}.`;
  await logChange(sub.id, actor.id, "rescheduled", summary);
  await notifyChange(sub.id, "changed", { summary });
  return anchor;
}

/** Ends the subscription after the current period: visits already booked still happen, nothing new is booked. */
export async function cancelSubscription(subscriptionId: string, actor: Actor, now: Date, reason?: string) {
  const sub = await loadForChange(subscriptionId, actor);
  refuse(changeProblem("cancel", sub.status));
  const today = sydneyDateKey(now);
  const endsOn = nextUnbookedVisit(sub, today, sub.visits) ?? addDays(today, 1);
  const lastBooked = sub.visits
    .filter((v) => v.status === "booked" && v.visitDate >= today)
    .map((v) => v.visitDate)
    .sort()
    .at(-1);
  const endNow = !lastBooked;
  await prisma.subscription.update({
    where: { id: sub.id },
    data: endNow
      ? { status: "cancelled", endsOn: today, cancelledAt: now, pausedUntil: null }
      : { status: "cancelling", endsOn, pausedUntil: null },
  });
  const summary = endNow
    ? "Cancelled; no further visits."
    : `Cancelled; the last visit is ${formatServiceDate(lastBooked!)}, nothing is booked after it.`;
  await logChange(
    sub.id,
    actor.id,
    "cancelled",
    `${summary}${reason ? ` Reason: ${reason}` : ""}${actor.staff ? " (by staff)" : ""}`,
  );
  await notifyChange(sub.id, "cancelled", { summary });
}

/** Staff: a new price per visit for visits not booked yet, with the reason. */
export async function changePrice(subscriptionId: string, staffId: string, priceCents: number, note: string) {
  const sub = await prisma.subscription.findUnique({
    where: { id: subscriptionId },
    select: { id: true, priceCents: true, status: true },
  });
  if (!sub) throw notFound();
  if (sub.status === "cancelled") throw new SubscriptionRefused("This subscription has ended.");
  await prisma.subscription.update({ where: { id: sub.id }, data: { priceCents } });
  const summary = `Price per visit ${formatCents(sub.priceCents)} → ${formatCents(priceCents)} from the next visit booked. ${note}`;
  await logChange(sub.id, staffId, "price", summary);
  await notifyChange(sub.id, "price_changed", { summary });
}

/** Staff: refunds a visit's card payment through the provider (once per visit). */
export async function refundVisit(subscriptionId: string, visitId: string, staffId: string, reason: string, now: Date) {
  const visit = await prisma.subscriptionVisit.findFirst({
    where: { id: visitId, subscriptionId },
    select: { id: true, visitDate: true, chargeStatus: true, invoiceId: true },
  });
  if (!visit?.invoiceId) throw notFound();
  if (visit.chargeStatus === "refunded") throw new SubscriptionRefused("This visit has already been refunded.");
  const payments = await prisma.payment.findMany({
    where: {
      kind: { in: ["invoice", "subscription"] },
      provider: "stripe",
      status: "succeeded",
      providerRef: { not: null },
      OR: [{ referenceId: visit.invoiceId }, { referenceId: subscriptionId }],
    },
    select: { id: true, kind: true, referenceId: true, providerRef: true, amountCents: true },
  });
  const invoicePayments = await prisma.invoicePayment.findMany({
    where: { invoiceId: visit.invoiceId, method: "card" },
    select: { providerRef: true },
  });
  const paidHere = new Set(invoicePayments.map((p) => p.providerRef));
  const payment = payments.find((p) => paidHere.has(p.id));
  if (!payment?.providerRef)
    throw new SubscriptionRefused("This visit was not paid by card here; refund it the way it was paid.");
  const provider = getCardProvider();
  if (!provider) throw new SubscriptionRefused("Card payments are not available right now.");
  const { count } = await prisma.subscriptionVisit.updateMany({
    where: { id: visit.id, chargeStatus: { not: "refunded" } },
    data: { chargeStatus: "refunded", note: `Refunded: ${reason}` },
  });
  if (count !== 1) throw new SubscriptionRefused("This visit has already been refunded.");
  try {
    const refundRef = await provider.refund({
      chargeRef: payment.providerRef,
      amountCents: payment.amountCents,
      idempotencyKey: `refund:${visit.id}`,
    });
    await prisma.payment.update({
      where: { id: payment.id },
      data: {
        note: `Refunded ${formatCents(payment.amountCents)} (${refundRef}) on ${now.toISOString().slice(0, 10)}: ${reason}`,
      },
    });
    // On the visit's tax invoice too, so the GST report takes it off in the period it happened (ADR 138).
    const inv = await prisma.invoice.findUniqueOrThrow({
      where: { id: visit.invoiceId },
      select: { totalCents: true, gstCents: true },
    });
    await prisma.invoiceRefund.create({
      data: {
        invoiceId: visit.invoiceId,
        amountCents: payment.amountCents,
        gstCents: gstShare(payment.amountCents, inv.gstCents, inv.totalCents),
        method: "card",
        reason,
        reference: refundRef,
        refundedAt: now,
        recordedById: staffId,
      },
    });
  } catch (error) {
    await prisma.subscriptionVisit.update({ where: { id: visit.id }, data: { chargeStatus: "paid" } });
    console.error("Refund failed", error);
    throw new SubscriptionRefused(
      "The payment provider refused the refund. Nothing was refunded — try again or refund it from the provider's dashboard.",
    );
  }
  await logChange(
    subscriptionId,
    staffId,
    "refund",
    `Refunded ${formatCents(payment.amountCents)} for the visit on ${formatServiceDate(visit.visitDate)}: ${reason}`,
  );
  await notifyChange(subscriptionId, "refunded", {
    amount: formatCents(payment.amountCents),
    visit_date: formatServiceDate(visit.visitDate),
  });
  return payment.amountCents;
}

// ── reading ──────────────────────────────────────────────────────────────────────────────────────────────────────

const LIST_SELECT = {
  id: true,
  number: true,
  ...scheduleSelect,
  serviceName: true,
  vesselName: true,
  windowStart: true,
  windowEnd: true,
  priceCents: true,
  billing: true,
  createdAt: true,
  customer: { select: { id: true, fullName: true, email: true } },
  savedCard: { select: { brand: true, last4: true } },
} satisfies Prisma.SubscriptionSelect;

async function withNextVisits<T extends ScheduleFacts & { id: string }>(subs: T[], today: string) {
  const visits = subs.length
    ? await prisma.subscriptionVisit.findMany({
        where: { subscriptionId: { in: subs.map((s) => s.id) }, visitDate: { gte: today } },
        select: { subscriptionId: true, visitDate: true, status: true },
      })
    : [];
  return subs.map((s) => ({
    ...s,
    nextVisit: nextVisitDate(
      s,
      today,
      visits.filter((v) => v.subscriptionId === s.id),
    ),
  }));
}

export async function listCustomerSubscriptions(customerId: string, now: Date) {
  const subs = await prisma.subscription.findMany({
    where: { customerId },
    orderBy: [{ createdAt: "desc" }],
    take: 100,
    select: LIST_SELECT,
  });
  return withNextVisits(subs, sydneyDateKey(now));
}

const DETAIL_SELECT = {
  ...LIST_SELECT,
  startDate: true,
  locationAddress: true,
  locationMarina: true,
  locationAccessType: true,
  notes: true,
  activatedAt: true,
  cancelledAt: true,
  vesselId: true,
  customerId: true,
  visits: {
    orderBy: { visitDate: "desc" as const },
    take: 60,
    select: {
      id: true,
      visitDate: true,
      status: true,
      chargeStatus: true,
      chargeAttempts: true,
      nextChargeAt: true,
      lastChargeError: true,
      amountCents: true,
      note: true,
      jobId: true,
      invoiceId: true,
    },
  },
  changes: {
    orderBy: { createdAt: "desc" as const },
    take: 50,
    select: { id: true, kind: true, summary: true, createdAt: true, actor: { select: { fullName: true } } },
  },
} satisfies Prisma.SubscriptionSelect;

async function detail(where: Prisma.SubscriptionWhereInput, now: Date) {
  const sub = await prisma.subscription.findFirst({ where, select: DETAIL_SELECT });
  if (!sub) return null;
  const today = sydneyDateKey(now);
  const [invoices, jobs] = await Promise.all([
    prisma.invoice.findMany({
      where: { id: { in: sub.visits.map((v) => v.invoiceId).filter((x): x is string => !!x) } },
      select: { id: true, number: true, status: true, publicToken: true, totalCents: true, outstandingCents: true },
    }),
    prisma.job.findMany({
      where: { id: { in: sub.visits.map((v) => v.jobId).filter((x): x is string => !!x) } },
      select: { id: true, number: true, status: true },
    }),
  ]);
  return {
    ...sub,
    visits: sub.visits.map((v) => ({
      ...v,
      invoice: invoices.find((i) => i.id === v.invoiceId) ?? null,
      job: jobs.find((j) => j.id === v.jobId) ?? null,
    })),
    nextVisit: nextVisitDate(sub, today, sub.visits),
    nextUnbooked: nextUnbookedVisit(sub, today, sub.visits),
    today,
  };
}

export function customerSubscription(id: string, customerId: string, now: Date) {
  return detail({ id, customerId }, now);
}
export function staffSubscription(id: string, now: Date) {
  return detail({ id }, now);
}

/** The admin list: past due first, then the rest newest first; MRR over every subscription. */
export async function adminSubscriptions(opts: { status?: string; q?: string; skip: number; take: number; now: Date }) {
  const filter: Prisma.SubscriptionWhereInput = {
    ...(opts.status ? { status: opts.status } : {}),
    ...(opts.q
      ? {
          OR: [
            { customer: { fullName: textContains(opts.q) } },
            { customer: { email: textContains(opts.q.toLowerCase()) } },
            { vesselName: textContains(opts.q) },
            ...(/^\d+$/.test(opts.q.replace(/^SUB-/i, "")) ? [{ number: Number(opts.q.replace(/^SUB-/i, "")) }] : []),
          ],
        }
      : {}),
  };
  const [pastDue, rest, total, revenueRows, counts] = await Promise.all([
    opts.skip === 0 && (!opts.status || opts.status === "past_due")
      ? prisma.subscription.findMany({
          where: { ...filter, status: "past_due" },
          orderBy: { updatedAt: "asc" },
          take: 100,
          select: LIST_SELECT,
        })
      : Promise.resolve([]),
    opts.status === "past_due"
      ? Promise.resolve([])
      : prisma.subscription.findMany({
          where: { ...filter, status: opts.status ? opts.status : { not: "past_due" } },
          orderBy: { createdAt: "desc" },
          skip: opts.skip,
          take: opts.take,
          select: LIST_SELECT,
        }),
    prisma.subscription.count({ where: { ...filter, status: opts.status ? opts.status : { not: "past_due" } } }),
    prisma.subscription.groupBy({
      by: ["status", "frequency"],
      where: { status: { in: ["active", "cancelling"] } },
      _sum: { priceCents: true },
    }),
    prisma.subscription.groupBy({ by: ["status"], _count: { _all: true } }),
  ]);
  // Σ price per frequency × visits a year ÷ 12 is the same as per row (a sum of prices times a constant).
  const mrr = mrrCents(
    revenueRows.map((r) => ({ status: r.status, frequency: r.frequency, priceCents: r._sum.priceCents ?? 0 })),
  );
  const today = sydneyDateKey(opts.now);
  return {
    rows: await withNextVisits([...pastDue, ...rest], today),
    total,
    mrrCents: mrr,
    counts: Object.fromEntries(counts.map((c) => [c.status, c._count._all])) as Record<string, number>,
  };
}

/** For the customer dashboard: running subscriptions and the next visit across them. */
export async function subscriptionSummary(customerId: string, now: Date) {
  const subs = await listCustomerSubscriptions(customerId, now);
  const running = subs.filter((s) => s.status !== "cancelled");
  const next = running
    .map((s) => s.nextVisit)
    .filter((d): d is string => !!d)
    .sort()[0];
  return { running, nextVisit: next ?? null, pastDue: running.filter((s) => s.status === "past_due").length };
}

/** Staff: every card charge attempt for a subscription's visits (the sign-up payment included). */
export function subscriptionCharges(sub: { id: string; visits: { invoiceId: string | null }[] }) {
  const invoiceIds = sub.visits.map((v) => v.invoiceId).filter((x): x is string => !!x);
  return prisma.payment.findMany({
    where: {
      OR: [
        { kind: "subscription", referenceId: sub.id },
        { kind: "invoice", referenceId: { in: invoiceIds } },
      ],
    },
    orderBy: { createdAt: "desc" },
    take: 100,
    select: { ...paymentRowSelect, providerRef: true },
  });
}

/** The customer dashboard's money and visits at a glance (issue 14). */
export async function customerAtAGlance(customerId: string, now: Date) {
  const [summary, openOrders, unpaid] = await Promise.all([
    subscriptionSummary(customerId, now),
    prisma.order.count({ where: { customerId, status: { in: ["pending", "deposit_paid"] } } }),
    prisma.invoice.aggregate({
      where: { customerId, status: { in: ["sent", "part_paid"] } },
      _count: { _all: true },
      _sum: { outstandingCents: true },
    }),
  ]);
  return {
    subscriptions: summary.running.map((s) => ({
      id: s.id,
      number: s.number,
      serviceName: s.serviceName,
      vesselName: s.vesselName,
      status: s.status,
      nextVisit: s.nextVisit,
    })),
    nextVisit: summary.nextVisit,
    openOrders,
    unpaidInvoices: unpaid._count._all,
    unpaidCents: unpaid._sum.outstandingCents ?? 0,
  };
}
