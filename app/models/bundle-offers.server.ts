// Bundle offers as the office edits them at /admin/service-configurations (issue 18, ADR 181 addendum of 2026-11-27):
// create, edit, activate and deactivate (never delete, so what was priced with an offer still names it). Every change
// is audited with before/after in the same transaction, which is the offer's history. A new cart keeps the offers
// active when it opens until it closes (catalogueForCart in pricing.server.ts); orders keep the discount on their lines.
import { parseStringList } from "~/domain/catalogue.ts";
import { bundleOfferChanges, type EditableBundleOffer } from "~/domain/bundle-offers.ts";
import type { DiscountType } from "~/domain/bundles.ts";
import { Refusal } from "~/domain/refusal.ts";
import { changeHistory } from "~/utils/audit.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { bundleOfferRuleSelect } from "./catalogue.server.ts";

export class BundleOfferRefusal extends Refusal {}

const select = { ...bundleOfferRuleSelect, active: true } as const;

type Row = { id: string; serviceTypes: string; discountType: string } & Omit<
  EditableBundleOffer,
  "serviceTypes" | "discountType"
>;

function toEditable({ id: _id, ...row }: Row): EditableBundleOffer {
  return {
    ...row,
    serviceTypes: parseStringList(row.serviceTypes).sort(),
    discountType: row.discountType as DiscountType,
  };
}

const toData = (o: EditableBundleOffer) => ({ ...o, serviceTypes: JSON.stringify(o.serviceTypes) });

/** Every offer, active first then by name: a handful of rows (at most one per combination of services). */
export async function listBundleOffers(take = 100) {
  const rows = await prisma.bundleOffer.findMany({
    orderBy: [{ active: "desc" }, { name: "asc" }],
    take,
    select: { ...select, updatedAt: true },
  });
  return rows.map(({ updatedAt, ...r }) => ({ id: r.id, updatedAt, ...toEditable(r) }));
}

type Tx = Parameters<Parameters<typeof prisma.$transaction>[0]>[0];

async function checkOffer(tx: Tx, offer: EditableBundleOffer, id: string | null) {
  const known = await tx.serviceDefinition.findMany({
    where: { serviceType: { in: offer.serviceTypes } },
    select: { serviceType: true },
  });
  const missing = offer.serviceTypes.filter((t) => !known.some((k) => k.serviceType === t));
  if (missing.length) {
    throw new BundleOfferRefusal(`Not in the service catalogue: ${missing.join(", ")}`, "serviceTypes");
  }
  const clash = await tx.bundleOffer.findUnique({ where: { slug: offer.slug }, select: { id: true, name: true } });
  if (clash && clash.id !== id) {
    throw new BundleOfferRefusal(
      `The slug "${offer.slug}" is already used by the offer "${clash.name}": choose another`,
      "slug",
    );
  }
}

function audit(
  tx: Tx,
  id: string,
  action: string,
  actorId: string,
  before: EditableBundleOffer | null,
  after: unknown,
) {
  return tx.auditEvent.create({
    data: { action, actorId, entityType: "bundle_offer", entityId: id, details: JSON.stringify({ before, after }) },
  });
}

export async function createBundleOffer(offer: EditableBundleOffer, actorId: string) {
  return prisma.$transaction(async (tx) => {
    await checkOffer(tx, offer, null);
    const row = await tx.bundleOffer.create({ data: toData(offer), select: { id: true } });
    await audit(tx, row.id, "bundle_offer.created", actorId, null, offer);
    return row;
  });
}

export async function updateBundleOffer(id: string, next: EditableBundleOffer, actorId: string) {
  return prisma.$transaction(async (tx) => {
    const row = await tx.bundleOffer.findUnique({ where: { id }, select });
    if (!row) throw new BundleOfferRefusal("That bundle offer does not exist any more.");
    await checkOffer(tx, next, id);
    const before = toEditable(row);
    const changes = bundleOfferChanges(before, next);
    if (changes.length === 0) return changes;
    await tx.bundleOffer.update({ where: { id }, data: toData(next) });
    await audit(tx, id, "bundle_offer.changed", actorId, before, next);
    return changes;
  });
}

/** Offers are switched off, not deleted: carts and orders priced with one keep its name. */
export async function setBundleOfferActive(id: string, active: boolean, actorId: string) {
  return prisma.$transaction(async (tx) => {
    const row = await tx.bundleOffer.findUnique({ where: { id }, select });
    if (!row) throw new BundleOfferRefusal("That bundle offer does not exist any more.");
    if (row.active === active) return false;
    const before = toEditable(row);
    await tx.bundleOffer.update({ where: { id }, data: { active } });
    await audit(tx, id, "bundle_offer.changed", actorId, before, { ...before, active });
    return true;
  });
}

/** An offer's history, newest first: who created or changed what, and when. */
export async function bundleOfferHistory(id: string, take = 20) {
  const where = {
    entityType: "bundle_offer",
    entityId: id,
    action: { in: ["bundle_offer.created", "bundle_offer.changed"] },
  };
  const rows = await changeHistory(where, take);
  return rows.map(({ id, at, by, before, after }) => ({
    id,
    at,
    by,
    changes: after ? bundleOfferChanges(before as EditableBundleOffer | null, after as EditableBundleOffer) : [],
  }));
}
