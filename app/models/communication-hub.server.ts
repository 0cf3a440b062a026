// The communication hub (issue 18, ADR 181): the outbox/log of every e-mail the product sent, filtered and paged on
// the server (indexes on status+createdAt and template+createdAt), and sending a failed one again. What customers
// said (the inbox) is models/communication-inbox.server.ts.
import { retryProblem, NOT_TEMPLATED, type OutboxFilters } from "~/domain/communication-hub.ts";
import { sydneyWallTimeToUtc, endOfSydneyDay } from "~/domain/dates.ts";
import { Refusal } from "~/domain/refusal.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { findPage, prisma, textContains, type Prisma } from "~/utils/db.server.ts";
import { sendEmail, type EmailThread } from "~/utils/email.server.ts";

export class RetryRefusal extends Refusal {}

export function outboxWhere(f: OutboxFilters): Prisma.EmailMessageWhereInput {
  const where: Prisma.EmailMessageWhereInput = {};
  if (f.status) where.status = f.status;
  if (f.to) where.to = textContains(f.to);
  if (f.template) where.template = f.template === NOT_TEMPLATED ? null : f.template;
  if (f.from || f.until) {
    where.createdAt = {
      ...(f.from ? { gte: sydneyWallTimeToUtc(f.from) } : {}),
      ...(f.until ? { lte: endOfSydneyDay(f.until) } : {}),
    };
  }
  return where;
}

export async function listOutbox(f: OutboxFilters, page: { skip: number; take: number }) {
  const where = outboxWhere(f);
  const [{ total, rows: messages }, failed] = await Promise.all([
    findPage(prisma.emailMessage, page, {
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: {
        id: true,
        to: true,
        subject: true,
        status: true,
        transport: true,
        template: true,
        error: true,
        retriedById: true,
        attachments: true,
        createdAt: true,
      },
    }),
    prisma.emailMessage.count({ where: { status: "failed", retriedById: null } }),
  ]);
  return {
    total,
    failedWaiting: failed,
    messages: messages.map(({ attachments, ...m }) => ({
      ...m,
      hasAttachments: !!attachments,
      retryProblem: retryProblem({ status: m.status, retriedById: m.retriedById, attachments }),
    })),
  };
}

/** The threading headers a message was sent with (a hub reply), so sending it again keeps it in its thread. */
function threadOf(headers: string | null): EmailThread | undefined {
  if (!headers) return undefined;
  try {
    const t = JSON.parse(headers) as Partial<EmailThread>;
    return typeof t.messageId === "string" ? (t as EmailThread) : undefined;
  } catch {
    return undefined;
  }
}

/** The Reply-To a logged e-mail was sent with (a signed reply address, ADR 201). */
function replyToOf(headers: string | null): string | null {
  try {
    const value = (JSON.parse(headers ?? "null") as { replyTo?: unknown } | null)?.replyTo;
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

/** Sends a failed e-mail again, once: a new message in the log, the failed one pointing at it. */
export async function retryEmail(id: string, actorId: string | null) {
  const message = await prisma.emailMessage.findUnique({ where: { id } });
  if (!message) throw new RetryRefusal("That e-mail is not in the log.");
  const problem = retryProblem(message);
  if (problem) throw new RetryRefusal(problem);
  // Claim it first, so two clicks (or two admins) send it once.
  const claimed = await prisma.emailMessage.updateMany({
    where: { id, status: "failed", retriedById: null },
    data: { retriedById: "sending" },
  });
  if (claimed.count === 0) throw new RetryRefusal("This e-mail has already been sent again.");
  let again;
  try {
    again = await sendEmail({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
      template: message.template ?? undefined,
      thread: threadOf(message.headers),
      replyTo: replyToOf(message.headers),
    });
  } catch (error) {
    await prisma.emailMessage.update({ where: { id }, data: { retriedById: null } });
    throw error;
  }
  await prisma.emailMessage.update({ where: { id }, data: { retriedById: again.id } });
  await recordAudit(null, {
    action: "email.retried",
    actorId,
    entityType: "email",
    entityId: id,
    details: { to: message.to, newMessageId: again.id, status: again.status },
  });
  return again;
}
