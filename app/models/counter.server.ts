import type { Prisma } from "~/utils/db.server.ts";

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
