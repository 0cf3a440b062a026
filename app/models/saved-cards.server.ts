// Saved cards (issue 14, ADR 136): the card lives at the payment provider; we keep its ids, brand, last four and
// expiry to show and to charge it off-session. Every query is scoped to the signed-in user.
import { isUniqueViolation, prisma } from "~/utils/db.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { getCardProvider, type ProviderCard } from "~/utils/payments.server.ts";
import { Refusal } from "~/domain/refusal.ts";

export class CardRefused extends Refusal {}

function provider() {
  const p = getCardProvider();
  if (!p)
    throw new CardRefused("Saving cards is not available right now. Choose invoice and bank transfer, or call us.");
  return p;
}

/** The provider's customer for this user, created once (the idempotency key makes a double click one customer). */
export async function ensurePaymentCustomer(userId: string): Promise<string> {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true, fullName: true, paymentCustomerRef: true },
  });
  if (user.paymentCustomerRef) return user.paymentCustomerRef;
  const ref = await provider().createCustomer({
    userId: user.id,
    email: user.email,
    name: user.fullName,
    idempotencyKey: `customer:${user.id}`,
  });
  await prisma.user.updateMany({ where: { id: user.id, paymentCustomerRef: null }, data: { paymentCustomerRef: ref } });
  const again = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { paymentCustomerRef: true } });
  return again.paymentCustomerRef ?? ref;
}

export function listSavedCards(userId: string) {
  return prisma.savedCard.findMany({
    where: { userId },
    orderBy: [{ isDefault: "desc" }, { createdAt: "asc" }],
    select: {
      id: true,
      brand: true,
      last4: true,
      expMonth: true,
      expYear: true,
      isDefault: true,
      createdAt: true,
      _count: {
        select: { subscriptions: { where: { status: { in: ["active", "paused", "past_due", "cancelling"] } } } },
      },
    },
  });
}

/** Keeps a card the provider confirmed belongs to this user's provider customer. The first card is the default. */
export async function saveCard(userId: string, card: ProviderCard) {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { paymentCustomerRef: true } });
  if (!user.paymentCustomerRef || card.customerRef !== user.paymentCustomerRef) return null;
  const existing = await prisma.savedCard.findUnique({ where: { providerRef: card.paymentMethodRef } });
  if (existing) return existing.userId === userId ? existing : null;
  const hasDefault = await prisma.savedCard.count({ where: { userId, isDefault: true } });
  try {
    return await prisma.savedCard.create({
      data: {
        userId,
        providerRef: card.paymentMethodRef,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        isDefault: hasDefault === 0,
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) return prisma.savedCard.findUnique({ where: { providerRef: card.paymentMethodRef } });
    throw error;
  }
}

/** Sends the customer to the provider's page to add a card (no money taken). */
export async function startCardSetup(userId: string) {
  const customerRef = await ensurePaymentCustomer(userId);
  const base = getEnv().appUrl;
  const setup = await provider().createCardSetup({
    customerRef,
    userId,
    successUrl: `${base}/customer/payment-methods?setup={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}/customer/payment-methods?setup=cancelled`,
    idempotencyKey: `card-setup:${userId}:${Date.now()}`,
  });
  return { redirectTo: setup.url };
}

/** The return from the provider's page: keep the card if the setup is complete and belongs to this user. */
export async function completeCardSetup(userId: string, setupRef: string) {
  if (!/^[A-Za-z0-9_]{6,120}$/.test(setupRef)) return null;
  const state = await provider().getCardSetup(setupRef);
  if (state.status !== "complete" || state.userId !== userId || !state.card) return null;
  return saveCard(userId, state.card);
}

export async function makeDefaultCard(userId: string, cardId: string) {
  const card = await prisma.savedCard.findFirst({ where: { id: cardId, userId }, select: { id: true } });
  if (!card) throw new CardRefused("That card is not on your account.");
  await prisma.$transaction([
    prisma.savedCard.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } }),
    prisma.savedCard.update({ where: { id: card.id }, data: { isDefault: true } }),
    // Subscriptions paid by card follow the default card.
    prisma.subscription.updateMany({
      where: { customerId: userId, billing: "card", status: { not: "cancelled" } },
      data: { savedCardId: card.id },
    }),
  ]);
}

/**
 * Removes a card here and at the provider. Refused while a running subscription is charged to it and no other card
 * is on file; otherwise its subscriptions move to the remaining default card.
 */
export async function removeCard(userId: string, cardId: string) {
  const card = await prisma.savedCard.findFirst({
    where: { id: cardId, userId },
    select: { id: true, providerRef: true, isDefault: true, brand: true, last4: true },
  });
  if (!card) throw new CardRefused("That card is not on your account.");
  const others = await prisma.savedCard.findMany({
    where: { userId, id: { not: card.id } },
    orderBy: [{ isDefault: "desc" }, { createdAt: "asc" }],
    select: { id: true },
  });
  const dependants = await prisma.subscription.count({
    where: { savedCardId: card.id, status: { in: ["active", "paused", "past_due", "cancelling", "pending"] } },
  });
  if (dependants > 0 && others.length === 0) {
    throw new CardRefused(
      `Your subscription${dependants === 1 ? " is" : "s are"} charged to this card. Add another card first, or switch ${dependants === 1 ? "it" : "them"} to invoice — or cancel.`,
    );
  }
  await provider().removeCard(card.providerRef);
  const next = others[0]?.id ?? null;
  await prisma.$transaction([
    prisma.subscription.updateMany({ where: { savedCardId: card.id }, data: { savedCardId: next } }),
    prisma.savedCard.delete({ where: { id: card.id } }),
    ...(card.isDefault && next ? [prisma.savedCard.update({ where: { id: next }, data: { isDefault: true } })] : []),
  ]);
  return card;
}
