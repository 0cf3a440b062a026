// The demo data set (issue 18, ADR 185): the accounts and vessels prisma/seed.ts creates, and when /admin/seed-data
// may load them — never over real customers, never in production without SEED_DEMO=1, and only once.
import { z } from "zod";
import type { ProfileType, Role } from "./roles.ts";

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

export const DEMO_EMAILS = DEMO_ACCOUNTS.map((a) => a.email);

export const DEMO_VESSEL_OWNER = "owner@example.com";

export const DEMO_VESSELS = [
  {
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
] as const;

/** What loading the set creates, in words, shown before the admin confirms. */
export const DEMO_CONTENTS: string[] = [
  `${DEMO_ACCOUNTS.length} accounts, one per role (${DEMO_ACCOUNTS.map((a) => `${a.email} — ${a.role}`).join(
    ", ",
  )}), all with the password "${DEMO_PASSWORD}"`,
  `${DEMO_VESSELS.length} vessels for ${DEMO_VESSEL_OWNER}: ${DEMO_VESSELS.map((v) => v.name).join(" and ")}`,
  "Demo jobs at every stage, quotes and a shared cart for the demo accounts (made through the job workflow, so each has its number and history)",
  "Demo invoices for those jobs (draft, sent, part paid and paid)",
];

export interface DemoFacts {
  production: boolean;
  /** SEED_DEMO=1: the operator allows demo data in production. */
  allowedByEnv: boolean;
  /** How many of the demo accounts exist already. */
  demoAccountsPresent: number;
  /** Customers, vessels, orders and invoices that are not the demo set's. */
  realCustomerRecords: number;
}

export type DemoPlan =
  { state: "ready"; creates: string[] } | { state: "loaded"; message: string } | { state: "refused"; message: string };

/** Whether the demo set may be loaded now, and what it would create. */
export function demoDataPlan(f: DemoFacts): DemoPlan {
  if (f.production && !f.allowedByEnv)
    return {
      state: "refused",
      message: "This is a production server: demo data is refused here (the operator can allow it with SEED_DEMO=1).",
    };
  if (f.demoAccountsPresent === DEMO_ACCOUNTS.length)
    return { state: "loaded", message: "The demo data is already loaded: loading again would change nothing." };
  if (f.realCustomerRecords > 0)
    return {
      state: "refused",
      message: `This database has ${f.realCustomerRecords} customer record${
        f.realCustomerRecords === 1 ? "" : "s"
      } that are not demo data: demo data only goes into an empty database.`,
    };
  if (f.demoAccountsPresent > 0)
    return {
      state: "refused",
      message: `Only part of the demo set is here (${f.demoAccountsPresent} of ${DEMO_ACCOUNTS.length} accounts): remove those accounts or load the demo data with a fresh database (npm run db:seed).`,
    };
  return { state: "ready", creates: DEMO_CONTENTS };
}

/** The confirmation step: the admin ticks that they read the list. */
export const demoConfirmSchema = z.object({
  confirm: z.literal("on", {
    errorMap: () => ({ message: "Tick the box to confirm you want these demo records created" }),
  }),
});
