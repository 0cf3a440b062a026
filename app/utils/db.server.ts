// The one database client. SQLite (the embedded default) or PostgreSQL, chosen by DATABASE_URL (issue 12):
// `file:…` → better-sqlite3, `postgresql://…` → node-postgres. Both clients are generated from the one schema
// (prisma/schema.prisma and its derived twin prisma/postgresql/schema.prisma), so they have the same API.
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "~/generated/prisma/client.ts";
import { PrismaClient as PgPrismaClient } from "~/generated/prisma-pg/client.ts";
import type { Prisma as P } from "~/generated/prisma/client.ts";
import { COUNT_CAP, cappedTotal } from "./pagination.ts";

export type { Prisma } from "~/generated/prisma/client.ts";

export type DatabaseEngine = "sqlite" | "postgresql";

export function engineOf(url: string): DatabaseEngine {
  return /^postgres(ql)?:\/\//i.test(url) ? "postgresql" : "sqlite";
}

const url = process.env.DATABASE_URL ?? "file:./data/bosun.db";
export const DATABASE_ENGINE: DatabaseEngine = engineOf(url);

const globalForPrisma = globalThis as unknown as { __bosunPrisma?: PrismaClient };

/**
 * Interactive transactions wait up to 10 s for a connection (Prisma's default is 2 s). Under a burst (the load test: 100
 * visitors on 2 cores) every pooled PostgreSQL connection can be busy for longer than 2 s, and the request failed with
 * P2028 "Unable to start a transaction in the given time" — a 500 for a page that only had to queue a little.
 */
const transactionOptions = {
  maxWait: Number(process.env.DATABASE_TX_MAX_WAIT_MS ?? 10_000),
  timeout: Number(process.env.DATABASE_TX_TIMEOUT_MS ?? 15_000),
};

function createClient(): PrismaClient {
  if (DATABASE_ENGINE === "postgresql") {
    const pool = Number(process.env.DATABASE_POOL_SIZE ?? 10);
    // Same models, same API; only the SQL dialect differs, so the PostgreSQL client stands in for the type.
    return new PgPrismaClient({
      adapter: new PrismaPg({ connectionString: url, max: pool }),
      transactionOptions,
    }) as unknown as PrismaClient;
  }
  return new PrismaClient({ adapter: new PrismaBetterSQLite3({ url }), transactionOptions });
}

/** One client per process (kept on globalThis so dev rebuilds reuse it). */
export const prisma: PrismaClient = globalForPrisma.__bosunPrisma ?? createClient();
globalForPrisma.__bosunPrisma = prisma;

/**
 * A case-insensitive "contains" filter on either engine: SQLite's LIKE already ignores ASCII case; PostgreSQL
 * needs `mode: "insensitive"` (ILIKE), which the SQLite client does not accept.
 */
export function textContains(q: string): { contains: string } {
  return DATABASE_ENGINE === "postgresql"
    ? ({ contains: q, mode: "insensitive" } as { contains: string })
    : { contains: q };
}

/** A unique constraint refused the write (Prisma P2002): another request or run got there first. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "P2002";
}

type Page = { skip: number; take: number };

function readPage(model: unknown, args: unknown, page: Page, countTake?: number) {
  const table = model as {
    count(args: { where?: unknown; take?: number }): Promise<number>;
    findMany(args: object): Promise<unknown[]>;
  };
  const { where } = args as { where?: unknown };
  return Promise.all([
    table.count({ where, take: countTake }),
    table.findMany({ ...(args as object), skip: page.skip, take: page.take }),
  ]);
}

/**
 * One page of a list and how many rows its filter matches, read together: `findPage(prisma.quote, page, { where,
 * orderBy, select })` answers `{ total, rows }`, the rows typed by the select as `findMany` would type them.
 */
export async function findPage<T, A>(
  model: T,
  page: Page,
  args: P.Exact<A, P.Args<T, "findMany">>,
): Promise<{ total: number; rows: P.Result<T, A, "findMany"> }> {
  const [total, rows] = await readPage(model, args, page);
  return { total, rows: rows as P.Result<T, A, "findMany"> };
}

/** `findPage` for tables that grow large: counts at most COUNT_CAP + 1 matches and says whether there are more. */
export async function findCappedPage<T, A>(
  model: T,
  page: Page,
  args: P.Exact<A, P.Args<T, "findMany">>,
): Promise<{ total: number; capped: boolean; rows: P.Result<T, A, "findMany"> }> {
  const [counted, rows] = await readPage(model, args, page, COUNT_CAP + 1);
  return { ...cappedTotal(counted), rows: rows as P.Result<T, A, "findMany"> };
}
