// A customer's saved places (issue 14). Every query is scoped to the customer.
import { MAX_ADDRESSES, type AddressInput } from "~/domain/addresses.ts";
import { prisma } from "~/utils/db.server.ts";
import { Refusal } from "~/domain/refusal.ts";

export class AddressLimitError extends Refusal {}

export function listAddresses(userId: string) {
  return prisma.customerAddress.findMany({
    where: { userId },
    orderBy: [{ kind: "desc" }, { isDefault: "desc" }, { label: "asc" }],
    take: MAX_ADDRESSES,
  });
}

export async function addAddress(userId: string, input: AddressInput) {
  return prisma.$transaction(async (tx) => {
    if ((await tx.customerAddress.count({ where: { userId } })) >= MAX_ADDRESSES) {
      throw new AddressLimitError(`You can keep up to ${MAX_ADDRESSES} places. Delete one you no longer use.`);
    }
    const first = (await tx.customerAddress.count({ where: { userId, kind: input.kind } })) === 0;
    const makeDefault = first || !!input.isDefault;
    if (makeDefault)
      await tx.customerAddress.updateMany({ where: { userId, kind: input.kind }, data: { isDefault: false } });
    return tx.customerAddress.create({
      data: {
        userId,
        kind: input.kind,
        label: input.label,
        accessType: input.kind === "service" ? (input.accessType ?? "marina") : null,
        marina: input.kind === "service" ? input.marina || null : null,
        berth: input.kind === "service" ? input.berth || null : null,
        address: input.address,
        isDefault: makeDefault,
      },
    });
  });
}

export async function makeDefaultAddress(userId: string, id: string) {
  return prisma.$transaction(async (tx) => {
    const found = await tx.customerAddress.findFirst({ where: { id, userId }, select: { kind: true } });
    if (!found) return false;
    await tx.customerAddress.updateMany({ where: { userId, kind: found.kind }, data: { isDefault: false } });
    await tx.customerAddress.update({ where: { id }, data: { isDefault: true } });
    return true;
  });
}

export async function deleteAddress(userId: string, id: string) {
  const { count } = await prisma.customerAddress.deleteMany({ where: { id, userId } });
  return count > 0;
}

/** The service locations offered at checkout, and the one to start with (?location= or the default). */
export async function serviceLocations(userId: string, chosenId: string | null) {
  const locations = await prisma.customerAddress.findMany({
    where: { userId, kind: "service" },
    orderBy: [{ isDefault: "desc" }, { label: "asc" }],
    take: MAX_ADDRESSES,
  });
  const chosen = locations.find((l) => l.id === chosenId) ?? locations.find((l) => l.isDefault) ?? null;
  return { locations, chosen };
}
