// The server-side cart (spec §3/§4): one active cart per owner (a signed-in user, or a visitor's cookie key),
// items as rows so two tabs never overwrite each other, totals recomputed from the rows inside every change.
import {
  CART_CURRENCY,
  cartExpiresAt,
  cartTotals,
  isCartExpired,
  isLocationZone,
  itemProblems,
  parseSchedulingPreferences,
  paymentTermsText,
  summarizeCart,
  cartLine,
  type PaymentPlan,
  type SchedulingPreferences,
  MAX_CART_LINES,
} from "~/domain/cart.ts";
import { NEW_VESSEL, NO_VESSEL, NO_ZONE } from "~/domain/cart-schemas.ts";
import { formatServiceDate } from "~/domain/booking.ts";
import { bundleOfferSnapshot } from "~/domain/bundles.ts";
import { isUniqueViolation, prisma, type Prisma } from "~/utils/db.server.ts";
import { activeBundleOffers, catalogueForCart, loadCatalogue, type Catalogue } from "./pricing.server.ts";
import { addNamedVessel } from "./vessel.server.ts";
import { Refusal } from "~/domain/refusal.ts";

type Tx = Prisma.TransactionClient;

export type CartOwner = { kind: "user"; userId: string } | { kind: "visitor"; key: string };

export function ownerKeyOf(owner: CartOwner) {
  return owner.kind === "user" ? `user:${owner.userId}` : `anon:${owner.key}`;
}

const cartSelect = {
  id: true,
  status: true,
  userId: true,
  currency: true,
  totalEstimatedCents: true,
  totalDepositCents: true,
  paymentPlan: true,
  vesselId: true,
  locationZone: true,
  preferredScheduling: true,
  sharedCartId: true,
  bundleOffers: true,
  version: true,
  expiresAt: true,
  createdAt: true,
  vessel: { select: { id: true, name: true, lengthMetres: true } },
  sharedCart: { select: { id: true, shareToken: true, recipientName: true, status: true, priority: true } },
  items: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      serviceType: true,
      serviceName: true,
      estimatedPriceCents: true,
      depositCents: true,
      vesselId: true,
      vesselName: true,
      vesselLengthMetres: true,
      scheduledDate: true,
      location: true,
      options: true,
      createdAt: true,
    },
  },
} satisfies Prisma.CartSelect;

export type CartRecord = Prisma.CartGetPayload<{ select: typeof cartSelect }>;

/** Closes an expired cart for good: it loses its owner key, so it can never be found again. */
async function expireCart(db: Tx | typeof prisma, cartId: string, now: Date) {
  await db.cart.updateMany({
    where: { id: cartId, status: "active" },
    data: { status: "expired", ownerKey: null, closedAt: now },
  });
}

/** The owner's active cart, or null. An expired cart is discarded on load (spec §4) — `expired` says it just was. */
export async function findActiveCart(
  owner: CartOwner | null,
  now: Date,
): Promise<{ cart: CartRecord | null; expired: boolean }> {
  if (!owner) return { cart: null, expired: false };
  const cart = await prisma.cart.findUnique({ where: { ownerKey: ownerKeyOf(owner) }, select: cartSelect });
  if (!cart) return { cart: null, expired: false };
  if (isCartExpired(cart, now)) {
    await expireCart(prisma, cart.id, now);
    return { cart: null, expired: true };
  }
  return { cart, expired: false };
}

/** The item count for the header badge (no side effects: an expired cart simply counts as empty). */
export async function cartItemCount(userId: string, now: Date) {
  const cart = await prisma.cart.findUnique({
    where: { ownerKey: ownerKeyOf({ kind: "user", userId }) },
    select: { expiresAt: true, _count: { select: { items: true } } },
  });
  if (!cart || isCartExpired(cart, now)) return 0;
  return cart._count.items;
}

const openCartSelect = { id: true, expiresAt: true, vesselId: true, locationZone: true, version: true } as const;

/**
 * The owner's active cart inside a transaction, created when there is none (or only an expired one). A new cart
 * keeps the bundle offers active now until it closes (ADR 181 addendum); a cart opened before snapshots takes them
 * on its first change.
 */
async function openCart(tx: Tx, owner: CartOwner, now: Date) {
  const ownerKey = ownerKeyOf(owner);
  const existing = await tx.cart.findUnique({
    where: { ownerKey },
    select: { ...openCartSelect, bundleOffers: true },
  });
  if (existing && !isCartExpired(existing, now)) {
    if (existing.bundleOffers === null)
      await tx.cart.update({
        where: { id: existing.id },
        data: { bundleOffers: bundleOfferSnapshot(await activeBundleOffers(tx)) },
      });
    return existing;
  }
  if (existing) await expireCart(tx, existing.id, now);
  return tx.cart.create({
    data: {
      ownerKey,
      userId: owner.kind === "user" ? owner.userId : null,
      status: "active",
      currency: CART_CURRENCY,
      bundleOffers: bundleOfferSnapshot(await activeBundleOffers(tx)),
      createdAt: now,
      expiresAt: cartExpiresAt(now),
    },
    select: { ...openCartSelect, bundleOffers: true },
  });
}

/**
 * Spec §4: after every add, remove or update, the totals are Σ of the items. Recomputed from the rows in the
 * same transaction and written only if nobody changed the cart meanwhile (version check, retried).
 */
async function recomputeTotals(tx: Tx, cartId: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const cart = await tx.cart.findUniqueOrThrow({ where: { id: cartId }, select: { version: true } });
    const items = await tx.cartItem.findMany({
      where: { cartId },
      select: { estimatedPriceCents: true, depositCents: true },
    });
    const totals = cartTotals(items);
    const { count } = await tx.cart.updateMany({
      where: { id: cartId, version: cart.version },
      data: { ...totals, version: { increment: 1 } },
    });
    if (count === 1) return totals;
  }
  throw new Error("The cart kept changing while its totals were computed");
}

/** Runs a cart change in a transaction, retrying once when two first adds race to create the same cart. */
async function withCart<T>(
  owner: CartOwner,
  now: Date,
  fn: (tx: Tx, cart: Awaited<ReturnType<typeof openCart>>) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await prisma.$transaction(async (tx) => fn(tx, await openCart(tx, owner, now)));
    } catch (error) {
      if (attempt < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

export class CartInputError extends Refusal {
  declare readonly field: string;
  constructor(field: string, message: string) {
    super(message, field);
  }
}

export class CartVersionConflict extends Refusal {}

interface VesselInput {
  vesselId?: string;
  vesselName?: string;
  vesselLength?: number;
}

/** The vessel an item is for: one of the user's, a new one saved to their account, a visitor's named boat, or none. */
async function resolveVessel(tx: Tx, owner: CartOwner, input: VesselInput, fallback: { id: string } | null) {
  if (owner.kind === "user") {
    if (input.vesselId === NEW_VESSEL) {
      const vessel = await addNamedVessel(tx, owner.userId, {
        name: input.vesselName!,
        lengthMetres: input.vesselLength ?? null,
      });
      return { vesselId: vessel.id, vesselName: vessel.name, vesselLengthMetres: vessel.lengthMetres };
    }
    const id = input.vesselId && input.vesselId !== NO_VESSEL ? input.vesselId : !input.vesselId ? fallback?.id : null;
    if (!id) return { vesselId: null, vesselName: null, vesselLengthMetres: null };
    const vessel = await tx.vessel.findFirst({
      where: { id, ownerId: owner.userId },
      select: { id: true, name: true, lengthMetres: true },
    });
    if (!vessel) throw new CartInputError("vesselId", "Choose one of your vessels");
    return { vesselId: vessel.id, vesselName: vessel.name, vesselLengthMetres: vessel.lengthMetres };
  }
  if (input.vesselName)
    return { vesselId: null, vesselName: input.vesselName, vesselLengthMetres: input.vesselLength ?? null };
  return { vesselId: null, vesselName: null, vesselLengthMetres: null };
}

function zoneOrNull(value: string | undefined | null) {
  return value && value !== NO_ZONE && isLocationZone(value) ? value : null;
}

function itemOptions(input: { notes?: string; startTime?: string; endTime?: string; haulOutNote?: string }) {
  const o = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== ""));
  return Object.keys(o).length ? JSON.stringify(o) : null;
}

export interface ItemOptions {
  notes?: string;
  startTime?: string;
  endTime?: string;
  haulOutNote?: string;
}
export function parseItemOptions(json: string | null): ItemOptions {
  if (!json) return {};
  try {
    const v = JSON.parse(json);
    return v && typeof v === "object" ? (v as ItemOptions) : {};
  } catch {
    return {};
  }
}

export interface AddItemInput extends VesselInput, ItemOptions {
  serviceType: string;
  scheduledDate?: string;
  location?: string;
}

/** Spec §4 add item: a generated id, the catalogue's price for the vessel, then the totals. */
export async function addCartItem(owner: CartOwner, input: AddItemInput, now: Date, catalogue?: Catalogue) {
  const cat = catalogue ?? (await loadCatalogue());
  const service = cat.service(input.serviceType);
  if (!service) throw new CartInputError("serviceType", "Choose a service");
  return withCart(owner, now, async (tx, cart) => {
    if ((await tx.cartItem.count({ where: { cartId: cart.id } })) >= MAX_CART_LINES) {
      throw new CartInputError(
        "serviceType",
        `A cart holds at most ${MAX_CART_LINES} services. Book these first, then add more.`,
      );
    }
    const vessel = await resolveVessel(tx, owner, input, cart.vesselId ? { id: cart.vesselId } : null);
    const price = cat.price(service.serviceType, vessel.vesselLengthMetres)!;
    const item = await tx.cartItem.create({
      data: {
        cartId: cart.id,
        serviceType: service.serviceType,
        serviceName: service.serviceName,
        ...price,
        ...vessel,
        scheduledDate: input.scheduledDate ?? null,
        location: zoneOrNull(input.location),
        options: itemOptions({
          notes: input.notes,
          startTime: input.startTime,
          endTime: input.endTime,
          haulOutNote: input.haulOutNote,
        }),
        createdAt: now,
      },
      select: { id: true, serviceName: true },
    });
    await recomputeTotals(tx, cart.id);
    return item;
  });
}

/** Spec §4 remove item by id — only from this owner's cart. */
export async function removeCartItem(owner: CartOwner, itemId: string, now: Date) {
  return withCart(owner, now, async (tx, cart) => {
    const { count } = await tx.cartItem.deleteMany({ where: { id: itemId, cartId: cart.id } });
    await recomputeTotals(tx, cart.id);
    return count === 1;
  });
}

export interface UpdateItemInput extends VesselInput {
  itemId: string;
  scheduledDate?: string;
  location?: string;
  notes?: string;
}

/** Spec §4 update item by id: vessel, date, place, notes; the price follows the vessel's length. */
export async function updateCartItem(owner: CartOwner, input: UpdateItemInput, now: Date, catalogue?: Catalogue) {
  const cat = catalogue ?? (await loadCatalogue());
  return withCart(owner, now, async (tx, cart) => {
    const item = await tx.cartItem.findFirst({
      where: { id: input.itemId, cartId: cart.id },
      select: { id: true, serviceType: true, options: true },
    });
    if (!item) throw new CartInputError("itemId", "That service is no longer in your cart");
    const vessel = await resolveVessel(tx, owner, { ...input, vesselId: input.vesselId ?? NO_VESSEL }, null);
    const price = cat.price(item.serviceType, vessel.vesselLengthMetres);
    if (!price) throw new CartInputError("itemId", "This service is no longer offered: remove it");
    await tx.cartItem.update({
      where: { id: item.id },
      data: {
        ...price,
        ...vessel,
        scheduledDate: input.scheduledDate ?? null,
        location: zoneOrNull(input.location),
        options: itemOptions({ ...parseItemOptions(item.options), notes: input.notes }),
      },
    });
    await recomputeTotals(tx, cart.id);
  });
}

/** A whole-cart change made from a page showing `version`: refused when the cart changed since (another tab). */
async function assertVersion(tx: Tx, cartId: string, version: number | undefined) {
  if (version === undefined) return;
  const current = await tx.cart.findUniqueOrThrow({ where: { id: cartId }, select: { version: true } });
  if (current.version !== version)
    throw new CartVersionConflict("Your cart changed in another tab or window. Check it below and try again.");
}

/**
 * Checkout found the cart priced for another vessel length or other dates than the order it is about to place: the
 * items take the vessel, the dates and the catalogue prices, the totals are recomputed, and the version moves on so
 * the page shows the new amounts before anything is placed. Refused (CartVersionConflict) when the cart changed since
 * the page was rendered — another tab's change wins.
 */
export async function repriceCartForOrder(
  cartId: string,
  version: number,
  catalogue: Catalogue,
  input: {
    vessel: { id: string | null; name: string; lengthMetres: number | null };
    dates: Map<string, string | null>;
    totals: { totalEstimatedCents: number; totalDepositCents: number };
  },
) {
  await prisma.$transaction(async (tx) => {
    await assertVersion(tx, cartId, version);
    const items = await tx.cartItem.findMany({
      where: { cartId },
      select: { id: true, serviceType: true, scheduledDate: true },
    });
    for (const i of items) {
      const price = catalogue.price(i.serviceType, input.vessel.lengthMetres);
      await tx.cartItem.update({
        where: { id: i.id },
        data: {
          ...(price ?? {}),
          vesselId: input.vessel.id,
          vesselName: input.vessel.name,
          vesselLengthMetres: input.vessel.lengthMetres,
          scheduledDate: input.dates.has(i.id) ? input.dates.get(i.id) : i.scheduledDate,
        },
      });
    }
    const { count } = await tx.cart.updateMany({
      where: { id: cartId, version },
      data: {
        totalEstimatedCents: input.totals.totalEstimatedCents,
        totalDepositCents: input.totals.totalDepositCents,
        version: { increment: 1 },
      },
    });
    if (count !== 1)
      throw new CartVersionConflict("Your cart changed in another tab or window. Check it below and try again.");
  });
}

/** Spec §4 clear: the cart is closed and a fresh, empty one starts for the same owner. */
export async function clearCart(owner: CartOwner, now: Date, version?: number) {
  await prisma.$transaction(async (tx) => {
    const cart = await tx.cart.findUnique({ where: { ownerKey: ownerKeyOf(owner) }, select: { id: true } });
    if (cart) {
      await assertVersion(tx, cart.id, version);
      await tx.cart.update({ where: { id: cart.id }, data: { status: "cleared", ownerKey: null, closedAt: now } });
    }
    await openCart(tx, owner, now);
  });
}

export async function setPaymentPlan(owner: CartOwner, paymentPlan: PaymentPlan, now: Date) {
  await withCart(owner, now, (tx, cart) =>
    tx.cart.update({ where: { id: cart.id }, data: { paymentPlan, version: { increment: 1 } } }),
  );
}

/** Spec §4 set vessel: the cart's vessel, applied to every item (the way out of a vessel conflict), prices follow. */
export async function setCartVessel(
  owner: CartOwner & { kind: "user" },
  vesselId: string,
  now: Date,
  version?: number,
  catalogue?: Catalogue,
) {
  const cat = catalogue ?? (await loadCatalogue());
  await withCart(owner, now, async (tx, cart) => {
    await assertVersion(tx, cart.id, version);
    const vessel = await tx.vessel.findFirst({
      where: { id: vesselId, ownerId: owner.userId },
      select: { id: true, name: true, lengthMetres: true },
    });
    if (!vessel) throw new CartInputError("vesselId", "Choose one of your vessels");
    const items = await tx.cartItem.findMany({ where: { cartId: cart.id }, select: { id: true, serviceType: true } });
    for (const item of items) {
      const price = cat.price(item.serviceType, vessel.lengthMetres);
      await tx.cartItem.update({
        where: { id: item.id },
        data: {
          vesselId: vessel.id,
          vesselName: vessel.name,
          vesselLengthMetres: vessel.lengthMetres,
          ...(price ?? {}),
        },
      });
    }
    await tx.cart.update({ where: { id: cart.id }, data: { vesselId: vessel.id } });
    await recomputeTotals(tx, cart.id);
  });
}

/** Spec §4 set location zone: where the work happens, for the whole cart. */
export async function setLocationZone(owner: CartOwner, zone: string, now: Date) {
  await withCart(owner, now, async (tx, cart) => {
    await tx.cartItem.updateMany({ where: { cartId: cart.id }, data: { location: null } });
    await tx.cart.update({
      where: { id: cart.id },
      data: { locationZone: zoneOrNull(zone), version: { increment: 1 } },
    });
  });
}

export async function setSchedulingPreferences(owner: CartOwner, prefs: SchedulingPreferences, now: Date) {
  await withCart(owner, now, (tx, cart) =>
    tx.cart.update({
      where: { id: cart.id },
      data: { preferredScheduling: JSON.stringify(prefs), version: { increment: 1 } },
    }),
  );
}

/**
 * Sign-in: the visitor's cart joins the account's. Every item moves; the account's cart keeps its own expiry
 * (a visitor cart with no account cart simply becomes the account's, expiry unchanged — never revived).
 * (screens/cart/cart-owner.server.ts reads the visitor's key from the cookie and forgets it afterwards.)
 */
export async function mergeVisitorCart(key: string, userId: string, now: Date): Promise<void> {
  const visitorKey = ownerKeyOf({ kind: "visitor", key });
  const userKey = ownerKeyOf({ kind: "user", userId });
  await prisma.$transaction(async (tx) => {
    const visitorCart = await tx.cart.findUnique({
      where: { ownerKey: visitorKey },
      select: {
        id: true,
        expiresAt: true,
        sharedCartId: true,
        locationZone: true,
        paymentPlan: true,
        preferredScheduling: true,
      },
    });
    if (!visitorCart) return;
    if (isCartExpired(visitorCart, now)) return expireCart(tx, visitorCart.id, now);
    const userCart = await tx.cart.findUnique({ where: { ownerKey: userKey }, select: { id: true, expiresAt: true } });
    if (!userCart || isCartExpired(userCart, now)) {
      if (userCart) await expireCart(tx, userCart.id, now);
      await tx.cart.update({
        where: { id: visitorCart.id },
        data: { ownerKey: userKey, userId, version: { increment: 1 } },
      });
      return;
    }
    await tx.cartItem.updateMany({ where: { cartId: visitorCart.id }, data: { cartId: userCart.id } });
    await tx.cart.update({ where: { id: visitorCart.id }, data: { status: "merged", ownerKey: null, closedAt: now } });
    if (visitorCart.sharedCartId)
      await tx.cart.update({ where: { id: userCart.id }, data: { sharedCartId: visitorCart.sharedCartId } });
    await recomputeTotals(tx, userCart.id);
  });
}

/** Replaces the owner's cart by a fresh one holding these items (accepting a shared cart). */
export async function replaceCartWith(
  owner: CartOwner,
  now: Date,
  fill: {
    sharedCartId: string | null;
    locationZone: string | null;
    /** The bundle offers the shared cart kept; null = the offers active now (the new cart's own snapshot). */
    bundleOffers?: string | null;
    items: Omit<Prisma.CartItemCreateManyInput, "cartId">[];
  },
) {
  await prisma.$transaction(async (tx) => {
    const current = await tx.cart.findUnique({ where: { ownerKey: ownerKeyOf(owner) }, select: { id: true } });
    if (current)
      await tx.cart.update({ where: { id: current.id }, data: { status: "cleared", ownerKey: null, closedAt: now } });
    const cart = await openCart(tx, owner, now);
    await tx.cart.update({
      where: { id: cart.id },
      data: {
        sharedCartId: fill.sharedCartId,
        locationZone: zoneOrNull(fill.locationZone),
        ...(fill.bundleOffers ? { bundleOffers: fill.bundleOffers } : {}),
      },
    });
    if (fill.items.length)
      await tx.cartItem.createMany({ data: fill.items.map((i) => ({ ...i, cartId: cart.id, createdAt: now })) });
    await recomputeTotals(tx, cart.id);
  });
}

// ───────────── what the pages show ─────────────

/**
 * The cart as the cart and checkout pages show it: items with their problems, the summary, the bundle — priced with
 * the bundle offers the cart kept (`catalogueForCart`).
 */
export function cartView(cart: CartRecord | null, current: Catalogue, vesselNames: Map<string, string>) {
  const catalogue = catalogueForCart(current, cart);
  const items = cart?.items ?? [];
  const summary = summarizeCart({
    lines: items.map(cartLine),
    offers: catalogue.offers,
    terms: catalogue.terms,
    paymentPlan: (cart?.paymentPlan as PaymentPlan | null) ?? "per_service_terms",
    locationZone: cart?.locationZone,
    names: {
      serviceName: catalogue.serviceName,
      vesselName: (id) => vesselNames.get(id) ?? items.find((i) => i.vesselId === id)?.vesselName ?? "another vessel",
      formatDate: formatServiceDate,
    },
  });
  return {
    cart: cart
      ? {
          id: cart.id,
          version: cart.version,
          expiresAt: cart.expiresAt.toISOString(),
          paymentPlan: (cart.paymentPlan as PaymentPlan | null) ?? "per_service_terms",
          vesselId: cart.vesselId,
          locationZone: cart.locationZone,
          scheduling: parseSchedulingPreferences(cart.preferredScheduling),
          sharedCart: cart.sharedCart,
          totalEstimatedCents: cart.totalEstimatedCents,
          totalDepositCents: cart.totalDepositCents,
        }
      : null,
    items: items.map((i) => {
      const service = catalogue.service(i.serviceType);
      const line = summary.lines.find((l) => l.id === i.id)!;
      return {
        id: i.id,
        serviceType: i.serviceType,
        serviceName: i.serviceName,
        estimatedPriceCents: i.estimatedPriceCents,
        depositCents: i.depositCents,
        vesselId: i.vesselId,
        vesselName: i.vesselId ? (vesselNames.get(i.vesselId) ?? i.vesselName) : i.vesselName,
        vesselLengthMetres: i.vesselLengthMetres,
        scheduledDate: i.scheduledDate,
        location: i.location,
        options: parseItemOptions(i.options),
        termsText: service ? paymentTermsText(service) : "",
        weatherDependent: service?.weatherDependent ?? false,
        outOfWater: service?.requiresVesselOutOfWater ?? false,
        subscribable: service?.supportsSubscription ?? false,
        discountCents: line.discountCents,
        dueNowCents: line.dueNowCents,
        inBundle: !!summary.bundle?.itemIds.includes(i.id),
        problems: itemProblems(i.id, summary.eligibility.blocks),
      };
    }),
    summary,
  };
}
export type CartView = ReturnType<typeof cartView>;

/** The vessels a signed-in user can pick. */
export function vesselsOf(userId: string) {
  return prisma.vessel.findMany({
    where: { ownerId: userId },
    orderBy: { name: "asc" },
    select: { id: true, name: true, type: true, lengthMetres: true, year: true, homeMarina: true, berth: true },
  });
}
