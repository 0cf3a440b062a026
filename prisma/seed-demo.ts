// The demo data set: accounts, vessels, then the records beyond them (jobs, quotes, invoices …), written once into an
// empty database — by `npm run db:seed` (prisma/seed.ts) and by /admin/seed-data (app/models/demo-data.server.ts).
import type { PrismaClient } from "../app/generated/prisma/client.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_VESSELS, DEMO_VESSEL_OWNER } from "../app/domain/demo-data.ts";
import { hashPassword } from "../app/utils/password.server.ts";

export async function seedDemoAccountsAndVessels(prisma: PrismaClient) {
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const [firstName, ...rest] = account.fullName.split(" ");
    await prisma.user.create({
      data: {
        email: account.email,
        fullName: account.fullName,
        firstName,
        lastName: rest.join(" "),
        profileType: account.profileType,
        emailVerifiedAt: new Date(),
        password: { create: { hash } },
        roles: { create: [{ role: account.role }] },
      },
    });
  }
  const owner = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_VESSEL_OWNER } });
  await prisma.vessel.createMany({ data: DEMO_VESSELS.map((v) => ({ ownerId: owner.id, ...v })) });
}

export async function seedDemoExtras(prisma: PrismaClient) {
  const { seedQuotesAndJobs } = await import("./seed/quotes-jobs.ts");
  await seedQuotesAndJobs(prisma);
  await (await import("./seed/invoices-demo.ts")).seedInvoiceDemo(prisma);
}

/** The whole demo set, into a database without its accounts. */
export async function seedDemoData(prisma: PrismaClient) {
  await seedDemoAccountsAndVessels(prisma);
  await seedDemoExtras(prisma);
}
