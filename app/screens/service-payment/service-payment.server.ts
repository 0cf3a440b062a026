// Paying for one service directly (/services/payment/{serviceId}, /services/one-off-payment): an order with one
// booking and job, then straight to payment.
import crypto from "node:crypto";
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
import { orderOutcomeResponse } from "~/screens/payment/order-outcome.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { notFound } from "~/utils/misc.ts";
import { addNamedVessel } from "~/models/vessel.server.ts";
import { bookingHours } from "~/utils/business-settings.server.ts";

/** "external-clean" and "external_clean" both name the External Clean. */
export function serviceTypeFromParam(param: string | undefined | null) {
  return (param ?? "").replace(/-/g, "_");
}

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
  if (!availablePaymentMethods().includes(v.paymentMethod)) {
    return json(
      { result: submission.reply({ fieldErrors: { paymentMethod: ["Card payments are not available right now"] } }) },
      { status: 400 },
    );
  }
  const existing = await prisma.order.findUnique({
    where: { checkoutToken: v.checkoutToken },
    select: { id: true, customerId: true },
  });
  if (existing?.customerId === ctx.user.id) return redirect(`/payment/pending?order=${existing.id}`);

  let vessel: {
    id: string | null;
    name: string;
    type: string | null;
    lengthMetres: number | null;
    year: number | null;
  };
  if (v.vesselId === NEW_VESSEL) {
    vessel = await addNamedVessel(prisma, ctx.user.id, {
      name: v.vesselName!,
      lengthMetres: v.vesselLength ?? null,
      homeMarina: v.marina,
    });
  } else {
    const own = await prisma.vessel.findFirst({
      where: { id: v.vesselId, ownerId: ctx.user.id },
      select: { id: true, name: true, type: true, lengthMetres: true, year: true },
    });
    if (!own)
      return json(
        { result: submission.reply({ fieldErrors: { vesselId: ["Choose one of your vessels"] } }) },
        { status: 400 },
      );
    vessel = own;
  }
  const outcome = await placeOrderAndPay(
    catalogue,
    {
      source: "service_payment",
      checkoutToken: v.checkoutToken,
      customerId: ctx.user.id,
      actorId: ctx.audit.actorId,
      onBehalfOfId: ctx.audit.onBehalfOfId,
      paymentMethod: v.paymentMethod,
      paymentPlan: "per_service_terms",
      contact: { name: ctx.user.fullName, email: ctx.user.email, phone: v.contactPhone },
      vessel,
      location: { accessType: null, marina: v.marina, address: null, zone: null },
      notes: v.notes ?? null,
      lines: [{ key: "service", serviceType: v.serviceType, scheduledDate: v.date ?? null }],
      now,
    },
    { offline: (id) => `/payment/pending?order=${id}`, cardUnavailable: (id) => `/payment/failure?order=${id}` },
  );
  return orderOutcomeResponse(outcome, submission);
}
