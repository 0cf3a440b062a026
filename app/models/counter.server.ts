import { prisma, type Prisma } from "~/utils/db.server.ts";

/**
 * The next value of a named sequence (job numbers, invoice numbers …). Call inside the transaction
 * that uses the number, so a rolled-back write never burns or duplicates one.
 */
export async function nextCounterValue(tx: Prisma.TransactionClient, name: string, start: number): Promise<number> {
  return advanceCounter(tx, name, start, 1);
}

/**
 * Reserves `count` consecutive values of a named sequence in one short write of its own, outside the caller's
 * transaction. Inside a transaction the counter row stays locked until that transaction commits, so every checkout
 * waited for the one before it to finish all its writes (on PostgreSQL under load: seconds). Here the row is locked
 * for one statement. A caller that then fails leaves a gap — acceptable for order and job numbers, which only need to
 * be unique and increasing; invoice numbers keep `nextCounterValue` inside their transaction.
 */
export async function reserveCounterValues(name: string, start: number, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const last = await advanceCounter(prisma, name, start, count);
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}

/** Moves the named sequence on by `count` (the first value is `start`) and returns the last value taken. */
async function advanceCounter(
  db: Prisma.TransactionClient,
  name: string,
  start: number,
  count: number,
): Promise<number> {
  const row = await db.counter.upsert({
    where: { name },
    update: { value: { increment: count } },
    create: { name, value: start + count - 1 },
    select: { value: true },
  });
  return row.value;
}
