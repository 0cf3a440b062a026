// Demo records beyond accounts and vessels (jobs, quotes …), written once into an empty database.
import type { PrismaClient } from "../app/generated/prisma/client.ts";

export async function seedDemoExtras(_prisma: PrismaClient) {
  await (await import("./seed/invoices-demo.ts")).seedInvoiceDemo(_prisma);
}
