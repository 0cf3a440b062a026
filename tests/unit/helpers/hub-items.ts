// Customer messages for the communication hub's DB tests: Jo Keel's shared-cart message and Alex Reef's declined quote.
type Prisma = typeof import("~/utils/db.server.ts").prisma;

/** A shared cart for Jo Keel with her message "Can we do Friday?" (and the cart). */
export async function joKeelCartMessage(prisma: Prisma, createdAt: Date) {
  const cart = await prisma.sharedCart.create({
    data: { shareToken: `t-${Date.now()}`, cartData: "{}", recipientName: "Jo Keel", recipientEmail: "jo@x.example" },
  });
  const message = await prisma.sharedCartMessage.create({
    data: {
      sharedCartId: cart.id,
      authorType: "customer",
      authorName: "Jo Keel",
      body: "Can we do Friday?",
      createdAt,
    },
  });
  return { cart, message };
}

/** Quote `number` for Alex Reef, declined "Too dear" at `createdAt`. */
export async function alexReefDeclinedQuote(prisma: Prisma, number: number, createdAt: Date, validUntil: Date) {
  const quote = await prisma.quote.create({
    data: {
      number,
      token: `q-${Date.now()}`,
      title: "Detailing",
      contactName: "Alex Reef",
      contactEmail: "alex@x.example",
      validUntil,
    },
  });
  return prisma.quoteResponse.create({ data: { quoteId: quote.id, kind: "declined", message: "Too dear", createdAt } });
}
