import { prisma } from "./db.server.ts";
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
