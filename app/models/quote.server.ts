// Quotes: building and sending (staff/admin), the customer's link and answers, and quote → job.
import crypto from "node:crypto";
import { formatDate, sydneyDateKey } from "~/domain/dates.ts";
import { formatInvoiceNumber } from "~/domain/invoice.ts";
import { jobStatusRank, isJobStatus, type JobStatus } from "~/domain/job-lifecycle.ts";
import { centsToInput, formatCents, parseDollarsToCents } from "~/domain/money.ts";
import {
  CUSTOMER_VISIBLE_QUOTE_STATUSES,
  QUOTE_NUMBER_START,
  answerRefusal,
  baseTotals,
  canEditQuote,
  canRevokeQuote,
  canSendQuote,
  chosenLines,
  depositCents,
  effectiveQuoteStatus,
  exclusiveFromInclusive,
  formatQuoteNumber,
  isDepositType,
  isPastValidity,
  quoteContentVersion,
  quoteValidUntil,
  totalsOf,
  type AnswerRefusal,
  type DepositRule,
} from "~/domain/quote.ts";
import { depositValueOf, type QuoteFormValue } from "~/domain/quote-schemas.ts";
import { estimatePriceCents } from "~/domain/service-types.ts";
import { findPage, prisma, type Prisma, textContains } from "~/utils/db.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { nextCounterValue } from "./counter.server.ts";
import { publicInvoiceUrl, sendInvoiceEmail } from "./invoice-email.server.ts";
import { LIVE_DEPOSIT_INVOICE, createDepositInvoice } from "./invoice.server.ts";
import { recordEvent } from "./events.server.ts";
import { createJob, setJobStatus } from "./job.server.ts";
import { replaceJobItems, scheduleJob } from "./job-ops.server.ts";
import { servicesOnSale } from "./catalogue.server.ts";

export function newQuoteToken() {
  return crypto.randomBytes(24).toString("base64url");
}

export function quoteUrl(token: string) {
  return `${getEnv().appUrl}/quote/${token}`;
}

// ───────────── catalogue lines ─────────────

export async function listCatalogue() {
  return prisma.serviceDefinition.findMany({
    ...servicesOnSale,
    select: {
      serviceType: true,
      serviceName: true,
      category: true,
      basePriceCents: true,
      pricePerMetreCents: true,
      estimatedDurationHours: true,
    },
  });
}
export type CatalogueOption = Awaited<ReturnType<typeof listCatalogue>>[number];

/** A builder line for a catalogue service, priced for the vessel's length, GST exclusive. */
export function catalogueLine(def: CatalogueOption, lengthMetres?: number | null) {
  const inclusive = estimatePriceCents(def, lengthMetres);
  return {
    serviceType: def.serviceType,
    name: def.serviceName,
    description: `About ${def.estimatedDurationHours} h on site${lengthMetres ? ` for a ${lengthMetres} m vessel` : ""}`,
    quantity: "1",
    unitPrice: centsToInput(exclusiveFromInclusive(inclusive)),
  };
}

// ───────────── reading ─────────────

const quoteDetailSelect = {
  id: true,
  number: true,
  token: true,
  status: true,
  title: true,
  customerId: true,
  contactName: true,
  contactEmail: true,
  contactPhone: true,
  vesselId: true,
  vesselName: true,
  jobId: true,
  notes: true,
  validUntil: true,
  depositType: true,
  depositValue: true,
  subtotalCents: true,
  taxRateBasisPoints: true,
  taxCents: true,
  totalCents: true,
  acceptedSubtotalCents: true,
  acceptedTaxCents: true,
  acceptedTotalCents: true,
  acceptedDepositCents: true,
  sentAt: true,
  viewedAt: true,
  respondedAt: true,
  revokedAt: true,
  createdAt: true,
  updatedAt: true,
  createdBy: { select: { id: true, fullName: true, email: true } },
  customer: { select: { id: true, fullName: true } },
  job: { select: { id: true, number: true, status: true } },
  invoices: {
    where: LIVE_DEPOSIT_INVOICE,
    take: 1,
    select: { id: true, number: true, status: true, publicToken: true, totalCents: true, outstandingCents: true },
  },
  items: {
    orderBy: { sortOrder: "asc" },
    select: {
      id: true,
      serviceType: true,
      name: true,
      description: true,
      quantity: true,
      unitPriceCents: true,
      totalCents: true,
      optional: true,
      selected: true,
    },
  },
  responses: {
    orderBy: { createdAt: "desc" },
    take: 20,
    select: {
      id: true,
      kind: true,
      fullName: true,
      message: true,
      termsAccepted: true,
      itemsSnapshot: true,
      totalCents: true,
      depositCents: true,
      ipAddress: true,
      createdAt: true,
    },
  },
} satisfies Prisma.QuoteSelect;

export type QuoteDetail = Prisma.QuoteGetPayload<{ select: typeof quoteDetailSelect }>;

/** The facts a quote event carries (automations match on them; readers load the quote for more). */
function quoteEventData(quote: {
  id: string;
  number: number;
  title: string;
  totalCents: number;
  contactEmail: string;
  contactName: string;
  jobId?: string | null;
  job?: { id: string } | null;
}) {
  return {
    quoteId: quote.id,
    number: formatQuoteNumber(quote.number),
    title: quote.title,
    totalCents: quote.totalCents,
    jobId: quote.jobId ?? quote.job?.id ?? null,
    customerEmail: quote.contactEmail,
    customerName: quote.contactName,
  };
}

export async function getQuote(id: string) {
  return prisma.quote.findUnique({ where: { id }, select: quoteDetailSelect });
}

export async function getQuoteByToken(token: string) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  return prisma.quote.findUnique({ where: { token }, select: quoteDetailSelect });
}

export function depositRuleOf(q: { depositType: string; depositValue: number }): DepositRule {
  return { type: isDepositType(q.depositType) ? q.depositType : "none", value: q.depositValue };
}

export function versionOf(q: QuoteDetail) {
  return quoteContentVersion(q);
}

/** The quote form's customer and vessel fields, from the quote, the enquiry or the customer it starts from. */
export function quoteFormCustomer(
  contact: { name: string; email: string; phone: string | null },
  vessel: { id: string | null; name: string | null } | undefined,
) {
  return {
    customerName: contact.name,
    customerEmail: contact.email,
    customerPhone: contact.phone ?? "",
    vesselName: vessel?.name ?? "",
    vesselId: vessel?.id ?? "",
  };
}

/** Form values for editing an existing quote. */
export function quoteFormDefaults(q: QuoteDetail) {
  return {
    title: q.title,
    ...quoteFormCustomer(
      { name: q.contactName, email: q.contactEmail, phone: q.contactPhone },
      { id: q.vesselId, name: q.vesselName },
    ),
    jobId: q.jobId ?? "",
    validUntil: sydneyDateKey(q.validUntil),
    depositType: q.depositType,
    depositValue:
      q.depositType === "fixed"
        ? centsToInput(q.depositValue)
        : q.depositType === "percent"
          ? String(q.depositValue)
          : "",
    notes: q.notes ?? "",
    items: q.items.map((i) => ({
      serviceType: i.serviceType ?? "",
      name: i.name,
      description: i.description ?? "",
      quantity: String(i.quantity),
      unitPrice: centsToInput(i.unitPriceCents),
      optional: i.optional ? "on" : undefined,
    })),
  };
}

const listSelect = {
  id: true,
  number: true,
  title: true,
  status: true,
  contactName: true,
  contactEmail: true,
  vesselName: true,
  totalCents: true,
  acceptedTotalCents: true,
  validUntil: true,
  sentAt: true,
  updatedAt: true,
  createdBy: { select: { fullName: true } },
  job: { select: { id: true, number: true, status: true } },
} satisfies Prisma.QuoteSelect;

export async function listQuotes(opts: { q: string; status: string | null; skip: number; take: number; now: Date }) {
  const and: Prisma.QuoteWhereInput[] = [];
  if (opts.status === "expired") {
    // Stored as expired, or still open but past its validity.
    and.push({ OR: [{ status: "expired" }, { status: { in: ["sent", "viewed"] }, validUntil: { lt: opts.now } }] });
  } else if (opts.status === "sent" || opts.status === "viewed") {
    and.push({ status: opts.status, validUntil: { gte: opts.now } });
  } else if (opts.status) and.push({ status: opts.status });
  if (opts.q) {
    const n = opts.q.match(/^(?:q-?)?(\d{1,9})$/i);
    if (n) and.push({ number: Number(n[1]) });
    else
      and.push({
        OR: [
          { contactName: textContains(opts.q) },
          { contactEmail: textContains(opts.q.toLowerCase()) },
          { vesselName: textContains(opts.q) },
          { title: textContains(opts.q) },
        ],
      });
  }
  const where: Prisma.QuoteWhereInput = and.length ? { AND: and } : {};
  const { total, rows: quotes } = await findPage(prisma.quote, opts, {
    where,
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    select: listSelect,
  });
  return {
    total,
    quotes: quotes.map((q) => ({ ...q, status: effectiveQuoteStatus(q.status, q.validUntil, opts.now) })),
  };
}

/** A signed-in customer's quotes: theirs by account or by e-mail address; never drafts. */
export async function listCustomerQuotes(user: { id: string; email: string }, now: Date) {
  const quotes = await prisma.quote.findMany({
    where: {
      status: { in: [...CUSTOMER_VISIBLE_QUOTE_STATUSES] },
      OR: [{ customerId: user.id }, { contactEmail: user.email.toLowerCase() }],
    },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: 100,
    select: {
      id: true,
      number: true,
      token: true,
      title: true,
      status: true,
      vesselName: true,
      totalCents: true,
      acceptedTotalCents: true,
      validUntil: true,
      sentAt: true,
    },
  });
  return quotes.map((q) => ({ ...q, status: effectiveQuoteStatus(q.status, q.validUntil, now) }));
}

export async function listQuotesFor(where: Prisma.QuoteWhereInput, now: Date, take = 20) {
  const quotes = await prisma.quote.findMany({ where, orderBy: { updatedAt: "desc" }, take, select: listSelect });
  return quotes.map((q) => ({ ...q, status: effectiveQuoteStatus(q.status, q.validUntil, now) }));
}

// ───────────── building ─────────────

export type SaveResult = { ok: true; id: string } | { ok: false; fieldErrors: Record<string, string[]> };

function lineData(value: QuoteFormValue) {
  return value.items.map((item, index) => {
    const unitPriceCents = parseDollarsToCents(item.unitPrice) ?? 0;
    return {
      serviceType: item.serviceType || null,
      name: item.name,
      description: item.description || null,
      quantity: item.quantity,
      unitPriceCents,
      totalCents: item.quantity * unitPriceCents,
      optional: !!item.optional,
      sortOrder: index,
    };
  });
}

/** Creates or updates a quote from the builder form. Validity must not be in the past. */
export async function saveQuote(
  value: QuoteFormValue,
  opts: { quoteId?: string; actorId: string; now: Date },
): Promise<SaveResult> {
  const validUntil = quoteValidUntil(value.validUntil);
  if (isPastValidity(validUntil, opts.now))
    return { ok: false, fieldErrors: { validUntil: ["Choose today or a later date"] } };
  const lines = lineData(value);
  const totals = baseTotals(lines);
  const rule: DepositRule = { type: value.depositType, value: depositValueOf(value) };
  if (rule.type === "fixed" && rule.value > totals.totalCents) {
    return {
      ok: false,
      fieldErrors: {
        depositValue: [`The deposit cannot be more than the quote total (${formatCents(totals.totalCents)})`],
      },
    };
  }
  const email = value.customerEmail.trim().toLowerCase();

  return prisma.$transaction(async (tx) => {
    const customer = await tx.user.findUnique({ where: { email }, select: { id: true } });
    let vesselId: string | null = null;
    if (customer) {
      const vessel = value.vesselId
        ? await tx.vessel.findFirst({
            where: { id: value.vesselId, ownerId: customer.id },
            select: { id: true, name: true },
          })
        : value.vesselName
          ? await tx.vessel.findFirst({
              where: { ownerId: customer.id, name: value.vesselName },
              select: { id: true, name: true },
            })
          : null;
      vesselId = vessel?.id ?? null;
    }
    const job = value.jobId ? await tx.job.findUnique({ where: { id: value.jobId }, select: { id: true } }) : null;
    const data = {
      title: value.title,
      customerId: customer?.id ?? null,
      contactName: value.customerName,
      contactEmail: email,
      contactPhone: value.customerPhone || null,
      vesselId,
      vesselName: value.vesselName || null,
      jobId: job?.id ?? null,
      notes: value.notes || null,
      validUntil,
      depositType: rule.type,
      depositValue: rule.value,
      subtotalCents: totals.subtotalCents,
      taxRateBasisPoints: totals.taxRateBasisPoints,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
    };
    if (opts.quoteId) {
      const existing = await tx.quote.findUnique({ where: { id: opts.quoteId }, select: { status: true } });
      if (!existing) return { ok: false, fieldErrors: { "": ["This quote no longer exists."] } } as const;
      if (!canEditQuote(existing.status))
        return {
          ok: false,
          fieldErrors: { "": [`A ${existing.status.replace("_", " ")} quote can no longer be edited.`] },
        } as const;
      await tx.quoteItem.deleteMany({ where: { quoteId: opts.quoteId } });
      await tx.quote.update({ where: { id: opts.quoteId }, data: { ...data, items: { create: lines } } });
      return { ok: true, id: opts.quoteId } as const;
    }
    const number = await nextCounterValue(tx, "quote", QUOTE_NUMBER_START);
    const created = await tx.quote.create({
      data: {
        ...data,
        number,
        token: newQuoteToken(),
        status: "draft",
        createdById: opts.actorId,
        items: { create: lines },
      },
      select: { id: true },
    });
    return { ok: true, id: created.id } as const;
  });
}

export type ActionResult = { ok: true; message: string } | { ok: false; message: string };

/** E-mails the customer the link and opens the quote for answers; the enquiry job moves to Quote Sent. */
export async function sendQuote(opts: {
  quoteId: string;
  actorId: string;
  onBehalfOfId?: string | null;
  now: Date;
}): Promise<ActionResult> {
  const quote = await getQuote(opts.quoteId);
  if (!quote) return { ok: false, message: "This quote no longer exists." };
  if (!canSendQuote(quote.status))
    return { ok: false, message: `A ${quote.status.replace("_", " ")} quote cannot be sent.` };
  if (isPastValidity(quote.validUntil, opts.now))
    return {
      ok: false,
      message: "Its validity date has passed. Edit the quote and choose a later date, then send it.",
    };
  if (!quote.items.some((i) => !i.optional))
    return { ok: false, message: "Add at least one required line before sending." };
  await prisma.$transaction(async (tx) => {
    await tx.quote.update({ where: { id: quote.id }, data: { status: "sent", sentAt: opts.now } });
    await recordEvent(tx, {
      type: "quote.sent",
      subject: { type: "quote", id: quote.id },
      data: quoteEventData(quote),
      actorId: opts.actorId,
      occurredAt: opts.now,
    });
    if (quote.job) {
      if (quote.job.status === "quote_requested") {
        await setJobStatus(tx, {
          jobId: quote.job.id,
          to: "quote_sent",
          expectedFrom: "quote_requested",
          actorId: opts.actorId,
          onBehalfOfId: opts.onBehalfOfId,
          reason: `Quote ${formatQuoteNumber(quote.number)} sent to ${quote.contactEmail}`,
        });
      } else {
        await tx.jobEvent.create({
          data: {
            jobId: quote.job.id,
            kind: "note",
            reason: `Quote ${formatQuoteNumber(quote.number)} sent to ${quote.contactEmail}`,
            actorId: opts.actorId,
            onBehalfOfId: opts.onBehalfOfId ?? null,
          },
        });
      }
    }
  });
  const url = quoteUrl(quote.token);
  const number = formatQuoteNumber(quote.number);
  const validText = formatDate(quote.validUntil);
  const optionalCount = quote.items.filter((i) => i.optional).length;
  await sendTemplatedEmail(
    "quote.sent",
    quote.contactEmail,
    {
      name: quote.contactName,
      quote_number: number,
      quote_title: quote.title,
      vessel: quote.vesselName ?? "your vessel",
      total: formatCents(quote.totalCents),
      optional_extras: optionalCount
        ? `, with ${optionalCount} optional extra${optionalCount === 1 ? "" : "s"} you can add`
        : "",
      valid_until: validText,
      url,
    },
    { about: { kind: "quote", number: quote.number } },
  );
  return { ok: true, message: `Quote ${number} sent to ${quote.contactEmail}` };
}

export async function revokeQuote(opts: {
  quoteId: string;
  actorId: string;
  onBehalfOfId?: string | null;
  now: Date;
}): Promise<ActionResult> {
  const quote = await prisma.quote.findUnique({
    where: { id: opts.quoteId },
    select: { id: true, number: true, status: true, jobId: true },
  });
  if (!quote) return { ok: false, message: "This quote no longer exists." };
  if (!canRevokeQuote(quote.status))
    return { ok: false, message: `A ${quote.status.replace("_", " ")} quote cannot be withdrawn.` };
  await prisma.$transaction(async (tx) => {
    await tx.quote.update({ where: { id: quote.id }, data: { status: "revoked", revokedAt: opts.now } });
    if (quote.jobId) {
      await tx.jobEvent.create({
        data: {
          jobId: quote.jobId,
          kind: "note",
          reason: `Quote ${formatQuoteNumber(quote.number)} withdrawn`,
          actorId: opts.actorId,
          onBehalfOfId: opts.onBehalfOfId ?? null,
        },
      });
    }
  });
  return { ok: true, message: `Quote ${formatQuoteNumber(quote.number)} withdrawn: its link now says so.` };
}

// ───────────── the customer's link ─────────────

/** First open of a sent quote marks it viewed; an open quote past its validity is stored as expired. */
export async function recordQuoteOpened(quote: QuoteDetail, now: Date, byStaff: boolean) {
  const effective = effectiveQuoteStatus(quote.status, quote.validUntil, now);
  if (effective === "expired" && quote.status !== "expired") {
    await prisma.quote.updateMany({
      where: { id: quote.id, status: { in: ["sent", "viewed"] } },
      data: { status: "expired" },
    });
    return "expired" as const;
  }
  if (quote.status === "sent" && !byStaff) {
    await prisma.$transaction(async (tx) => {
      const { count } = await tx.quote.updateMany({
        where: { id: quote.id, status: "sent" },
        data: { status: "viewed", viewedAt: now },
      });
      if (count === 1)
        await recordEvent(tx, {
          type: "quote.viewed",
          subject: { type: "quote", id: quote.id },
          data: quoteEventData(quote),
          occurredAt: now,
        });
    });
    return "viewed" as const;
  }
  return effective;
}

export type AnswerResult =
  | { ok: true; kind: "accepted" | "declined" | "changes_requested" }
  | { ok: false; reason: "refused"; refusal: AnswerRefusal }
  | { ok: false; reason: "changed" };

interface AnswerContext {
  token: string;
  now: Date;
  ipAddress: string;
  userAgent: string | null;
  userId: string | null;
}

/** The job an accepted quote becomes: from the quote, for its customer, contact and vessel. */
function jobFromQuoteContact(quote: {
  customerId: string | null;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  vesselId: string | null;
  vesselName: string | null;
}) {
  return {
    source: "quote",
    customerId: quote.customerId,
    customerContactName: quote.contactName,
    customerContactEmail: quote.contactEmail,
    customerContactPhone: quote.contactPhone,
    vesselId: quote.vesselId,
    vesselName: quote.vesselName,
  };
}

async function refuseIfClosed(tx: Prisma.TransactionClient, token: string, now: Date) {
  const quote = await tx.quote.findUnique({ where: { token }, select: { id: true, status: true, validUntil: true } });
  if (!quote) return { refusal: "revoked" as const, quote: null };
  const refusal = answerRefusal(quote.status, quote.validUntil, now);
  if (refusal === "expired" && quote.status !== "expired")
    await tx.quote.update({ where: { id: quote.id }, data: { status: "expired" } });
  return { refusal, quote };
}

/**
 * Accepts a quote: the ticked optional items and totals are recomputed here from the stored quote, never
 * taken from the form. Records who, when, from which IP and the exact lines and totals; moves the enquiry
 * job to Quote Accepted (with the accepted lines) or creates the job.
 */
export async function acceptQuote(
  ctx: AnswerContext & { version: string; optionIds: string[]; fullName: string },
): Promise<AnswerResult> {
  const quote = await getQuoteByToken(ctx.token);
  if (!quote) return { ok: false, reason: "refused", refusal: "revoked" };
  if (versionOf(quote) !== ctx.version) return { ok: false, reason: "changed" };
  const lines = chosenLines(quote.items, ctx.optionIds);
  const totals = totalsOf(lines, quote.taxRateBasisPoints);
  const deposit = depositCents(depositRuleOf(quote), totals.totalCents);
  const number = formatQuoteNumber(quote.number);
  const snapshot = lines.map((l) => ({
    id: l.id,
    name: l.name,
    description: l.description,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    totalCents: l.totalCents,
    optional: l.optional,
  }));

  const result = await prisma.$transaction(async (tx) => {
    const { refusal } = await refuseIfClosed(tx, ctx.token, ctx.now);
    if (refusal) return { ok: false, reason: "refused", refusal } as const;
    const { count } = await tx.quote.updateMany({
      where: { id: quote.id, status: { in: ["sent", "viewed"] } },
      data: {
        status: "accepted",
        respondedAt: ctx.now,
        acceptedSubtotalCents: totals.subtotalCents,
        acceptedTaxCents: totals.taxCents,
        acceptedTotalCents: totals.totalCents,
        acceptedDepositCents: deposit,
      },
    });
    if (count !== 1) return { ok: false, reason: "refused", refusal: "accepted" } as const;
    await recordEvent(tx, {
      type: "quote.accepted",
      subject: { type: "quote", id: quote.id },
      data: { ...quoteEventData(quote), acceptedTotalCents: totals.totalCents, depositCents: deposit },
      actorId: ctx.userId,
      occurredAt: ctx.now,
    });
    const chosenOptional = lines.filter((l) => l.optional).map((l) => l.id);
    if (chosenOptional.length)
      await tx.quoteItem.updateMany({
        where: { id: { in: chosenOptional }, quoteId: quote.id },
        data: { selected: true },
      });
    await tx.quoteResponse.create({
      data: {
        quoteId: quote.id,
        kind: "accepted",
        fullName: ctx.fullName,
        termsAccepted: true,
        itemsSnapshot: JSON.stringify(snapshot),
        subtotalCents: totals.subtotalCents,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
        depositCents: deposit,
        userId: ctx.userId,
        ipAddress: ctx.ipAddress,
        userAgent: ctx.userAgent?.slice(0, 300) ?? null,
      },
    });
    const jobItems = lines.map((l) => ({
      name: l.name,
      description: l.description,
      serviceType: l.serviceType,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
    }));
    const reason = `Quote ${number} accepted by ${ctx.fullName} (${formatCents(totals.totalCents)})`;
    const job = quote.jobId
      ? await tx.job.findUnique({ where: { id: quote.jobId }, select: { id: true, status: true } })
      : null;
    if (job && isJobStatus(job.status) && jobStatusRank(job.status) <= jobStatusRank("quote_accepted")) {
      await replaceJobItems(tx, job.id, jobItems);
      if (job.status !== "quote_accepted") {
        await setJobStatus(tx, {
          jobId: job.id,
          to: "quote_accepted",
          expectedFrom: job.status as JobStatus,
          actorId: ctx.userId,
          reason,
        });
      } else {
        await tx.jobEvent.create({ data: { jobId: job.id, kind: "note", reason, actorId: ctx.userId } });
      }
    } else if (job) {
      // The job already moved past acceptance (e.g. booked by phone): record the acceptance, change nothing.
      await tx.jobEvent.create({ data: { jobId: job.id, kind: "note", reason, actorId: ctx.userId } });
    } else {
      const created = await createJob(tx, {
        title: quote.title,
        description: `From accepted quote ${number}.${quote.notes ? `\n\n${quote.notes}` : ""}`,
        status: "quote_accepted",
        priority: "normal",
        ...jobFromQuoteContact(quote),
        requestedServices: JSON.stringify([...new Set(lines.map((l) => l.serviceType ?? l.name))]),
        createdById: quote.createdBy?.id ?? null,
        items: jobItems,
        actorId: ctx.userId,
      });
      await tx.jobEvent.create({ data: { jobId: created.id, kind: "note", reason, actorId: ctx.userId } });
      await tx.quote.update({ where: { id: quote.id }, data: { jobId: created.id } });
    }
    return { ok: true, kind: "accepted" } as const;
  });
  if (!result.ok) return result;

  const depositInvoice = deposit > 0 ? await invoiceTheDeposit(quote.id, ctx.now) : null;
  const chosen = snapshot
    .map((l) => `  • ${l.name}${l.quantity > 1 ? ` × ${l.quantity}` : ""} — ${formatCents(l.totalCents)}`)
    .join("\n");
  await sendTemplatedEmail(
    "quote.accepted",
    quote.contactEmail,
    {
      name: quote.contactName,
      quote_number: number,
      quote_title: quote.title,
      items: chosen,
      total: formatCents(totals.totalCents),
      gst: formatCents(totals.taxCents),
      deposit:
        deposit > 0
          ? depositInvoice
            ? `A deposit of ${formatCents(deposit)} is due: invoice ${formatInvoiceNumber(depositInvoice.number)} follows in a separate e-mail. Pay it by card or bank transfer here: ${publicInvoiceUrl(depositInvoice.publicToken)}`
            : `A deposit of ${formatCents(deposit)} is due: we will email you an invoice for it shortly.`
          : "No deposit is needed.",
      url: quoteUrl(quote.token),
    },
    { about: { kind: "quote", number: quote.number } },
  );
  if (quote.createdBy?.email) {
    await sendTemplatedEmail("quote.accepted_office", quote.createdBy.email, {
      customer: ctx.fullName,
      quote_number: number,
      quote_title: quote.title,
      total: formatCents(totals.totalCents),
      deposit_note: deposit
        ? depositInvoice
          ? `, deposit ${formatCents(deposit)} invoiced on ${formatInvoiceNumber(depositInvoice.number)}`
          : `, deposit ${formatCents(deposit)} to invoice (it could not be issued automatically)`
        : "",
    });
  }
  return result;
}

/**
 * Issues and e-mails the deposit invoice of a just-accepted quote. The acceptance stands even if this fails
 * (e.g. the business's ABN is misconfigured): the team is told to invoice the deposit by hand.
 */
async function invoiceTheDeposit(quoteId: string, now: Date) {
  try {
    const invoice = await prisma.$transaction((tx) => createDepositInvoice(tx, { quoteId, now }));
    await sendInvoiceEmail(invoice.id, { now, kind: "invoice" });
    return invoice;
  } catch (error) {
    console.error(`The deposit invoice for quote ${quoteId} could not be issued`, error);
    return null;
  }
}

async function recordNonAcceptance(
  kind: "declined" | "changes_requested",
  ctx: AnswerContext & { message: string | null },
): Promise<AnswerResult> {
  const quote = await getQuoteByToken(ctx.token);
  if (!quote) return { ok: false, reason: "refused", refusal: "revoked" };
  const number = formatQuoteNumber(quote.number);
  const result = await prisma.$transaction(async (tx) => {
    const { refusal } = await refuseIfClosed(tx, ctx.token, ctx.now);
    if (refusal) return { ok: false, reason: "refused", refusal } as const;
    const { count } = await tx.quote.updateMany({
      where: { id: quote.id, status: { in: ["sent", "viewed"] } },
      data: { status: kind, respondedAt: ctx.now },
    });
    if (count !== 1) return { ok: false, reason: "refused", refusal: "accepted" } as const;
    await recordEvent(tx, {
      type: kind === "declined" ? "quote.declined" : "quote.changes_requested",
      subject: { type: "quote", id: quote.id },
      data: { ...quoteEventData(quote), message: ctx.message?.slice(0, 300) ?? "" },
      actorId: ctx.userId,
      occurredAt: ctx.now,
    });
    await tx.quoteResponse.create({
      data: {
        quoteId: quote.id,
        kind,
        message: ctx.message,
        userId: ctx.userId,
        ipAddress: ctx.ipAddress,
        userAgent: ctx.userAgent?.slice(0, 300) ?? null,
      },
    });
    if (quote.jobId) {
      const what = kind === "declined" ? "declined" : "changes requested";
      await tx.jobEvent.create({
        data: {
          jobId: quote.jobId,
          kind: "note",
          reason: `Quote ${number} ${what} by the customer${ctx.message ? `: ${ctx.message.slice(0, 300)}` : ""}`,
          actorId: ctx.userId,
        },
      });
    }
    return { ok: true, kind } as const;
  });
  if (result.ok && quote.createdBy?.email) {
    await sendTemplatedEmail(
      kind === "declined" ? "quote.declined_office" : "quote.changes_requested_office",
      quote.createdBy.email,
      {
        customer: quote.contactName,
        quote_number: number,
        quote_title: quote.title,
        their_message: ctx.message ? `Their message:\n${ctx.message}` : "",
      },
    );
  }
  return result;
}

export function declineQuote(ctx: AnswerContext & { reason: string | null }) {
  return recordNonAcceptance("declined", { ...ctx, message: ctx.reason });
}

export function requestQuoteChanges(ctx: AnswerContext & { message: string }) {
  return recordNonAcceptance("changes_requested", ctx);
}

// ───────────── quote → job ─────────────

/** Accepted quotes whose job is not scheduled yet (no job, or still Quote Accepted). */
export async function listQuotesToSchedule(opts: { skip: number; take: number }) {
  const where: Prisma.QuoteWhereInput = {
    status: "accepted",
    OR: [{ jobId: null }, { job: { status: "quote_accepted" } }],
  };
  const { total, rows: quotes } = await findPage(prisma.quote, opts, {
    where,
    orderBy: [{ respondedAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      number: true,
      title: true,
      contactName: true,
      contactEmail: true,
      contactPhone: true,
      vesselName: true,
      acceptedTotalCents: true,
      acceptedDepositCents: true,
      respondedAt: true,
      invoices: { where: LIVE_DEPOSIT_INVOICE, take: 1, select: { id: true, number: true, outstandingCents: true } },
      job: { select: { id: true, number: true, status: true, durationMinutes: true, requestedServices: true } },
      items: {
        where: { OR: [{ optional: false }, { selected: true }] },
        orderBy: { sortOrder: "asc" },
        select: { name: true, quantity: true, serviceType: true },
      },
    },
  });
  return { total, quotes };
}

/** Schedules an accepted quote's job (creating it if an older acceptance has none) and moves it to Scheduled. */
export async function convertQuoteToJob(opts: {
  quoteId: string;
  start: Date;
  durationMinutes: number;
  staffId: string;
  actorId: string;
  onBehalfOfId?: string | null;
}): Promise<{ ok: true; jobId: string; jobNumber: number } | { ok: false; message: string }> {
  const quote = await getQuote(opts.quoteId);
  if (!quote || quote.status !== "accepted") return { ok: false, message: "Only accepted quotes can become jobs." };
  return prisma.$transaction(async (tx) => {
    let job = quote.job;
    if (!job) {
      const lines = quote.items.filter((i) => !i.optional || i.selected);
      const created = await createJob(tx, {
        title: quote.title,
        description: `From accepted quote ${formatQuoteNumber(quote.number)}.`,
        status: "quote_accepted",
        ...jobFromQuoteContact(quote),
        items: lines.map((l) => ({
          name: l.name,
          description: l.description,
          serviceType: l.serviceType,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
        })),
        actorId: opts.actorId,
        onBehalfOfId: opts.onBehalfOfId,
      });
      await tx.quote.update({ where: { id: quote.id }, data: { jobId: created.id } });
      job = { id: created.id, number: created.number, status: created.status };
    }
    if (job.status !== "quote_accepted")
      return { ok: false, message: `Job #${job.number} is already ${job.status.replace(/_/g, " ")}.` } as const;
    await scheduleJob(tx, {
      jobId: job.id,
      start: opts.start,
      durationMinutes: opts.durationMinutes,
      staffId: opts.staffId,
      actorId: opts.actorId,
      onBehalfOfId: opts.onBehalfOfId,
    });
    await setJobStatus(tx, {
      jobId: job.id,
      to: "job_scheduled",
      expectedFrom: "quote_accepted",
      actorId: opts.actorId,
      onBehalfOfId: opts.onBehalfOfId,
      reason: `Scheduled from quote ${formatQuoteNumber(quote.number)}`,
    });
    return { ok: true, jobId: job.id, jobNumber: job.number } as const;
  });
}

/** What the customer's link may show: no internal fields, no staff e-mails. */
export function publicQuoteData(quote: QuoteDetail, now: Date) {
  const acceptance = quote.responses.find((r) => r.kind === "accepted");
  return {
    token: quote.token,
    number: quote.number,
    title: quote.title,
    status: effectiveQuoteStatus(quote.status, quote.validUntil, now),
    contactName: quote.contactName,
    vesselName: quote.vesselName,
    notes: quote.notes,
    validUntil: quote.validUntil.toISOString(),
    sentAt: quote.sentAt?.toISOString() ?? null,
    items: quote.items.map((i) => ({
      id: i.id,
      name: i.name,
      description: i.description,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
      totalCents: i.totalCents,
      optional: i.optional,
      selected: i.selected,
    })),
    deposit: depositRuleOf(quote),
    version: versionOf(quote),
    accepted:
      quote.status === "accepted" && quote.acceptedTotalCents !== null
        ? {
            subtotalCents: quote.acceptedSubtotalCents ?? 0,
            taxCents: quote.acceptedTaxCents ?? 0,
            totalCents: quote.acceptedTotalCents,
            depositCents: quote.acceptedDepositCents ?? 0,
            depositInvoice: quote.invoices[0]
              ? {
                  number: formatInvoiceNumber(quote.invoices[0].number),
                  href: `/invoice/${quote.invoices[0].publicToken}`,
                  paid: quote.invoices[0].outstandingCents <= 0 && quote.invoices[0].status !== "draft",
                  outstandingCents: quote.invoices[0].outstandingCents,
                }
              : null,
            fullName: acceptance?.fullName ?? null,
            at: quote.respondedAt?.toISOString() ?? null,
          }
        : null,
  };
}
