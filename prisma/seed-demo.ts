// Demo records beyond accounts and vessels (jobs, quotes …), written once into an empty database.
import type { PrismaClient } from "../app/generated/prisma/client.ts";

export async function seedDemoExtras(prisma: PrismaClient) {
  const { seedQuotesAndJobs } = await import("./seed/quotes-jobs.ts");
  await seedQuotesAndJobs(prisma);
  await (await import("./seed/invoices-demo.ts")).seedInvoiceDemo(prisma);
}
