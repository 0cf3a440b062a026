// Seeds reference data (always, idempotently) and demo accounts (development only, empty database only).
import { prisma } from "../app/utils/db.server.ts";
import { hashPassword } from "../app/utils/password.server.ts";
import type { ProfileType, Role } from "../app/domain/roles.ts";

export const DEMO_PASSWORD = "demo-password";

export const DEMO_ACCOUNTS: { email: string; fullName: string; role: Role; profileType: ProfileType }[] = [
  { email: "admin@example.com", fullName: "Alex Admiral", role: "admin", profileType: "service_provider" },
  { email: "manager@example.com", fullName: "Morgan Manager", role: "manager", profileType: "service_provider" },
  { email: "staff@example.com", fullName: "Sam Staff", role: "staff", profileType: "service_provider" },
  {
    email: "field@example.com",
    fullName: "Finn Fielding",
    role: "marine_professional",
    profileType: "marine_professional",
  },
  { email: "crew@example.com", fullName: "Casey Crew", role: "crew_member", profileType: "crew_member" },
  {
    email: "provider@example.com",
    fullName: "Pat Provider",
    role: "service_provider",
    profileType: "service_provider",
  },
  { email: "owner@example.com", fullName: "Olivia Owner", role: "owner", profileType: "vessel_owner" },
  { email: "customer@example.com", fullName: "Charlie Customer", role: "customer", profileType: "customer" },
];

async function seedReferenceData() {
  const { seedReference } = await import("./seed-reference.ts");
  await seedReference(prisma);
}

async function seedDemoData() {
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
  const owner = await prisma.user.findUniqueOrThrow({ where: { email: "owner@example.com" } });
  await prisma.vessel.createMany({
    data: [
      {
        ownerId: owner.id,
        name: "Southern Cross",
        type: "motor_yacht",
        lengthMetres: 14.2,
        year: 2016,
        make: "Riviera",
        model: "4800 Sport Yacht",
        registration: "NSW 4821 SC",
        homeMarina: "d'Albora Marinas Rushcutters Bay",
        berth: "C14",
      },
      {
        ownerId: owner.id,
        name: "Blue Wren",
        type: "sailing_yacht",
        lengthMetres: 11.3,
        year: 2009,
        make: "Beneteau",
        model: "Oceanis 37",
        registration: "NSW 1970 BW",
        homeMarina: "Middle Harbour Yacht Club",
        berth: "Swing mooring 22",
      },
    ],
  });
  const { seedDemoExtras } = await import("./seed-demo.ts");
  await seedDemoExtras(prisma);
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
