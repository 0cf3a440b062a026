// Paying for one service directly (/services/payment/{serviceId}, /services/one-off-payment): an order with one
// booking and job, then straight to payment.
import crypto from "node:crypto";
import { getZodConstraint } from "@conform-to/zod";
import { json, redirect } from "@remix-run/node";
import { earliestBookableDate } from "~/domain/booking.ts";
import { dueNowForTerms, paymentTermsText } from "~/domain/cart.ts";
import { NEW_VESSEL, servicePaymentSchema } from "~/domain/cart-schemas.ts";
import { requireAuth } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { availablePaymentMethods } from "~/utils/payments.server.ts";
import { vesselsOf } from "~/models/cart.server.ts";
import { loadCatalogue, servicePickerOptions } from "~/models/pricing.server.ts";
import { placeOrderAndPay } from "~/models/order-flow.server.ts";
import {
  notYourVesselReply,
  orderOutcomeResponse,
  orderedBy,
  type OrderVessel,
  PAYMENT_RESULT_PAGES,
  orderPlacedWithToken,
  ownVesselForOrder,
  unavailablePaymentMethodReply,
} from "~/screens/payment/order-outcome.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { notFound } from "~/utils/misc.ts";
import { addNamedVessel } from "~/models/vessel.server.ts";
import { bookingHours } from "~/utils/business-settings.server.ts";

/** "external-clean" and "external_clean" both name the External Clean. */
export function serviceTypeFromParam(param: string | undefined | null) {
  return (param ?? "").replace(/-/g, "_");
}

/** The form's native validation attributes, sent as data: the page ships neither Zod nor Conform (ADR 030). */
const servicePaymentConstraint = getZodConstraint(servicePaymentSchema());

export async function loadServicePayment(request: Request, fixedServiceType: string | null) {
  const { user } = await requireAuth(request);
  const catalogue = await loadCatalogue();
  if (fixedServiceType !== null && !catalogue.service(fixedServiceType)) throw notFound("Service not found");
  const [vessels, profile] = await Promise.all([
    vesselsOf(user.id),
    prisma.user.findUnique({ where: { id: user.id }, select: { phone: true } }),
  ]);
  const services = servicePickerOptions(catalogue).filter(
    (s) => !fixedServiceType || s.serviceType === fixedServiceType,
  );
  const preselect = new URL(request.url).searchParams.get("service");
  return json({
    fixed: fixedServiceType,
    services,
    defaultService:
      fixedServiceType ??
      (catalogue.service(preselect ?? "") ? preselect : services[0]?.serviceType) ??
      "external_clean",
    // What each of the customer's vessels would pay, so the amount is visible before paying.
    quotes: services.map((s) => ({
      serviceType: s.serviceType,
      perVessel: vessels.map((v) => {
        const price = catalogue.price(s.serviceType, v.lengthMetres)!;
        return {
          vesselId: v.id,
          vesselName: v.name,
          priceCents: price.estimatedPriceCents,
          dueNowCents: dueNowForTerms(catalogue.terms(s.serviceType), price.estimatedPriceCents),
        };
      }),
      termsText: paymentTermsText(catalogue.terms(s.serviceType)),
    })),
    vessels: vessels.map((v) => ({ id: v.id, name: v.name, lengthMetres: v.lengthMetres, homeMarina: v.homeMarina })),
    phone: profile?.phone ?? "",
    paymentMethods: availablePaymentMethods(),
    checkoutToken: crypto.randomBytes(18).toString("base64url"),
    minDate: earliestBookableDate(getNow(request)),
    constraint: servicePaymentConstraint,
  });
}

export async function handleServicePayment(request: Request, fixedServiceType: string | null) {
  const ctx = await requireAuth(request);
  const now = getNow(request);
  const catalogue = await loadCatalogue();
  if (fixedServiceType !== null && !catalogue.service(fixedServiceType)) throw notFound("Service not found");
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: servicePaymentSchema({ now, hours: await bookingHours() }) });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  if (fixedServiceType && v.serviceType !== fixedServiceType)
    return json({ result: submission.reply({ formErrors: ["Choose the service on this page"] }) }, { status: 400 });
  const refused = unavailablePaymentMethodReply(submission, v.paymentMethod);
  if (refused) return refused;
  const placed = await orderPlacedWithToken(v.checkoutToken, ctx.user.id);
  if (placed) return redirect(`/payment/pending?order=${placed}`);

  let vessel: OrderVessel;
  if (v.vesselId === NEW_VESSEL) {
    vessel = await addNamedVessel(prisma, ctx.user.id, {
      name: v.vesselName!,
      lengthMetres: v.vesselLength ?? null,
      homeMarina: v.marina,
    });
  } else {
    const own = await ownVesselForOrder(v.vesselId, ctx.user.id);
    if (!own) return notYourVesselReply(submission);
    vessel = own;
  }
  const outcome = await placeOrderAndPay(
    catalogue,
    {
      source: "service_payment",
      checkoutToken: v.checkoutToken,
      ...orderedBy(ctx, v.contactPhone),
      paymentMethod: v.paymentMethod,
      paymentPlan: "per_service_terms",
      vessel,
      location: { accessType: null, marina: v.marina, address: null, zone: null },
      notes: v.notes ?? null,
      lines: [{ key: "service", serviceType: v.serviceType, scheduledDate: v.date ?? null }],
      now,
    },
    PAYMENT_RESULT_PAGES,
  );
  return orderOutcomeResponse(outcome, submission);
}
