// /shared-cart/{token} and /cart/shared/{shareId}: the customer's view of a shared cart (no login needed).
import { getZodConstraint } from "@conform-to/zod";
import { json, redirect } from "@remix-run/node";
import { summarizeSharedCart } from "~/domain/shared-cart.ts";
import { sharedCartReplySchema } from "~/domain/cart-schemas.ts";
import { canAccept, canReply, closedReason } from "~/domain/shared-cart-flow.ts";
import { getUser } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { isHoneypotTripped } from "~/utils/honeypot.ts";
import { combineHeaders, notFound, unknownIntent } from "~/utils/misc.ts";
import { RATE_LIMITS, hitLimit, peekLimit } from "~/utils/rate-limit.server.ts";
import { getClientIp } from "~/utils/request.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { findActiveCart } from "~/models/cart.server.ts";
import { cartOwnerFor } from "~/screens/cart/cart-owner.server.ts";
import { catalogueForCart, loadCatalogue } from "~/models/pricing.server.ts";
import {
  SharedCartRefused,
  acceptSharedCart,
  openSharedCart,
  readCartData,
  replyToSharedCart,
} from "~/models/shared-cart.server.ts";
import { parseForm, readForm, unparsedReply } from "~/utils/forms.server.ts";

/** The reply form's native validation attributes, sent as data: the page ships neither Zod nor Conform (ADR 030). */
const replyConstraint = getZodConstraint(sharedCartReplySchema);

export async function loadSharedCartPage(request: Request, token: string | undefined) {
  if (!token) throw notFound();
  const now = getNow(request);
  const cart = await openSharedCart(token, now, { markViewed: true });
  if (!cart) throw notFound("This shared cart link is not valid.");
  const data = readCartData(cart.cartData);
  // Priced with the bundle offers it kept when staff shared it (ADR 181 addendum).
  const catalogue = catalogueForCart(await loadCatalogue(), { bundleOffers: data.bundleOffers ?? null });
  const summary = summarizeSharedCart(data.items, {
    offers: catalogue.offers,
    terms: catalogue.terms,
    locationZone: data.locationZone ?? null,
  });
  const user = await getUser(request);
  const { owner } = await cartOwnerFor(request, user);
  const { cart: visitorCart } = await findActiveCart(owner, now);
  return json({
    status: cart.status,
    closedReason: closedReason(cart.status),
    canReply: canReply(cart.status),
    canAccept: canAccept(cart.status),
    recipientName: cart.recipientName,
    message: cart.customerMessage,
    from: cart.createdBy?.fullName ?? "The Bosun team",
    expiresAt: cart.expiresAt?.toISOString() ?? null,
    createdAt: cart.createdAt.toISOString(),
    data: { ...data, bundleOffers: undefined },
    summary: { ...summary, lines: undefined, eligibility: undefined },
    lines: summary.lines,
    messages: cart.messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    replacesItems: visitorCart && visitorCart.sharedCartId !== cart.id ? visitorCart.items.length : 0,
    signedInName: user?.fullName ?? null,
    replyConstraint,
  });
}

const REPLY_RULE = RATE_LIMITS.publicForm;

export async function handleSharedCartAction(request: Request, token: string | undefined) {
  if (!token) throw notFound();
  const now = getNow(request);
  const user = await getUser(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const here = new URL(request.url).pathname;
  try {
    if (intent === "reply") {
      const replyKey = [`shared-cart-reply:${getClientIp(request)}`, REPLY_RULE] as const;
      const waiting = await peekLimit(...replyKey, now);
      if (waiting) return json({ intent, result: unparsedReply(formData, { formErrors: [waiting] }) }, { status: 429 });
      const submission = parseForm(formData, { schema: sharedCartReplySchema });
      if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
      if (isHoneypotTripped(formData)) return redirectWithToast(here, { type: "success", title: "Message sent" });
      const limited = await hitLimit(...replyKey, now);
      if (limited) return json({ intent, result: submission.reply({ formErrors: [limited] }) }, { status: 429 });
      await replyToSharedCart(token, submission.value, now, user?.id ?? null);
      return redirectWithToast(here, {
        type: "success",
        title: "Message sent",
        description: "We'll reply by email, usually within one business day.",
      });
    }
    if (intent === "accept") {
      const { owner, setCookie } = await cartOwnerFor(request, user, { create: true });
      await acceptSharedCart(token, owner!, now);
      return redirect("/checkout", { headers: combineHeaders(setCookie ? { "set-cookie": setCookie } : null) });
    }
  } catch (error) {
    if (error instanceof SharedCartRefused) return json({ intent, formError: error.message }, { status: 409 });
    throw error;
  }
  throw unknownIntent();
}
