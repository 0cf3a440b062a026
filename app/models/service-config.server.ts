// The service catalogue as the office edits it (issue 18, ADR 180): each change to a service definition is audited
// with before/after (its price history), and applies to new carts and quotes only — carts, orders, quotes and
// invoices carry their own prices on their lines.
import { parseStringList } from "~/domain/catalogue.ts";
import { Refusal } from "~/domain/refusal.ts";
import { definitionChanges, type EditableDefinition } from "~/domain/service-config.ts";
import { changeHistory } from "~/utils/audit.server.ts";
import { prisma } from "~/utils/db.server.ts";

export class ServiceConfigRefusal extends Refusal {}

const editableSelect = {
  serviceName: true,
  category: true,
  paymentTerms: true,
  minimumDurationHours: true,
  estimatedDurationHours: true,
  maximumDurationHours: true,
  weatherDependent: true,
  requiresVesselOutOfWater: true,
  supportsSubscription: true,
  supportsOneOff: true,
  canBundleWith: true,
  bundleDiscountPercentage: true,
  basePriceCents: true,
  pricePerMetreCents: true,
  depositPercent: true,
  active: true,
} as const;

type Row = { [K in keyof typeof editableSelect]: unknown } & { canBundleWith: string };

function toEditable(row: Row): EditableDefinition {
  return { ...(row as unknown as EditableDefinition), canBundleWith: parseStringList(row.canBundleWith).sort() };
}

/** Every definition (active or not), in catalogue order: at most the §9 service types, so no paging. */
export async function listServiceConfigurations() {
  const rows = await prisma.serviceDefinition.findMany({
    orderBy: { sortOrder: "asc" },
    select: { serviceType: true, updatedAt: true, ...editableSelect },
  });
  return rows.map((r) => ({ serviceType: r.serviceType, updatedAt: r.updatedAt, ...toEditable(r) }));
}

export async function updateServiceDefinition(serviceType: string, next: EditableDefinition, actorId: string) {
  return prisma.$transaction(async (tx) => {
    const row = await tx.serviceDefinition.findUnique({ where: { serviceType }, select: editableSelect });
    if (!row) throw new ServiceConfigRefusal("That service is not in the catalogue.");
    const before = toEditable(row);
    const changes = definitionChanges(before, next);
    if (changes.length === 0) return changes;
    await tx.serviceDefinition.update({
      where: { serviceType },
      data: { ...next, canBundleWith: JSON.stringify(next.canBundleWith) },
    });
    await tx.auditEvent.create({
      data: {
        action: "service_definition.changed",
        actorId,
        entityType: "service_definition",
        entityId: serviceType,
        details: JSON.stringify({ before, after: next }),
      },
    });
    return changes;
  });
}

/** A definition's history, newest first: who changed what (prices included) and when. */
export async function serviceDefinitionHistory(serviceType: string, take = 20) {
  const where = { action: "service_definition.changed", entityType: "service_definition", entityId: serviceType };
  const rows = await changeHistory(where, take);
  return rows.map(({ id, at, by, before, after }) => ({
    id,
    at,
    by,
    changes: before && after ? definitionChanges(before as EditableDefinition, after as EditableDefinition) : [],
  }));
}
