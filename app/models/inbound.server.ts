// Inbound e-mail and calls (issue 20, ADR 201). Each message is planned (what it refers to, who sent it, what it is
// about) and then processed once: a new enquiry job with its "enquiry received" event — so the automation rules run —
// or a note on the job it replies to. (channel, externalId) is unique: the same Message-ID or call id posted twice
// (a provider's retry, a second worker) gives back the first result and changes nothing.
import crypto from "node:crypto";
import {
  automaticMailReason,
  callSummary,
  classifyEnquiry,
  formatAuPhone,
  messageIdsIn,
  normalizeAuPhone,
  phoneVariants,
  replyTagIn,
  sampleEmail,
  stripQuotedReply,
  subjectReference,
  type CallEvent,
  type Classification,
  type HubItemTarget,
  type InboundReference,
  type ReplyTarget,
  type SampleEmailKind,
} from "~/domain/inbound.ts";
import type { HubItemRef } from "~/domain/communication-inbox.ts";
import { eventAudience } from "~/domain/events.ts";
import { FINISHED_JOB_STATUSES } from "~/domain/job-lifecycle.ts";
import { formatQuoteNumber } from "~/domain/quote.ts";
import { Refusal } from "~/domain/refusal.ts";
import { businessSettingsSnapshot } from "~/utils/business-settings.server.ts";
import { findPage, prisma, type Prisma } from "~/utils/db.server.ts";
import { verifiedReplyTag } from "~/utils/reply-address.server.ts";
import type { ParsedEmail } from "~/utils/mail-parse.server.ts";
import { fileStore, newStorageKey } from "~/utils/storage.server.ts";
import { recordEnquiryReceived } from "./enquiry.server.ts";
import { recordEvent } from "./events.server.ts";
import { createJob } from "./job.server.ts";
import { isIn } from "~/domain/labelled-values.ts";

type Tx = Prisma.TransactionClient;
export type InboundChannelKind = "email" | "call" | "voicemail";
export type MatchedBy = "tag" | "thread" | "subject" | "phone" | "sender" | "none";

export interface InboundPlan {
  channel: InboundChannelKind;
  externalId: string;
  outcome: "enquiry" | "attached" | "ignored";
  matchedBy: MatchedBy;
  reason: string;
  job: { id: string; number: number; title: string } | null;
  quote: { id: string; number: number } | null;
  /** The communication-hub item it follows up (a reply to the hub's e-mail), which it joins and opens again. */
  hubItem?: HubItemRef | null;
  customer: { id: string; fullName: string; email: string } | null;
  classification: Classification;
  fromAddress: string;
  fromName: string | null;
  subject: string;
  /** What is written on the job: the new text of a reply, the whole text of a new enquiry, or the call's summary. */
  text: string;
  attachments: { filename: string; contentType: string; size: number }[];
  /** Set when this message was processed before: what it became then. */
  duplicateOf: { id: string; outcome: string; jobId: string | null; createdAt: Date } | null;
}

const customerSelect = { id: true, fullName: true, email: true } as const;
/** What a logged message links to, on the logs and on the test consoles: the job it made and the matched customer. */
const messageLinksSelect = {
  job: { select: { id: true, number: true, title: true } },
  customer: { select: customerSelect },
} satisfies Prisma.InboundMessageSelect;
const jobSelect = {
  id: true,
  number: true,
  title: true,
  customerId: true,
  customerContactEmail: true,
  customer: { select: { email: true } },
} as const;

async function previous(channel: InboundChannelKind, externalId: string) {
  return prisma.inboundMessage.findUnique({
    where: { channel_externalId: { channel, externalId } },
    select: { id: true, outcome: true, jobId: true, createdAt: true },
  });
}

/** The job or quote a reference names, and whether `sender` is its customer (a number alone proves nothing). */
async function resolveReference(ref: InboundReference, sender: string) {
  if (ref.kind === "job") {
    const job = await prisma.job.findUnique({ where: { number: ref.number }, select: jobSelect });
    if (!job) return null;
    const senderIsCustomer = [job.customerContactEmail, job.customer?.email].includes(sender);
    return { job, quote: null, customerId: job.customerId, senderIsCustomer, label: `job #${job.number}` };
  }
  const quote = await prisma.quote.findUnique({
    where: { number: ref.number },
    select: { id: true, number: true, contactEmail: true, customerId: true, jobId: true },
  });
  if (!quote) return null;
  const job = quote.jobId ? await prisma.job.findUnique({ where: { id: quote.jobId }, select: jobSelect }) : null;
  return {
    job,
    quote: { id: quote.id, number: quote.number },
    customerId: quote.customerId,
    senderIsCustomer: quote.contactEmail === sender,
    label: `quote ${formatQuoteNumber(quote.number)}`,
  };
}

/**
 * The hub item a signed hub tag or a hub reply's Message-ID names (ADR 181 addendum): the enquiry job, the customer's
 * shared-cart message, or the quote answer (with its quote and the quote's job). Null when it no longer exists.
 */
async function resolveHubItem(target: HubItemTarget) {
  const hubItem: HubItemRef = { sourceType: target.source, sourceId: target.id };
  if (target.source === "job") {
    const job = await prisma.job.findFirst({ where: { id: target.id, source: "enquiry" }, select: jobSelect });
    return job ? { job, quote: null, hubItem, label: `enquiry #${job.number}` } : null;
  }
  if (target.source === "cart") {
    const message = await prisma.sharedCartMessage.findFirst({
      where: { id: target.id, authorType: "customer" },
      select: { sharedCart: { select: { recipientName: true } } },
    });
    return message
      ? { job: null, quote: null, hubItem, label: `the shared-cart message of ${message.sharedCart.recipientName}` }
      : null;
  }
  const answer = await prisma.quoteResponse.findFirst({
    where: { id: target.id },
    select: { quote: { select: { id: true, number: true, jobId: true } } },
  });
  if (!answer) return null;
  const job = answer.quote.jobId
    ? await prisma.job.findUnique({ where: { id: answer.quote.jobId }, select: jobSelect })
    : null;
  return {
    job,
    quote: { id: answer.quote.id, number: answer.quote.number },
    hubItem,
    label: `the answer to quote ${formatQuoteNumber(answer.quote.number)}`,
  };
}

/** The hub item whose reply (one of `threadIds`, our own Message-IDs) this e-mail answers. */
async function hubItemOfThread(threadIds: string[]) {
  const reply = await prisma.hubReply.findFirst({
    where: { messageId: { in: threadIds.slice(0, 50) } },
    orderBy: { createdAt: "desc" },
    select: { state: { select: { sourceType: true, sourceId: true } } },
  });
  if (!reply || !["job", "cart", "quote"].includes(reply.state.sourceType)) return null;
  return resolveHubItem({
    kind: "hub",
    source: reply.state.sourceType as HubItemTarget["source"],
    id: reply.state.sourceId,
  });
}

/** What an e-mail would become — read only; the processing test page shows it and processInboundEmail does it. */
export async function planInboundEmail(mail: ParsedEmail): Promise<InboundPlan> {
  const sender = mail.from.address;
  const classification = classifyEnquiry(`${mail.subject}\n${mail.text}`);
  const base = {
    channel: "email" as const,
    externalId: mail.messageId,
    fromAddress: sender,
    fromName: mail.from.name,
    subject: mail.subject,
    classification,
    attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.size })),
    duplicateOf: await previous("email", mail.messageId),
  };
  const customer = await prisma.user.findUnique({ where: { email: sender }, select: customerSelect });
  const automatic = automaticMailReason({ from: sender, headers: mail.headers });
  if (automatic)
    return {
      ...base,
      outcome: "ignored",
      matchedBy: "none",
      reason: `Not written by a person (${automatic}): logged, nothing started.`,
      job: null,
      quote: null,
      customer,
      text: mail.text,
    };

  const reply = stripQuotedReply(mail.text) || mail.text;
  const notes: string[] = [];
  // 0. A signed reply address (ADR 201 addendum): it proves the sender answers our e-mail about that record, so it
  //    attaches from any address (a customer replying from their work mailbox).
  // 1. A +tag on the address we received it at, 3. a number in the subject: only when the sender is that customer.
  // 2. A thread reference to a message we received before.
  const signed = verifiedReplyTag(mail.recipients);
  if (signed && !signed.valid) notes.push("its reply address carries a signature that does not verify");
  const byTag = replyTagIn(mail.recipients);
  const threadIds = messageIdsIn([mail.inReplyTo, ...mail.references]);
  const candidates: { how: MatchedBy; ref?: ReplyTarget; signed?: boolean }[] = [
    ...(signed?.valid ? [{ how: "tag" as const, ref: signed.ref, signed: true }] : []),
    ...(byTag ? [{ how: "tag" as const, ref: byTag }] : []),
    ...(threadIds.length ? [{ how: "thread" as const }] : []),
    ...(subjectReference(mail.subject) ? [{ how: "subject" as const, ref: subjectReference(mail.subject)! }] : []),
  ];
  for (const c of candidates) {
    if (c.how === "thread") {
      // A reply to the hub's e-mail (our own Message-ID) joins that hub item's thread.
      const hub = await hubItemOfThread(threadIds);
      if (hub)
        return {
          ...base,
          outcome: "attached",
          matchedBy: "thread",
          reason: `A reply in the thread of the hub's e-mail about ${hub.label}.`,
          job: hub.job ? { id: hub.job.id, number: hub.job.number, title: hub.job.title } : null,
          quote: hub.quote,
          hubItem: hub.hubItem,
          customer,
          text: reply,
        };
      const earlier = await prisma.inboundMessage.findFirst({
        where: { channel: "email", externalId: { in: threadIds.slice(0, 50) }, jobId: { not: null } },
        orderBy: { createdAt: "desc" },
        select: { job: { select: jobSelect } },
      });
      if (earlier?.job)
        return {
          ...base,
          outcome: "attached",
          matchedBy: "thread",
          reason: `A reply in the thread of an earlier e-mail on job #${earlier.job.number}.`,
          job: { id: earlier.job.id, number: earlier.job.number, title: earlier.job.title },
          quote: null,
          customer,
          text: reply,
        };
      notes.push("its thread reference names no message we know");
      continue;
    }
    if (c.ref!.kind === "hub") {
      const hub = await resolveHubItem(c.ref!);
      if (!hub) {
        notes.push("it answers a hub message that no longer exists");
        continue;
      }
      return {
        ...base,
        outcome: "attached",
        matchedBy: "tag",
        reason: `A reply about ${hub.label} (the signed reply address of the hub's e-mail).`,
        job: hub.job ? { id: hub.job.id, number: hub.job.number, title: hub.job.title } : null,
        quote: hub.quote,
        hubItem: hub.hubItem,
        customer,
        text: reply,
      };
    }
    const found = await resolveReference(c.ref!, sender);
    const what = c.ref!.kind === "job" ? `job #${c.ref!.number}` : `quote ${formatQuoteNumber(c.ref!.number)}`;
    if (!found) {
      notes.push(`it names ${what}, which does not exist`);
      continue;
    }
    if (c.signed)
      return {
        ...base,
        outcome: "attached",
        matchedBy: "tag",
        reason: `A reply about ${found.label} (the signed reply address it was sent to${
          found.senderIsCustomer ? "" : `; ${sender} is not the address on record`
        }).`,
        job: found.job ? { id: found.job.id, number: found.job.number, title: found.job.title } : null,
        quote: found.quote,
        customer,
        text: reply,
      };
    if (!found.senderIsCustomer) {
      notes.push(`it names ${found.label}, but ${sender} is not that customer`);
      continue;
    }
    return {
      ...base,
      outcome: "attached",
      matchedBy: c.how,
      reason: `A reply about ${found.label} (${c.how === "tag" ? "the +tag it was sent to" : "its subject"}), from its customer.`,
      job: found.job ? { id: found.job.id, number: found.job.number, title: found.job.title } : null,
      quote: found.quote,
      customer,
      text: reply,
    };
  }
  return {
    ...base,
    outcome: "enquiry",
    matchedBy: customer ? "sender" : "none",
    reason: `A new enquiry${customer ? ` from the customer ${customer.fullName}` : " from a new sender"}${
      notes.length ? ` (${notes.join("; ")})` : ""
    }.`,
    job: null,
    quote: null,
    customer,
    text: mail.text,
  };
}

export interface InboundResult {
  id: string;
  duplicate: boolean;
  outcome: string;
  jobId: string | null;
  jobNumber: number | null;
}

function isUniqueViolation(error: unknown) {
  return (error as { code?: string })?.code === "P2002";
}

/** Processes an e-mail once (idempotent on its Message-ID). */
export async function processInboundEmail(mail: ParsedEmail, opts: { now: Date }): Promise<InboundResult> {
  const plan = await planInboundEmail(mail);
  if (plan.duplicateOf) return duplicateResult(plan.duplicateOf);
  const stored = await storeAttachments(mail.attachments);
  return commit(plan, {
    now: opts.now,
    occurredAt: mail.date ?? opts.now,
    toAddress: mail.recipients[0] ?? null,
    attachments: stored,
    contact: { name: mail.from.name ?? mail.from.address, email: mail.from.address, phone: null },
  });
}

async function duplicateResult(dup: { id: string; outcome: string; jobId: string | null }): Promise<InboundResult> {
  const job = dup.jobId ? await prisma.job.findUnique({ where: { id: dup.jobId }, select: { number: true } }) : null;
  return { id: dup.id, duplicate: true, outcome: dup.outcome, jobId: dup.jobId, jobNumber: job?.number ?? null };
}

const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

async function storeAttachments(attachments: ParsedEmail["attachments"]) {
  const out: { filename: string; contentType: string; size: number; key: string | null }[] = [];
  for (const a of attachments) {
    if (a.size > MAX_ATTACHMENT_BYTES) {
      out.push({ filename: a.filename, contentType: a.contentType, size: a.size, key: null });
      continue;
    }
    const key = newStorageKey("inbound");
    await fileStore().put(key, a.content, { contentType: a.contentType });
    out.push({ filename: a.filename, contentType: a.contentType, size: a.size, key });
  }
  return out;
}

/** Writes what the plan says in one transaction: the job or the note, the event, and the log row (the unique key). */
async function commit(
  plan: InboundPlan,
  extra: {
    /** When it is processed: the time of the events it records. */
    now: Date;
    occurredAt: Date;
    toAddress: string | null;
    attachments: { filename: string; contentType: string; size: number; key: string | null }[];
    contact: { name: string; email: string; phone: string | null };
    durationSeconds?: number | null;
    recordingUrl?: string | null;
  },
): Promise<InboundResult> {
  try {
    // The row's id is chosen first so the job's text can point to the attachments' download links.
    const id = crypto.randomUUID();
    const files = extra.attachments.flatMap((a, n) =>
      a.key ? [`${a.filename} (/resources/inbound/${id}/attachments/${n})`] : [],
    );
    const filesLine = files.length ? `\n\nAttachments: ${files.join("; ")}` : "";
    const withFiles = { ...plan, text: `${plan.text}${filesLine}` };
    return await prisma.$transaction(async (tx) => {
      let jobId = plan.job?.id ?? null;
      let jobNumber = plan.job?.number ?? null;
      if (plan.outcome === "enquiry") {
        const created = await createEnquiryJob(tx, withFiles, extra.contact, extra.now);
        jobId = created.id;
        jobNumber = created.number;
      } else if (plan.outcome === "attached" && jobId) {
        const what = plan.channel === "email" ? `E-mail from ${plan.fromAddress}` : `Call from ${plan.fromAddress}`;
        await tx.jobEvent.create({
          data: {
            jobId,
            kind: "note",
            reason: `${what}${plan.subject ? `: ${plan.subject}` : ""}\n\n${withFiles.text}`.slice(0, 5000),
          },
        });
        await recordEvent(tx, {
          type: "job.note_added",
          subject: { type: "job", id: jobId },
          data: { channel: plan.channel, from: plan.fromAddress },
          audience: eventAudience(),
          occurredAt: extra.now,
        });
      }
      // The customer wrote again: the hub item it follows up holds it in its thread and is open again (ADR 181).
      const hubStateId =
        plan.outcome === "attached"
          ? await joinHubThread(tx, { plan, jobId, inboundId: id, occurredAt: extra.occurredAt })
          : null;
      const row = await tx.inboundMessage.create({
        data: {
          id,
          channel: plan.channel,
          externalId: plan.externalId,
          fromAddress: plan.fromAddress,
          fromName: plan.fromName,
          toAddress: extra.toAddress,
          subject: plan.subject || null,
          text: plan.text.slice(0, 50_000),
          durationSeconds: extra.durationSeconds ?? null,
          recordingUrl: extra.recordingUrl ?? null,
          attachments: JSON.stringify(extra.attachments),
          outcome: plan.outcome,
          matchedBy: plan.matchedBy,
          reason: plan.reason,
          classification: JSON.stringify(plan.classification),
          jobId,
          customerId: plan.customer?.id ?? null,
          quoteId: plan.quote?.id ?? null,
          hubStateId,
          occurredAt: extra.occurredAt,
        },
        select: { id: true },
      });
      return { id: row.id, duplicate: false, outcome: plan.outcome, jobId, jobNumber };
    });
  } catch (error) {
    // Two deliveries of the same message at once: the second's transaction (job and all) rolled back.
    if (!isUniqueViolation(error)) throw error;
    const dup = await previous(plan.channel, plan.externalId);
    if (!dup) throw error;
    return duplicateResult(dup);
  }
}

/**
 * The hub item an attached e-mail follows up: the one its tag or thread names (its state row created if it had
 * none), else the state of the enquiry job it attached to, if the hub has one. The item is opened again (audited as
 * hub.reopened when it was waiting or done) and its last customer activity moves it up the inbox.
 */
async function joinHubThread(
  tx: Tx,
  input: { plan: InboundPlan; jobId: string | null; inboundId: string; occurredAt: Date },
): Promise<string | null> {
  const ref = input.plan.hubItem;
  const link = ref
    ? ref.sourceType === "job"
      ? { jobId: ref.sourceId }
      : ref.sourceType === "cart"
        ? { cartMessageId: ref.sourceId }
        : { quoteResponseId: ref.sourceId }
    : null;
  const state = ref
    ? await tx.hubItemState.upsert({
        where: { sourceType_sourceId: { sourceType: ref.sourceType, sourceId: ref.sourceId } },
        create: { sourceType: ref.sourceType, sourceId: ref.sourceId, ...link, status: "open" },
        update: {},
        select: { id: true, status: true, sourceType: true, sourceId: true, lastCustomerAt: true },
      })
    : input.jobId
      ? await tx.hubItemState.findUnique({
          where: { jobId: input.jobId },
          select: { id: true, status: true, sourceType: true, sourceId: true, lastCustomerAt: true },
        })
      : null;
  if (!state) return null;
  const last =
    state.lastCustomerAt && state.lastCustomerAt > input.occurredAt ? state.lastCustomerAt : input.occurredAt;
  await tx.hubItemState.update({ where: { id: state.id }, data: { status: "open", lastCustomerAt: last } });
  if (state.status !== "open") {
    await tx.auditEvent.create({
      data: {
        action: "hub.reopened",
        entityType: "hub_item",
        entityId: `${state.sourceType}:${state.sourceId}`,
        details: JSON.stringify({
          reason: "customer wrote again",
          from: state.status,
          inboundMessageId: input.inboundId,
        }),
      },
    });
  }
  return state.id;
}

async function createEnquiryJob(
  tx: Tx,
  plan: InboundPlan,
  contact: { name: string; email: string; phone: string | null },
  now: Date,
) {
  const c = plan.classification;
  const isCall = plan.channel !== "email";
  const title = isCall
    ? `${plan.channel === "voicemail" ? "Voicemail" : "Call"} from ${plan.customer?.fullName ?? plan.fromName ?? formatAuPhone(plan.fromAddress)}`
    : `E-mail: ${plan.subject || "(no subject)"}`;
  const job = await createJob(tx, {
    title: title.slice(0, 200),
    description: plan.text.slice(0, 10_000),
    status: "quote_requested",
    source: "enquiry",
    priority: c.priority,
    customerId: plan.customer?.id ?? null,
    customerContactName: plan.customer?.fullName ?? contact.name,
    customerContactEmail: plan.customer?.email ?? contact.email,
    customerContactPhone: contact.phone,
    serviceCategory: c.category || null,
  });
  await recordEnquiryReceived(tx, job, {
    data: {
      serviceCategory: c.category,
      services: "",
      source: plan.channel === "email" ? "email" : "phone",
      channel: plan.channel,
      priority: c.priority,
      subject: plan.subject,
      vesselType: "",
      vesselLengthMetres: null,
      customerEmail: plan.customer?.email ?? contact.email,
      customerName: plan.customer?.fullName ?? contact.name,
      ...(isCall ? { callerPhone: plan.fromAddress } : {}),
    },
    audience: eventAudience(plan.customer?.id),
    occurredAt: now,
  });
  return job;
}

// ───────────── calls ─────────────

/** The customer a number belongs to: an account with that phone, else the customer of the latest job with it. */
export async function findCustomerByPhone(e164: string) {
  const variants = phoneVariants(e164);
  const user = await prisma.user.findFirst({
    where: { phone: { in: variants } },
    select: customerSelect,
    orderBy: { createdAt: "asc" },
  });
  if (user) return { customer: user, contact: null, how: "the customer's account" };
  const select = {
    number: true,
    customerContactName: true,
    customerContactEmail: true,
    customer: { select: customerSelect },
  } as const;
  // A job of a customer with an account first; else the latest enquirer who gave that number.
  const job =
    (await prisma.job.findFirst({
      where: { customerContactPhone: { in: variants }, customerId: { not: null } },
      orderBy: { createdAt: "desc" },
      select,
    })) ??
    (await prisma.job.findFirst({
      where: { customerContactPhone: { in: variants } },
      orderBy: { createdAt: "desc" },
      select,
    }));
  if (job?.customer) return { customer: job.customer, contact: null, how: `the phone on job #${job.number}` };
  if (job)
    return {
      customer: null,
      contact: { name: job.customerContactName, email: job.customerContactEmail },
      how: `the phone on job #${job.number}`,
    };
  return null;
}

export async function planInboundCall(
  call: CallEvent,
): Promise<InboundPlan & { contact: { name: string; email: string } | null }> {
  const e164 = normalizeAuPhone(call.from);
  const from = e164 ?? call.from;
  const match = e164 ? await findCustomerByPhone(e164) : null;
  const text = callSummary({ type: call.type, durationSeconds: call.durationSeconds, transcript: call.transcript });
  const who = match?.customer?.fullName ?? match?.contact?.name ?? call.callerName ?? null;
  return {
    channel: call.type,
    externalId: call.id,
    outcome: "enquiry",
    matchedBy: match ? "phone" : "none",
    reason: match
      ? `A new enquiry from ${who}, matched by ${match.how} (${formatAuPhone(from)}).`
      : e164
        ? `A new enquiry from an unknown caller (${formatAuPhone(from)}).`
        : `A new enquiry; the caller's number "${call.from}" is not one we can read.`,
    job: null,
    quote: null,
    customer: match?.customer ?? null,
    contact: match?.contact ?? null,
    classification: classifyEnquiry(call.transcript ?? ""),
    fromAddress: from,
    fromName: who,
    subject: "",
    text,
    attachments: [],
    duplicateOf: await previous(call.type, call.id),
  };
}

/** Processes a call event once (idempotent on the provider's call id). */
export async function processInboundCall(call: CallEvent, opts: { now: Date }): Promise<InboundResult> {
  const plan = await planInboundCall(call);
  if (plan.duplicateOf) return duplicateResult(plan.duplicateOf);
  return commit(plan, {
    now: opts.now,
    occurredAt: new Date(call.startedAt),
    toAddress: call.to ?? null,
    attachments: [],
    contact: {
      name: plan.contact?.name ?? call.callerName ?? `Caller ${formatAuPhone(plan.fromAddress)}`,
      email: plan.contact?.email ?? "",
      phone: plan.fromAddress,
    },
    durationSeconds: call.durationSeconds,
    recordingUrl: call.recordingUrl ?? null,
  });
}

// ───────────── linking a call to an open job (ADR 201 addendum) ─────────────

export class CallLinkRefusal extends Refusal {}

const CALL_CHANNELS = ["call", "voicemail"];

/** A caller's open jobs (not completed, invoiced or paid) that a call could be linked to, newest first. */
export async function openJobsForCustomers(customerIds: string[]) {
  if (customerIds.length === 0) return new Map<string, { id: string; number: number; title: string }[]>();
  const jobs = await prisma.job.findMany({
    where: { customerId: { in: customerIds.slice(0, 100) }, status: { notIn: [...FINISHED_JOB_STATUSES] } },
    orderBy: { createdAt: "desc" },
    take: 200,
    select: { id: true, number: true, title: true, customerId: true },
  });
  const byCustomer = new Map<string, { id: string; number: number; title: string }[]>();
  for (const { customerId, ...job } of jobs) {
    const list = byCustomer.get(customerId!) ?? [];
    if (list.length < 20) list.push(job);
    byCustomer.set(customerId!, list);
  }
  return byCustomer;
}

/**
 * Staff say a logged call is about one of that customer's open jobs: the call is attached to that job (a note with
 * what was said, `job.note_added`), and the enquiry it first made gets a note pointing there (it stays, for staff
 * to close). Once per call: a call already linked, unmatched to a customer, or a job that is not that customer's or is
 * finished is refused with the reason.
 */
export async function linkCallToJob(input: { messageId: string; jobId: string; actorId: string; now: Date }) {
  return prisma.$transaction(async (tx) => {
    const call = await tx.inboundMessage.findFirst({
      where: { id: input.messageId, channel: { in: CALL_CHANNELS } },
      select: {
        id: true,
        outcome: true,
        customerId: true,
        fromAddress: true,
        fromName: true,
        text: true,
        job: { select: { id: true, number: true } },
      },
    });
    if (!call) throw new CallLinkRefusal("That call is not in the log.");
    if (!call.customerId)
      throw new CallLinkRefusal("The caller is not matched to a customer: there is no job to link.");
    if (call.outcome !== "enquiry") throw new CallLinkRefusal("This call is already attached to a job.");
    const job = await tx.job.findUnique({
      where: { id: input.jobId },
      select: { id: true, number: true, customerId: true, status: true },
    });
    if (!job || job.customerId !== call.customerId)
      throw new CallLinkRefusal("That job is not one of this caller's.", "jobId");
    if (isIn(FINISHED_JOB_STATUSES, job.status))
      throw new CallLinkRefusal(`Job #${job.number} is finished: link the call to an open job.`, "jobId");
    if (job.id === call.job?.id) throw new CallLinkRefusal("That is the enquiry this call made.", "jobId");
    const actor = await tx.user.findUnique({ where: { id: input.actorId }, select: { fullName: true } });
    const by = actor?.fullName ?? "staff";
    const first = call.job ? ` (its enquiry #${call.job.number} is closed)` : "";
    // Conditional: two staff linking the same call at once — one wins, the other is told.
    const { count } = await tx.inboundMessage.updateMany({
      where: { id: call.id, outcome: "enquiry" },
      data: {
        outcome: "attached",
        jobId: job.id,
        reason: `Linked by ${by} to job #${job.number}${first}.`.slice(0, 500),
      },
    });
    if (count !== 1) throw new CallLinkRefusal("This call is already attached to a job.");
    const who = `${call.fromName ? `${call.fromName}, ` : ""}${formatAuPhone(call.fromAddress)}`;
    await tx.jobEvent.create({
      data: {
        jobId: job.id,
        kind: "note",
        actorId: input.actorId,
        reason: `Call from ${who}, linked by ${by}\n\n${call.text}`.slice(0, 5000),
      },
    });
    let closed = false;
    if (call.job) {
      await tx.jobEvent.create({
        data: {
          jobId: call.job.id,
          kind: "note",
          actorId: input.actorId,
          reason: `${by} linked this call to job #${job.number}`,
        },
      });
      closed = await closeMergedEnquiry(tx, { enquiry: call.job, into: job, callId: call.id, actorId: input.actorId });
    }
    await recordEvent(tx, {
      type: "job.note_added",
      subject: { type: "job", id: job.id },
      data: { channel: "call", from: call.fromAddress },
      audience: eventAudience(),
      occurredAt: input.now,
    });
    return { jobId: job.id, jobNumber: job.number, closedEnquiryNumber: closed ? call.job!.number : null };
  });
}

/**
 * The enquiry a linked call had opened is merged into the job it is about (ADR 181 addendum, 2026-11-27): its
 * communication-hub item is marked done (its state row created if it had none), audited as hub.merged. A customer's
 * later e-mail on it opens it again, as on any item.
 */
async function closeMergedEnquiry(
  tx: Tx,
  input: {
    enquiry: { id: string; number: number };
    into: { id: string; number: number };
    callId: string;
    actorId: string;
  },
) {
  const enquiry = await tx.job.findUnique({ where: { id: input.enquiry.id }, select: { source: true } });
  if (enquiry?.source !== "enquiry") return false;
  const key = { sourceType: "job", sourceId: input.enquiry.id };
  const before = await tx.hubItemState.findUnique({ where: { sourceType_sourceId: key }, select: { status: true } });
  await tx.hubItemState.upsert({
    where: { sourceType_sourceId: key },
    create: { ...key, jobId: input.enquiry.id, status: "done" },
    update: { status: "done" },
  });
  await tx.auditEvent.create({
    data: {
      action: "hub.merged",
      actorId: input.actorId,
      entityType: "hub_item",
      entityId: `job:${input.enquiry.id}`,
      details: JSON.stringify({
        from: before?.status ?? "open",
        to: "done",
        mergedInto: { jobId: input.into.id, number: input.into.number },
        callId: input.callId,
      }),
    },
  });
  return true;
}

// ───────────── the logs ─────────────

export async function listInbound(filter: {
  channels: InboundChannelKind[];
  outcome?: string;
  matched?: "yes" | "no";
  skip: number;
  take: number;
}) {
  const where: Prisma.InboundMessageWhereInput = {
    channel: { in: filter.channels },
    ...(filter.outcome ? { outcome: filter.outcome } : {}),
    ...(filter.matched === "yes" ? { customerId: { not: null } } : filter.matched === "no" ? { customerId: null } : {}),
  };
  return findPage(
    prisma.inboundMessage,
    { skip: filter.skip, take: Math.min(filter.take, 100) },
    {
      where,
      orderBy: { occurredAt: "desc" },
      select: {
        id: true,
        channel: true,
        fromAddress: true,
        fromName: true,
        subject: true,
        text: true,
        durationSeconds: true,
        recordingUrl: true,
        outcome: true,
        matchedBy: true,
        reason: true,
        occurredAt: true,
        attachments: true,
        ...messageLinksSelect,
      },
    },
  );
}

export async function getInboundMessage(id: string) {
  return prisma.inboundMessage.findUnique({
    where: { id },
    select: {
      id: true,
      channel: true,
      outcome: true,
      reason: true,
      subject: true,
      fromAddress: true,
      fromName: true,
      matchedBy: true,
      ...messageLinksSelect,
    },
  });
}

/** A sample for the test page, with a fresh Message-ID; a reply answers the latest e-mailed enquiry as its customer. */
export async function sampleEmailFor(kind: SampleEmailKind, now: Date) {
  const job =
    kind === "reply"
      ? await prisma.job.findFirst({
          where: { source: "enquiry", customerContactEmail: { contains: "@" } },
          orderBy: { createdAt: "desc" },
          select: { number: true, customerContactEmail: true, customerContactName: true },
        })
      : null;
  return sampleEmail(job || kind !== "reply" ? kind : "new", {
    messageId: `sample-${crypto.randomBytes(6).toString("hex")}@example.net`,
    date: now,
    to: businessSettingsSnapshot().email,
    ...(job
      ? { reply: { email: job.customerContactEmail, name: job.customerContactName, jobNumber: job.number } }
      : {}),
  });
}

/** A number the console can start from: the phone on the latest job that has one (the demo owner's, in the seed). */
export async function latestContactPhone() {
  const job = await prisma.job.findFirst({
    where: { customerContactPhone: { not: null } },
    orderBy: { createdAt: "desc" },
    select: { customerContactPhone: true },
  });
  return job?.customerContactPhone ?? "";
}

/** Calls and voicemails by type, for the monitoring page's counts. */
export async function callCounts() {
  const rows = await prisma.inboundMessage.groupBy({
    by: ["channel", "outcome"],
    where: { channel: { in: ["call", "voicemail"] } },
    _count: { _all: true },
  });
  const matched = await prisma.inboundMessage.count({
    where: { channel: { in: ["call", "voicemail"] }, customerId: { not: null } },
  });
  const of = (channel: string) => rows.filter((r) => r.channel === channel).reduce((n, r) => n + r._count._all, 0);
  return { calls: of("call"), voicemails: of("voicemail"), matched };
}

const SERVED_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "application/pdf", "text/plain"]);

/** An inbound e-mail's attachment for download (staff only, checked by the route): its bytes, a safe name and type. */
export async function inboundAttachment(id: string, index: number) {
  const row = await prisma.inboundMessage.findUnique({ where: { id }, select: { attachments: true } });
  if (!row || !Number.isInteger(index) || index < 0) return null;
  let list: { filename?: unknown; contentType?: unknown; key?: unknown }[] = [];
  try {
    const parsed: unknown = JSON.parse(row.attachments);
    if (Array.isArray(parsed)) list = parsed as typeof list;
  } catch {
    return null;
  }
  const a = list[index];
  if (!a || typeof a.key !== "string") return null;
  const bytes = await fileStore().get(a.key);
  if (!bytes) return null;
  const declared = typeof a.contentType === "string" ? a.contentType.toLowerCase() : "";
  return {
    // The sender chose the name and the type: the name is reduced to safe characters, and only plain types are
    // served as themselves (always as a download; nosniff is on every response).
    fileName: (typeof a.filename === "string" ? a.filename : "attachment").replace(/[^\w.\- ]+/g, "_").slice(0, 120),
    contentType: SERVED_TYPES.has(declared) ? declared : "application/octet-stream",
    bytes,
  };
}
