// Placing an order: in ONE transaction the order, its items, a booking per service and a job per booking
// (through createJob: quote_accepted, or job_scheduled when the date is fixed), with subtotal, GST and total.
// Used by checkout, the single-service booking and direct service payments.
import { cartLine, summarizeCart, type PaymentPlan } from "~/domain/cart.ts";
import { sydneyWallTimeToUtc } from "~/domain/dates.ts";
import { GST_RATE_BP } from "~/domain/money.ts";
import { ORDER_NUMBER_START, type PaymentMethod } from "~/domain/orders.ts";
import { isUniqueViolation, prisma, type Prisma } from "~/utils/db.server.ts";
import { recordEvent } from "./events.server.ts";
import { JOB_NUMBER_START, createJob } from "./job.server.ts";
import { nextCounterValue, reserveCounterValues } from "./counter.server.ts";
import type { Catalogue } from "./pricing.server.ts";
import { Refusal } from "~/domain/refusal.ts";
import { paymentRowSelect } from "./payment.server.ts";

type Tx = Prisma.TransactionClient;

export interface OrderLineInput {
  key: string;
  serviceType: string;
  scheduledDate?: string | null;
  windowStart?: string | null;
  windowEnd?: string | null;
  haulOutNote?: string | null;
  notes?: string | null;
  location?: string | null;
  /** A price agreed elsewhere (a subscription's price per visit), cents incl. GST; else the catalogue price. */
  priceCents?: number | null;
}

export interface PlaceOrderInput {
  source: "checkout" | "booking" | "service_payment" | "subscription";
  checkoutToken: string;
  customerId: string;
  actorId: string;
  onBehalfOfId?: string | null;
  cartId?: string | null;
  sharedCartId?: string | null;
  priority?: string;
  paymentMethod: PaymentMethod;
  paymentPlan: PaymentPlan;
  contact: { name: string; email: string; phone: string | null };
  vessel: { id: string | null; name: string; type: string | null; lengthMetres: number | null; year: number | null };
  location: { accessType: string | null; marina: string | null; address: string | null; zone: string | null };
  timeOfDay?: "any" | "morning" | "afternoon";
  notes?: string | null;
  lines: OrderLineInput[];
  now: Date;
}

export class OrderRefusedError extends Refusal {}

/** A start and end for a fixed date: the chosen window, else the preferred part of the day. */
function scheduleFor(line: OrderLineInput, hours: number, timeOfDay: PlaceOrderInput["timeOfDay"]) {
  if (!line.scheduledDate) return null;
  const start = line.windowStart ?? (timeOfDay === "afternoon" ? "12:00" : "08:00");
  const startAt = sydneyWallTimeToUtc(line.scheduledDate, start);
  const endAt = line.windowEnd
    ? sydneyWallTimeToUtc(line.scheduledDate, line.windowEnd)
    : new Date(startAt.getTime() + hours * 3_600_000);
  return { startAt, endAt, minutes: Math.round((endAt.getTime() - startAt.getTime()) / 60_000) };
}

/** The priced order for these lines and vessel (catalogue prices, best bundle, terms), or the reasons it can't be. */
export function priceOrder(
  catalogue: Catalogue,
  input: Pick<PlaceOrderInput, "lines" | "vessel" | "location" | "paymentPlan">,
) {
  const priced = input.lines.map((l) => {
    const price = catalogue.price(l.serviceType, input.vessel.lengthMetres);
    if (l.priceCents != null) return { ...l, estimatedPriceCents: l.priceCents, depositCents: l.priceCents };
    return { ...l, estimatedPriceCents: price?.estimatedPriceCents ?? 0, depositCents: price?.depositCents ?? 0 };
  });
  const summary = summarizeCart({
    lines: priced.map((l) =>
      cartLine({
        ...l,
        id: l.key,
        vesselId: input.vessel.id ?? "this-vessel",
        scheduledDate: l.scheduledDate ?? null,
        location: l.location ?? null,
      }),
    ),
    offers: catalogue.offers,
    terms: catalogue.terms,
    paymentPlan: input.paymentPlan,
    locationZone: input.location.zone,
    names: { serviceName: catalogue.serviceName },
  });
  return { priced, summary };
}

/**
 * Creates the order with its items, bookings and jobs in one transaction. The checkout token is unique: a second
 * submit of the same form finds the first order (returned with `existing: true`) instead of making another.
 */
export async function placeOrder(catalogue: Catalogue, input: PlaceOrderInput) {
  const existing = await prisma.order.findUnique({
    where: { checkoutToken: input.checkoutToken },
    select: { id: true, number: true },
  });
  if (existing) return { ...existing, existing: true };
  const { priced, summary } = priceOrder(catalogue, input);
  if (!summary.eligibility.allowed)
    throw new OrderRefusedError(summary.eligibility.blocks.map((b) => b.message).join(" "));
  // The numbers are reserved before the transaction, so concurrent checkouts do not queue on the counter rows.
  const [orderNumber] = await reserveCounterValues("order", ORDER_NUMBER_START, 1);
  const jobNumbers = await reserveCounterValues("job", JOB_NUMBER_START, priced.length);
  try {
    const order = await prisma.$transaction(async (tx) =>
      createOrderInTx(tx, catalogue, input, priced, summary, { order: orderNumber, jobs: jobNumbers }),
    );
    return { ...order, existing: false };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const again = await prisma.order.findUnique({
        where: { checkoutToken: input.checkoutToken },
        select: { id: true, number: true },
      });
      if (again) return { ...again, existing: true };
    }
    throw error;
  }
}

/**
 * The same order inside the caller's transaction (subscription visits: the visit rows and their order commit or
 * fail together). Returns each line's job and booking.
 */
export async function placeOrderInTx(tx: Tx, catalogue: Catalogue, input: PlaceOrderInput) {
  const { priced, summary } = priceOrder(catalogue, input);
  return createOrderInTx(tx, catalogue, input, priced, summary);
}

async function createOrderInTx(
  tx: Tx,
  catalogue: Catalogue,
  input: PlaceOrderInput,
  priced: ReturnType<typeof priceOrder>["priced"],
  summary: ReturnType<typeof priceOrder>["summary"],
  reserved?: { order: number; jobs: number[] },
) {
  if (input.cartId) {
    // The cart is checked out once: a second tab's checkout of the same cart finds it closed.
    const { count } = await tx.cart.updateMany({
      where: { id: input.cartId, status: "active" },
      data: { status: "checked_out", ownerKey: null, closedAt: input.now },
    });
    if (count !== 1) throw new OrderRefusedError("This cart has already been checked out.");
  }
  const number = reserved?.order ?? (await nextCounterValue(tx, "order", ORDER_NUMBER_START));
  const order = await tx.order.create({
    data: {
      number,
      customerId: input.customerId,
      cartId: input.cartId ?? null,
      sharedCartId: input.sharedCartId ?? null,
      source: input.source,
      status: "pending",
      paymentMethod: input.paymentMethod,
      paymentPlan: input.paymentPlan,
      checkoutToken: input.checkoutToken,
      contactName: input.contact.name,
      contactEmail: input.contact.email.toLowerCase(),
      contactPhone: input.contact.phone,
      vesselId: input.vessel.id,
      vesselName: input.vessel.name,
      vesselType: input.vessel.type,
      vesselLengthMetres: input.vessel.lengthMetres,
      vesselYear: input.vessel.year,
      locationAccessType: input.location.accessType,
      locationMarina: input.location.marina,
      locationAddress: input.location.address,
      locationZone: input.location.zone,
      preferredTimeOfDay: input.timeOfDay ?? "any",
      notes: input.notes ?? null,
      bundleName: summary.bundle?.name ?? null,
      grossCents: summary.totalEstimatedCents,
      discountCents: summary.discountCents,
      subtotalCents: summary.subtotalExGstCents,
      taxRateBasisPoints: GST_RATE_BP,
      taxCents: summary.gstCents,
      totalCents: summary.totalCents,
      dueNowCents: summary.dueNowCents,
      balanceLaterCents: summary.balanceLaterCents,
    },
    select: { id: true, number: true },
  });

  const lines: { key: string; jobId: string; bookingId: string; totalCents: number }[] = [];
  for (const [index, line] of priced.entries()) {
    const service = catalogue.service(line.serviceType)!;
    const s = summary.lines.find((l) => l.id === line.key)!;
    const item = await tx.orderItem.create({
      data: {
        orderId: order.id,
        serviceType: service.serviceType,
        name: service.serviceName,
        paymentTerms: service.paymentTerms,
        scheduledDate: line.scheduledDate ?? null,
        listPriceCents: s.listPriceCents,
        discountCents: s.discountCents,
        totalCents: s.totalCents,
        dueNowCents: s.dueNowCents,
        sortOrder: index,
      },
      select: { id: true },
    });
    const schedule = scheduleFor(line, service.estimatedDurationHours, input.timeOfDay);
    const saving = s.discountCents > 0 && summary.bundle ? ` (${summary.bundle.name} saving applied)` : "";
    const job = await createJob(tx, {
      number: reserved?.jobs[index],
      title: `${service.serviceName} — ${input.vessel.name}`,
      description:
        [line.notes, line.haulOutNote ? `Haul-out: ${line.haulOutNote}` : null, input.notes]
          .filter(Boolean)
          .join("\n") || null,
      status: schedule ? "job_scheduled" : "quote_accepted",
      priority: input.priority ?? "normal",
      source: input.source === "subscription" ? "subscription" : "checkout",
      customerId: input.customerId,
      customerContactName: input.contact.name,
      customerContactEmail: input.contact.email.toLowerCase(),
      customerContactPhone: input.contact.phone,
      vesselId: input.vessel.id,
      vesselName: input.vessel.name,
      vesselType: input.vessel.type,
      vesselLengthMetres: input.vessel.lengthMetres,
      vesselYear: input.vessel.year,
      locationAddress: input.location.address,
      locationMarina: input.location.marina,
      locationAccessType: input.location.accessType,
      requestedServices: JSON.stringify([service.serviceType]),
      preferredDate: schedule?.startAt ?? null,
      serviceCategory: service.category,
      scheduledStartAt: schedule?.startAt ?? null,
      scheduledEndAt: schedule?.endAt ?? null,
      durationMinutes: schedule?.minutes ?? service.estimatedDurationHours * 60,
      items: [
        {
          name: service.serviceName,
          description: `Order BOS-${order.number}${saving}`,
          serviceType: service.serviceType,
          quantity: 1,
          unitPriceCents: s.totalCents,
        },
      ],
      pricesIncludeGst: true,
      actorId: input.actorId,
      onBehalfOfId: input.onBehalfOfId ?? null,
    });
    const booking = await tx.booking.create({
      select: { id: true },
      data: {
        orderId: order.id,
        orderItemId: item.id,
        jobId: job.id,
        customerId: input.customerId,
        serviceType: service.serviceType,
        vesselId: input.vessel.id,
        vesselName: input.vessel.name,
        scheduledDate: line.scheduledDate ?? null,
        windowStart: line.windowStart ?? null,
        windowEnd: line.windowEnd ?? null,
        status: schedule ? "scheduled" : "requested",
        weatherDependent: service.weatherDependent,
        haulOutNote: line.haulOutNote ?? null,
        notes: line.notes ?? null,
      },
    });
    await recordEvent(tx, {
      type: "booking.made",
      subject: { type: "booking", id: booking.id },
      data: {
        bookingId: booking.id,
        jobId: job.id,
        orderNumber: order.number,
        serviceType: service.serviceType,
        serviceCategory: service.category ?? "",
        totalCents: s.totalCents,
        vesselName: input.vessel.name,
        scheduled: Boolean(schedule),
      },
      audience: [input.customerId],
      actorId: input.actorId ?? null,
    });
    lines.push({ key: line.key, jobId: job.id, bookingId: booking.id, totalCents: s.totalCents });
  }

  if (input.sharedCartId) {
    await tx.sharedCart.updateMany({
      where: { id: input.sharedCartId, status: { in: ["shared", "viewed", "in_discussion", "checkout_started"] } },
      data: { status: "converted_to_jobs" },
    });
  }
  return { ...order, lines };
}

/** What every view of an order starts with: which order, where it stands, how it is paid and who placed it. */
export const orderHeadSelect = {
  id: true,
  number: true,
  status: true,
  source: true,
  paymentMethod: true,
  contactName: true,
  contactEmail: true,
} as const;

/** An order's money as its customer and the staff see it: discount, subtotal, GST, total, due now, later, paid. */
const orderAmountsSelect = {
  discountCents: true,
  subtotalCents: true,
  taxCents: true,
  totalCents: true,
  dueNowCents: true,
  balanceLaterCents: true,
  paidCents: true,
} as const;

/** An order's lines in the order they were placed, each with what the order pages show of it. */
const orderItemsOf = <S extends object>(select: S) =>
  ({
    orderBy: { sortOrder: "asc" },
    select: { id: true, name: true, scheduledDate: true, totalCents: true, ...select },
  }) as const;

/** An order as the payment and booking pages show it — only to its customer. */
export function orderForCustomer(orderId: string, customerId: string) {
  return prisma.order.findFirst({
    where: { id: orderId, customerId },
    select: {
      ...orderHeadSelect,
      vesselName: true,
      locationMarina: true,
      locationAddress: true,
      bundleName: true,
      grossCents: true,
      ...orderAmountsSelect,
      paidAt: true,
      createdAt: true,
      items: orderItemsOf({ listPriceCents: true, discountCents: true, dueNowCents: true }),
      bookings: {
        orderBy: { createdAt: "asc" },
        select: {
          id: true,
          serviceType: true,
          scheduledDate: true,
          windowStart: true,
          windowEnd: true,
          status: true,
          weatherDependent: true,
          haulOutNote: true,
          job: {
            select: {
              number: true,
              status: true,
              invoices: {
                where: { customerId, status: { notIn: ["draft", "void"] } },
                select: { id: true, number: true, status: true, totalCents: true, outstandingCents: true },
              },
            },
          },
        },
      },
      payments: {
        orderBy: { createdAt: "desc" },
        select: { id: true, provider: true, status: true, amountCents: true, createdAt: true, paidAt: true },
      },
    },
  });
}
export type CustomerOrder = NonNullable<Awaited<ReturnType<typeof orderForCustomer>>>;

/** A customer's orders, newest first (the account area's order list). */
export async function listOrdersForCustomer(customerId: string, page: { skip: number; take: number }) {
  const where = { customerId };
  const [orders, total] = await Promise.all([
    prisma.order.findMany({
      where,
      orderBy: { createdAt: "desc" },
      ...page,
      select: {
        id: true,
        number: true,
        status: true,
        source: true,
        totalCents: true,
        paidCents: true,
        createdAt: true,
        vesselName: true,
        items: { select: { name: true }, orderBy: { sortOrder: "asc" }, take: 5 },
      },
    }),
    prisma.order.count({ where }),
  ]);
  return { orders, total };
}

/** "Order again": the order's services, for the customer's cart, on the same vessel while it is still theirs. */
export async function reorderLines(orderId: string, customerId: string) {
  const order = await prisma.order.findFirst({
    where: { id: orderId, customerId },
    select: { vesselId: true, vessel: { select: { ownerId: true } }, items: { select: { serviceType: true } } },
  });
  if (!order) return null;
  const vesselId = order.vessel?.ownerId === customerId ? order.vesselId : null;
  return order.items.map((i) => ({ serviceType: i.serviceType, vesselId }));
}

/** An order as staff see it to record a payment: its lines with their job and invoice, and every payment. */
export function orderForStaff(id: string) {
  return prisma.order.findUnique({
    where: { id },
    select: {
      ...orderHeadSelect,
      contactPhone: true,
      vesselName: true,
      vesselLengthMetres: true,
      locationMarina: true,
      locationAddress: true,
      notes: true,
      bundleName: true,
      ...orderAmountsSelect,
      createdAt: true,
      sharedCartId: true,
      items: orderItemsOf({
        booking: {
          select: {
            job: {
              select: {
                id: true,
                number: true,
                status: true,
                invoices: {
                  where: { status: { not: "void" } },
                  take: 1,
                  select: { id: true, number: true, outstandingCents: true },
                },
              },
            },
          },
        },
      }),
      payments: {
        orderBy: { createdAt: "desc" },
        select: { ...paymentRowSelect, recordedBy: { select: { fullName: true } } },
      },
    },
  });
}

/** What recording a payment against an order needs: its total and what is paid. */
export function orderTotals(id: string) {
  return prisma.order.findUnique({
    where: { id },
    select: { id: true, number: true, totalCents: true, paidCents: true },
  });
}
