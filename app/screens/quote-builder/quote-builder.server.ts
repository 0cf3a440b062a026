// The quote builder's loader and action, shared by /staff/create-quote, /staff/quotes/{id}/edit,
// /admin/quotes/create and /admin/quotes/{id}/edit. Line items are added and removed with intent
// buttons that round-trip through this action when JavaScript is off (Conform list intents).
import { serializeIntent } from "@conform-to/dom";
import { json } from "@remix-run/node";
import { sydneyDateKey } from "~/domain/dates.ts";
import { DEFAULT_QUOTE_VALIDITY_DAYS, canEditQuote, depositCents, effectiveQuoteStatus } from "~/domain/quote.ts";
import { quoteFormSchema } from "~/domain/quote-schemas.ts";
import { isServiceType } from "~/domain/service-types.ts";
import { prisma } from "~/utils/db.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import {
  catalogueLine,
  depositRuleOf,
  getQuote,
  listCatalogue,
  quoteFormCustomer,
  quoteFormDefaults,
  quoteUrl,
  revokeQuote,
  saveQuote,
  sendQuote,
} from "~/models/quote.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { notFound } from "~/utils/misc.ts";

function parseRequested(json: string | null): string[] {
  try {
    const v = JSON.parse(json ?? "[]");
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

/**
 * "Add from catalogue" of a builder form (a quote, a new job): adds Conform's insert intent for a line of the chosen
 * catalogue service, priced for `lengthMetres`, to the posted form. Returns the service, or undefined when none was
 * chosen (the form then comes back unchanged).
 */
export async function insertCatalogueLine(formData: FormData, lengthMetres: number | null | undefined) {
  const type = String(formData.get("catalogueType") ?? "");
  const def = isServiceType(type) ? (await listCatalogue()).find((c) => c.serviceType === type) : undefined;
  if (def) {
    formData.set(
      "__intent__",
      serializeIntent({
        type: "insert",
        payload: { name: "items", defaultValue: catalogueLine(def, lengthMetres) as never },
      }),
    );
  }
  return def;
}

/** Builder defaults: an existing quote, or a new one prefilled from an enquiry job or a customer account. */
export async function quoteBuilderData(opts: { quoteId?: string; url: URL; now: Date }) {
  const catalogue = await listCatalogue();
  if (opts.quoteId) {
    const quote = await getQuote(opts.quoteId);
    if (!quote) throw notFound("Quote not found");
    return {
      catalogue,
      defaults: quoteFormDefaults(quote),
      quote: { id: quote.id, number: quote.number, status: quote.status, editable: canEditQuote(quote.status) },
      enquiry: quote.job,
    };
  }
  const validUntil = sydneyDateKey(new Date(opts.now.getTime() + DEFAULT_QUOTE_VALIDITY_DAYS * 86_400_000));
  const base = { validUntil, depositType: "none", items: [] as ReturnType<typeof catalogueLine>[] };
  const jobId = opts.url.searchParams.get("jobId");
  if (jobId) {
    const job = await prisma.job.findUnique({
      where: { id: jobId },
      select: {
        id: true,
        number: true,
        status: true,
        title: true,
        customerContactName: true,
        customerContactEmail: true,
        customerContactPhone: true,
        vesselId: true,
        vesselName: true,
        vesselLengthMetres: true,
        requestedServices: true,
      },
    });
    if (job) {
      const wanted = parseRequested(job.requestedServices);
      const items = catalogue
        .filter((c) => wanted.includes(c.serviceType))
        .map((c) => catalogueLine(c, job.vesselLengthMetres));
      return {
        catalogue,
        quote: null,
        enquiry: { id: job.id, number: job.number, status: job.status },
        defaults: {
          ...base,
          title: job.title,
          ...quoteFormCustomer(
            { name: job.customerContactName, email: job.customerContactEmail, phone: job.customerContactPhone },
            { id: job.vesselId, name: job.vesselName },
          ),
          jobId: job.id,
          items,
        },
      };
    }
  }
  const customerId = opts.url.searchParams.get("customerId");
  if (customerId) {
    const customer = await prisma.user.findUnique({
      where: { id: customerId },
      select: {
        fullName: true,
        email: true,
        phone: true,
        vessels: { orderBy: { name: "asc" }, take: 1, select: { id: true, name: true } },
      },
    });
    if (customer) {
      return {
        catalogue,
        quote: null,
        enquiry: null,
        defaults: {
          ...base,
          ...quoteFormCustomer(
            { name: customer.fullName, email: customer.email, phone: customer.phone },
            customer.vessels[0],
          ),
        },
      };
    }
  }
  return { catalogue, quote: null, enquiry: null, defaults: base };
}

export async function quoteBuilderAction(
  request: Request,
  opts: {
    quoteId?: string;
    actorId: string;
    onBehalfOfId?: string | null;
    now: Date;
    viewPath: (id: string) => string;
  },
) {
  const formData = await readForm(request);
  const intent = formData.get("intent");

  if (intent === "add-catalogue") {
    const vesselId = String(formData.get("vesselId") ?? "");
    const vessel = vesselId
      ? await prisma.vessel.findUnique({ where: { id: vesselId }, select: { lengthMetres: true } })
      : null;
    const def = await insertCatalogueLine(formData, vessel?.lengthMetres);
    const submission = parseForm(formData, { schema: quoteFormSchema });
    return json({
      result: submission.reply(def ? {} : { formErrors: ["Choose a service from the catalogue first."] }),
    });
  }

  const submission = parseForm(formData, { schema: quoteFormSchema });
  // Conform's own intents (add a custom line, remove a line, check totals) come back as an unsaved form.
  if (intent !== "save" && intent !== "send") return json({ result: submission.reply() });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });

  const saved = await saveQuote(submission.value, { quoteId: opts.quoteId, actorId: opts.actorId, now: opts.now });
  if (!saved.ok) {
    const { "": formErrors, ...fieldErrors } = saved.fieldErrors;
    return json({ result: submission.reply({ formErrors: formErrors ?? [], fieldErrors }) }, { status: 400 });
  }
  if (intent === "send") {
    const sent = await sendQuote({
      quoteId: saved.id,
      actorId: opts.actorId,
      onBehalfOfId: opts.onBehalfOfId,
      now: opts.now,
    });
    return redirectWithToast(
      opts.viewPath(saved.id),
      sent.ok
        ? { type: "success", title: "Quote sent", description: sent.message }
        : { type: "error", title: "Saved, but not sent", description: sent.message },
    );
  }
  return redirectWithToast(opts.viewPath(saved.id), {
    type: "success",
    title: opts.quoteId ? "Quote updated" : "Draft saved",
    description: "Send it when it is ready.",
  });
}

/** Send / withdraw from a quote's staff or admin page. */
export async function quoteViewAction(
  request: Request,
  opts: { quoteId: string; actorId: string; onBehalfOfId?: string | null; now: Date; selfPath: string },
) {
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const result =
    intent === "send"
      ? await sendQuote({
          quoteId: opts.quoteId,
          actorId: opts.actorId,
          onBehalfOfId: opts.onBehalfOfId,
          now: opts.now,
        })
      : intent === "revoke"
        ? await revokeQuote({
            quoteId: opts.quoteId,
            actorId: opts.actorId,
            onBehalfOfId: opts.onBehalfOfId,
            now: opts.now,
          })
        : { ok: false as const, message: "Unknown action." };
  return redirectWithToast(
    opts.selfPath,
    result.ok
      ? { type: "success", title: intent === "send" ? "Quote sent" : "Quote withdrawn", description: result.message }
      : { type: "error", title: "Nothing changed", description: result.message },
  );
}

/** The staff/admin quote page's data, with the status as the customer would see it now. */
export async function quoteViewData(id: string, now: Date) {
  const quote = await getQuote(id);
  if (!quote) throw notFound("Quote not found");
  const rule = depositRuleOf(quote);
  return {
    quote: { ...quote, status: effectiveQuoteStatus(quote.status, quote.validUntil, now) },
    link: quoteUrl(quote.token),
    deposit: rule,
    depositOnTotal: depositCents(rule, quote.totalCents),
  };
}
