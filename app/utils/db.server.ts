import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "~/generated/prisma/client.ts";

export type { Prisma } from "~/generated/prisma/client.ts";

const globalForPrisma = globalThis as unknown as { __bosunPrisma?: PrismaClient };

function createClient() {
  const url = process.env.DATABASE_URL ?? "file:./data/bosun.db";
  return new PrismaClient({ adapter: new PrismaBetterSQLite3({ url }) });
}

/** One client per process (kept on globalThis so dev rebuilds reuse it). */
export const prisma: PrismaClient = globalForPrisma.__bosunPrisma ?? createClient();
globalForPrisma.__bosunPrisma = prisma;
