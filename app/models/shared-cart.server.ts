// Shared carts: staff build a priced cart for a customer and share an unguessable link; the customer opens it
// without logging in, replies, or accepts it into checkout (spec §3, §4).
import crypto from "node:crypto";
import { formatServiceDate } from "~/domain/booking.ts";
import { bundleOfferSnapshot } from "~/domain/bundles.ts";
import { isLocationZone } from "~/domain/cart.ts";
import { formatCents } from "~/domain/money.ts";
import { parseSharedCartData, summarizeSharedCart, type SharedCartData } from "~/domain/shared-cart.ts";
import {
  canAccept,
  canCancel,
  canReply,
  effectiveSharedCartStatus,
  statusAfterView,
} from "~/domain/shared-cart-flow.ts";
import { prisma } from "~/utils/db.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { replaceCartWith, type CartOwner } from "./cart.server.ts";
import { loadCatalogue, type Catalogue } from "./pricing.server.ts";
import { notFound } from "~/utils/misc.ts";
import { Refusal } from "~/domain/refusal.ts";
import { businessSettingsSnapshot } from "~/utils/business-settings.server.ts";

/** What we keep in SharedCart.cartData (spec §3 cart_data), plus the area and the bundle shown. */
export interface StoredSharedCartData extends SharedCartData {
  locationZone?: string | null;
  bundleName?: string | null;
  discountCents?: number;
  /** The bundle offers active when staff shared it (bundleOfferSnapshot): the cart prices with them (ADR 181). */
  bundleOffers?: string | null;
}

export function readCartData(json: string): StoredSharedCartData {
  const base = parseSharedCartData(json);
  try {
    const raw = JSON.parse(json) as Partial<StoredSharedCartData>;
    return {
      ...base,
      locationZone: raw.locationZone ?? null,
      bundleName: raw.bundleName ?? null,
      discountCents: Number(raw.discountCents) || 0,
      bundleOffers: typeof raw.bundleOffers === "string" ? raw.bundleOffers : null,
    };
  } catch {
    return base;
  }
}

export function sharedCartUrl(token: string) {
  return `${getEnv().appUrl}/shared-cart/${token}`;
}

/** Prices the chosen services from the catalogue for the vessel's length and applies the best bundle. */
export function priceSharedCart(
  catalogue: Catalogue,
  input: {
    lines: { serviceType: string; date?: string | null }[];
    vesselLengthMetres: number;
    locationZone: string | null;
  },
) {
  const items = input.lines.map((l, i) => {
    const price = catalogue.price(l.serviceType, input.vesselLengthMetres)!;
    return {
      id: `item_${i + 1}`,
      serviceType: l.serviceType,
      name: catalogue.serviceName(l.serviceType),
      estimatedPriceCents: price.estimatedPriceCents,
      depositCents: price.depositCents,
      scheduledDate: l.date ?? null,
    };
  });
  const summary = summarizeSharedCart(items, {
    offers: catalogue.offers,
    terms: catalogue.terms,
    locationZone: input.locationZone,
    names: { serviceName: catalogue.serviceName, formatDate: formatServiceDate },
  });
  return { items, summary };
}

export interface NewSharedCart {
  recipientName: string;
  recipientEmail: string;
  lines: { serviceType: string; date?: string | null }[];
  vessel: { name: string; type: string; lengthMetres: number; year: number | null };
  location: { accessType: "marina" | "yacht_club"; marina: string; address: string | null; zone: string | null };
  message: string | null;
  priority: string;
  validDays: number;
}

export class SharedCartRefused extends Refusal {}

/** Creates and shares (e-mails) a shared cart. Refuses a cart the customer could not check out. */
export async function createSharedCart(input: NewSharedCart, staff: { id: string; fullName: string }, now: Date) {
  const catalogue = await loadCatalogue();
  const zone = input.location.zone && isLocationZone(input.location.zone) ? input.location.zone : null;
  const { items, summary } = priceSharedCart(catalogue, {
    lines: input.lines,
    vesselLengthMetres: input.vessel.lengthMetres,
    locationZone: zone,
  });
  if (!summary.eligibility.allowed)
    throw new SharedCartRefused(summary.eligibility.blocks.map((b) => b.message).join(" "));
  const data: StoredSharedCartData = {
    items,
    totalCents: summary.totalCents,
    vesselInfo: {
      name: input.vessel.name,
      type: input.vessel.type,
      lengthMetres: input.vessel.lengthMetres,
      year: input.vessel.year,
    },
    jobLocation: {
      address: input.location.address,
      marina: input.location.marina,
      accessType: input.location.accessType,
    },
    locationZone: zone,
    bundleName: summary.bundle?.name ?? null,
    discountCents: summary.discountCents,
    bundleOffers: bundleOfferSnapshot(catalogue.offers),
  };
  const email = input.recipientEmail.trim().toLowerCase();
  const customer = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  const cart = await prisma.sharedCart.create({
    data: {
      status: "shared",
      shareToken: crypto.randomBytes(24).toString("base64url"),
      cartData: JSON.stringify(data),
      recipientName: input.recipientName,
      recipientEmail: email,
      customerMessage: input.message,
      priority: input.priority,
      customerId: customer?.id ?? null,
      createdById: staff.id,
      expiresAt: new Date(now.getTime() + input.validDays * 24 * 60 * 60 * 1000),
      createdAt: now,
    },
    select: { id: true, shareToken: true },
  });
  await sendSharedCartEmail(cart.id);
  return cart;
}

export async function sendSharedCartEmail(sharedCartId: string) {
  const cart = await prisma.sharedCart.findUniqueOrThrow({
    where: { id: sharedCartId },
    select: {
      shareToken: true,
      recipientName: true,
      recipientEmail: true,
      customerMessage: true,
      cartData: true,
      expiresAt: true,
      createdBy: { select: { fullName: true } },
    },
  });
  if (!cart.recipientEmail) return;
  const data = readCartData(cart.cartData);
  const url = sharedCartUrl(cart.shareToken);
  await sendTemplatedEmail("shared_cart.sent", cart.recipientEmail, {
    first_name: cart.recipientName.split(" ")[0],
    from: cart.createdBy?.fullName ?? "The Bosun team",
    summary: `${data.items.length} service${data.items.length === 1 ? "" : "s"} for ${data.vesselInfo?.name ?? "your vessel"}: ${data.items.map((i) => i.name).join(", ")}`,
    vessel: data.vesselInfo?.name ?? "your vessel",
    total: formatCents(data.totalCents),
    message: cart.customerMessage ?? "",
    url,
  });
}

const publicSelect = {
  id: true,
  status: true,
  shareToken: true,
  cartData: true,
  recipientName: true,
  recipientEmail: true,
  customerMessage: true,
  priority: true,
  expiresAt: true,
  viewedAt: true,
  createdAt: true,
  createdById: true,
  createdBy: { select: { fullName: true, email: true } },
  messages: {
    orderBy: { createdAt: "asc" as const },
    select: { id: true, authorType: true, authorName: true, body: true, createdAt: true },
  },
};

/** A shared cart as the staff page shows it: what its customer sees, and its customer and orders. */
export function sharedCartForStaff(id: string) {
  return prisma.sharedCart.findUnique({
    where: { id },
    select: {
      ...publicSelect,
      updatedAt: true,
      customer: { select: { id: true, fullName: true, email: true } },
      orders: { orderBy: { createdAt: "desc" }, select: { id: true, number: true, status: true, totalCents: true } },
    },
  });
}

export async function sharedCartExists(id: string) {
  return (await prisma.sharedCart.count({ where: { id } })) > 0;
}

/**
 * Opens a shared cart by its token (the only key a customer ever has): an open cart past its date becomes
 * expired, a cart opened for the first time becomes viewed.
 */
export async function openSharedCart(token: string, now: Date, opts: { markViewed: boolean }) {
  const cart = await prisma.sharedCart.findUnique({ where: { shareToken: token }, select: publicSelect });
  if (!cart) return null;
  const effective = effectiveSharedCartStatus(cart, now);
  const next = opts.markViewed ? statusAfterView(effective) : effective;
  if (next !== cart.status) {
    await prisma.sharedCart.updateMany({
      where: { id: cart.id, status: cart.status },
      data: { status: next, ...(next === "viewed" && !cart.viewedAt ? { viewedAt: now } : {}) },
    });
    return { ...cart, status: next };
  }
  return cart;
}

async function notifyStaff(
  cart: { id: string; recipientName: string; createdBy: { email: string } | null },
  body: string,
) {
  const to = cart.createdBy?.email ?? businessSettingsSnapshot().email;
  const url = `${getEnv().appUrl}/staff/shared-carts/${cart.id}`;
  await sendTemplatedEmail("shared_cart.customer_replied", to, { customer: cart.recipientName, message: body, url });
}

/** The customer replies: the message is stored, the cart is in discussion, and the staff member hears of it. */
export async function replyToSharedCart(
  token: string,
  input: { name: string; message: string },
  now: Date,
  authorId: string | null,
) {
  const cart = await openSharedCart(token, now, { markViewed: true });
  if (!cart) throw notFound();
  if (!canReply(cart.status)) throw new SharedCartRefused("This shared cart is closed, so replies are off.");
  await prisma.$transaction([
    prisma.sharedCartMessage.create({
      data: {
        sharedCartId: cart.id,
        authorType: "customer",
        authorName: input.name,
        authorId,
        body: input.message,
        createdAt: now,
      },
    }),
    prisma.sharedCart.updateMany({
      where: { id: cart.id, status: { in: ["shared", "viewed"] } },
      data: { status: "in_discussion" },
    }),
  ]);
  await notifyStaff(cart, input.message);
}

/** The customer accepts: checkout_started, and their cart now holds exactly these services. */
export async function acceptSharedCart(token: string, owner: CartOwner, now: Date) {
  const cart = await openSharedCart(token, now, { markViewed: true });
  if (!cart) throw notFound();
  if (!canAccept(cart.status)) throw new SharedCartRefused("This shared cart can no longer be accepted.");
  const data = readCartData(cart.cartData);
  const catalogue = await loadCatalogue();
  const length = data.vesselInfo?.lengthMetres ?? null;
  const items = data.items
    .filter((i) => catalogue.service(i.serviceType))
    .map((i) => ({
      serviceType: i.serviceType,
      serviceName: catalogue.serviceName(i.serviceType),
      ...catalogue.price(i.serviceType, length)!,
      vesselName: data.vesselInfo?.name ?? null,
      vesselLengthMetres: length,
      scheduledDate: i.scheduledDate ?? null,
    }));
  await replaceCartWith(owner, now, {
    sharedCartId: cart.id,
    locationZone: data.locationZone ?? null,
    bundleOffers: data.bundleOffers ?? null,
    items,
  });
  await prisma.sharedCart.updateMany({
    where: { id: cart.id, status: { in: ["shared", "viewed", "in_discussion"] } },
    data: { status: "checkout_started" },
  });
}

// ───────────── staff side ─────────────

export async function staffReply(
  sharedCartId: string,
  staff: { id: string; fullName: string },
  message: string,
  now: Date,
) {
  const cart = await prisma.sharedCart.findUnique({
    where: { id: sharedCartId },
    select: { id: true, shareToken: true, recipientName: true, recipientEmail: true, status: true },
  });
  if (!cart) throw notFound();
  await prisma.sharedCartMessage.create({
    data: {
      sharedCartId: cart.id,
      authorType: "staff",
      authorName: staff.fullName,
      authorId: staff.id,
      body: message,
      createdAt: now,
    },
  });
  if (cart.recipientEmail) {
    const url = sharedCartUrl(cart.shareToken);
    await sendTemplatedEmail("shared_cart.staff_reply", cart.recipientEmail, {
      staff_name: staff.fullName,
      message,
      url,
    });
  }
}

export async function cancelSharedCart(sharedCartId: string) {
  const cart = await prisma.sharedCart.findUnique({ where: { id: sharedCartId }, select: { status: true } });
  if (!cart) throw notFound();
  if (!canCancel(cart.status)) throw new SharedCartRefused("Only an open shared cart can be cancelled.");
  await prisma.sharedCart.updateMany({
    where: { id: sharedCartId, status: cart.status },
    data: { status: "cancelled" },
  });
}
