import { prisma, type Prisma } from "./db.server.ts";
import { getClientIp } from "./request.server.ts";

export interface AuditInput {
  action: string;
  /** The person really acting (for an impersonating admin: the admin). */
  actorId?: string | null;
  subjectUserId?: string | null;
  entityType?: string;
  entityId?: string;
  details?: Record<string, unknown>;
}

export async function recordAudit(request: Request | null, input: AuditInput) {
  await prisma.auditEvent.create({
    data: {
      action: input.action,
      actorId: input.actorId ?? null,
      subjectUserId: input.subjectUserId ?? null,
      entityType: input.entityType,
      entityId: input.entityId,
      ipAddress: request ? getClientIp(request) : null,
      details: input.details ? JSON.stringify(input.details) : null,
    },
  });
}

/** recordAudit for one kind of record, outside a request: `const audit = auditOf("gallery_image")`, then
 * `audit("gallery.image_deleted", id, actorId, { title })`. */
export function auditOf(entityType: string) {
  return (action: string, entityId: string, actorId: string | null, details?: Record<string, unknown>) =>
    recordAudit(null, { action, actorId, entityType, entityId, details });
}

/** What an audited change stored in its details: the record before and after it (null when absent or unreadable). */
export function auditedChange(details: string | null): { before: unknown; after: unknown } {
  try {
    const d = details ? (JSON.parse(details) as { before?: unknown; after?: unknown }) : {};
    return { before: d.before ?? null, after: d.after ?? null };
  } catch {
    return { before: null, after: null };
  }
}

/** The audited changes a filter picks, newest first: when, who ("system" when no one) and each one's before/after. */
export async function changeHistory(where: Prisma.AuditEventWhereInput, take: number) {
  const rows = await prisma.auditEvent.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: { id: true, createdAt: true, details: true, actor: { select: { fullName: true } } },
  });
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt,
    by: r.actor?.fullName ?? "system",
    ...auditedChange(r.details),
  }));
}
