import { prisma, type Prisma } from "~/utils/db.server.ts";

/**
 * The next value of a named sequence (job numbers, invoice numbers …). Call inside the transaction
 * that uses the number, so a rolled-back write never burns or duplicates one.
 */
export async function nextCounterValue(tx: Prisma.TransactionClient, name: string, start: number): Promise<number> {
  const row = await tx.counter.upsert({
    where: { name },
    update: { value: { increment: 1 } },
    create: { name, value: start },
    select: { value: true },
  });
  return row.value;
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
  const row = await prisma.counter.upsert({
    where: { name },
    update: { value: { increment: count } },
    create: { name, value: start + count - 1 },
    select: { value: true },
  });
  return Array.from({ length: count }, (_, i) => row.value - count + 1 + i);
}
