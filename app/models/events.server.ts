// Recording domain events (ADR 120). Call inside the transaction that makes the change, so an event exists exactly
// when its change does. On PostgreSQL the same transaction NOTIFYs every server process (delivered on commit); on
// SQLite the one process finds new events by polling (models/live.server.ts).
import type { Prisma } from "~/utils/db.server.ts";
import { DATABASE_ENGINE, prisma } from "~/utils/db.server.ts";
import { parseAudience } from "~/domain/events.ts";
import { dispatchEvent } from "./automations.server.ts";

export const LIVE_CHANNEL = "bosun_events";

export interface NewEvent {
  type: string;
  subject: { type: string; id: string };
  data?: Record<string, unknown>;
  /** User ids (besides staff) who may be told live. */
  audience?: string[];
  actorId?: string | null;
  occurredAt?: Date;
}

export async function recordEvent(tx: Prisma.TransactionClient, event: NewEvent) {
  const row = await tx.domainEvent.create({
    data: {
      type: event.type,
      subjectType: event.subject.type,
      subjectId: event.subject.id,
      data: JSON.stringify(event.data ?? {}),
      audience: JSON.stringify(event.audience ?? []),
      actorId: event.actorId ?? null,
      ...(event.occurredAt ? { occurredAt: event.occurredAt } : {}),
    },
    select: { seq: true, occurredAt: true },
  });
  // Automations (ADR 200): the rules listening to this type enqueue their work in this same transaction.
  await dispatchEvent(tx, {
    seq: row.seq,
    type: event.type,
    subjectType: event.subject.type,
    subjectId: event.subject.id,
    data: event.data ?? {},
    occurredAt: row.occurredAt,
  });
  if (DATABASE_ENGINE === "postgresql") {
    await tx.$executeRaw`SELECT pg_notify(${LIVE_CHANNEL}, ${String(row.seq)})`;
  }
  return row.seq;
}

export interface StoredEvent {
  seq: number;
  type: string;
  subjectType: string;
  subjectId: string;
  data: Record<string, unknown>;
  audience: string[];
  actorId: string | null;
  occurredAt: Date;
}

function toStored(row: {
  seq: number;
  type: string;
  subjectType: string;
  subjectId: string;
  data: string;
  audience: string;
  actorId: string | null;
  occurredAt: Date;
}): StoredEvent {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.data);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) data = parsed as Record<string, unknown>;
  } catch {
    // A malformed row carries no facts; its type and subject still say what happened.
  }
  return { ...row, data, audience: parseAudience(row.audience) };
}

/** Events after `afterSeq`, oldest first (readers that follow the stream). */
export async function eventsAfter(afterSeq: number, limit = 200): Promise<StoredEvent[]> {
  const rows = await prisma.domainEvent.findMany({
    where: { seq: { gt: afterSeq } },
    orderBy: { seq: "asc" },
    take: limit,
  });
  return rows.map(toStored);
}

/** The newest event's position (0 when there is none): where a new reader starts. */
export async function latestEventSeq(): Promise<number> {
  const row = await prisma.domainEvent.findFirst({ orderBy: { seq: "desc" }, select: { seq: true } });
  return row?.seq ?? 0;
}

/** The events of one record, newest first. */
export async function eventsOf(subjectType: string, subjectId: string, take = 50): Promise<StoredEvent[]> {
  const rows = await prisma.domainEvent.findMany({
    where: { subjectType, subjectId },
    orderBy: { seq: "desc" },
    take,
  });
  return rows.map(toStored);
}
