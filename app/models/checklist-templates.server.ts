// The office's job-card checklists per service type (issue 16, ADR 161): stored as ChecklistTemplateItem rows; a type
// with no rows uses Bosun's defaults (domain/job-card.ts DEFAULT_CHECKLISTS). Saving replaces a type's list whole.
import { CHECKLIST_TYPES, DEFAULT_CHECKLISTS, type ChecklistType } from "~/domain/job-card.ts";
import { prisma, type Prisma } from "~/utils/db.server.ts";
import { configuredChecklists } from "./job-card.server.ts";

export async function checklistOverview() {
  const configured = await configuredChecklists();
  return CHECKLIST_TYPES.map((type) => ({
    type,
    configured: configured[type] ?? null,
    defaults: [...DEFAULT_CHECKLISTS[type]],
  }));
}

/** Deletes a type's own checklist and returns its labels in order (null: it used the defaults). */
async function removeChecklist(tx: Prisma.TransactionClient, type: ChecklistType) {
  const before = await tx.checklistTemplateItem.findMany({
    where: { serviceType: type },
    orderBy: { sortOrder: "asc" },
    select: { label: true },
  });
  await tx.checklistTemplateItem.deleteMany({ where: { serviceType: type } });
  return before.length ? before.map((b) => b.label) : null;
}

/** Replaces a type's checklist; returns what it was (null: the defaults) for the audit trail. */
export async function saveChecklist(type: ChecklistType, labels: readonly string[], now: Date) {
  return prisma.$transaction(async (tx) => {
    const before = await removeChecklist(tx, type);
    await tx.checklistTemplateItem.createMany({
      data: labels.map((label, i) => ({ serviceType: type, label, sortOrder: i, createdAt: now })),
    });
    return before;
  });
}

/** Back to Bosun's defaults; returns the list that was removed (null: it already used the defaults). */
export async function resetChecklist(type: ChecklistType) {
  return prisma.$transaction(async (tx) => {
    const before = await removeChecklist(tx, type);
    return before;
  });
}
