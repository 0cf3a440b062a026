// Seeds reference data (always, idempotently) and demo accounts (development only, empty database only).
import { prisma } from "../app/utils/db.server.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../app/domain/demo-data.ts";

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

async function seedReferenceData() {
  const { seedReference } = await import("./seed-reference.ts");
  await seedReference(prisma);
}

async function seedDemoData() {
  const { seedDemoData: seed } = await import("./seed-demo.ts");
  await seed(prisma);
}

async function main() {
  await seedReferenceData();
  const allowDemo = process.env.NODE_ENV !== "production" || process.env.SEED_DEMO === "1";
  const users = await prisma.user.count();
  if (users > 0) {
    console.log("Seed: database already has accounts; demo data left as it is.");
    return;
  }
  if (!allowDemo) {
    console.log(
      "Seed: production database is empty. Create an admin with: npm run user:create -- --email you@example.com --role admin",
    );
    return;
  }
  await seedDemoData();
  console.log(`\nSeed: demo accounts created (password for all: ${DEMO_PASSWORD})`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(24)} ${a.role}`);
  console.log("");
}

main()
  .catch((error) => {
    console.error("Seed failed:", error);
    process.exitCode = 1;
  })
  .finally(() => prisma.$disconnect());
