// Every file a customer owns, in one list (the account area's downloads): tax invoices, their vessels' documents
// and service-history packs. Each link is served by a route that checks access again.
import { prisma } from "~/utils/db.server.ts";

export async function customerDownloads(userId: string) {
  const [invoices, documents, vessels] = await Promise.all([
    prisma.invoice.findMany({
      where: { customerId: userId, status: { notIn: ["draft"] } },
      orderBy: { issuedAt: "desc" },
      take: 100,
      select: { id: true, number: true, status: true, totalCents: true, issuedAt: true },
    }),
    prisma.vesselDocument.findMany({
      where: { ownerId: userId, supersededAt: null, kind: { not: "photo" } },
      orderBy: { createdAt: "desc" },
      take: 100,
      select: {
        id: true,
        title: true,
        kind: true,
        sizeBytes: true,
        createdAt: true,
        vessel: { select: { name: true } },
      },
    }),
    prisma.vessel.findMany({
      where: { ownerId: userId },
      orderBy: { name: "asc" },
      take: 100,
      select: { id: true, name: true },
    }),
  ]);
  return { invoices, documents, vessels };
}
