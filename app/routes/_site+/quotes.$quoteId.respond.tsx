import type { SubmissionResult } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { BusinessCard, ItemList, QuoteTerms, TotalsBlock, type CustomerQuote } from "~/components/customer-quote.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ErrorList } from "~/components/ui/error-list.tsx";
import {
  LightCheckbox,
  LightInput,
  LightTextarea,
  lightForm,
  type FieldConstraint,
} from "~/components/ui/light-form.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";
import { formatCents } from "~/domain/money.ts";
import { ANSWER_REFUSAL_TEXT, answerRefusal, formatQuoteNumber, summarise } from "~/domain/quote.ts";
import { OPERATIONS_ROLES, hasAnyRole } from "~/domain/roles.ts";
import {
  acceptQuote,
  declineQuote,
  getQuoteByToken,
  publicQuoteData,
  recordQuoteOpened,
  requestQuoteChanges,
} from "~/models/quote.server.ts";
import { getUser } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { HONEYPOT_FIELD, isHoneypotTripped } from "~/utils/honeypot.ts";
import { useHydrated } from "~/utils/hydrated.ts";
import { RATE_LIMITS, hitLimit, peekLimit } from "~/utils/rate-limit.server.ts";
import { getClientIp } from "~/utils/request.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { parseForm, readForm, unparsedReply } from "~/utils/forms.server.ts";
import { notFound, unknownIntent } from "~/utils/misc.ts";
import { QUOTE_ANSWER_SCHEMAS, quoteAnswerConstraints } from "~/screens/quote-respond/quote-respond.server.ts";
import { useState } from "react";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Respond to quote ${formatQuoteNumber(data.quote.number)} | Bosun Marine Services`
      : "Respond to a quote | Bosun Marine Services",
  },
  { name: "robots", content: "noindex" },
];

const MODES = ["accept", "changes", "decline"] as const;
type Mode = (typeof MODES)[number];

async function loadQuote(token: string) {
  const quote = await getQuoteByToken(token);
  if (!quote || quote.status === "draft") throw notFound();
  return quote;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const quote = await loadQuote(params.quoteId ?? "");
  const now = getNow(request);
  const user = await getUser(request);
  await recordQuoteOpened(quote, now, !!user && hasAnyRole(user, OPERATIONS_ROLES));
  const data = publicQuoteData(quote, now);
  const m = new URL(request.url).searchParams.get("action") ?? "accept";
  const mode: Mode = (MODES as readonly string[]).includes(m) ? (m as Mode) : "accept";
  return json({
    quote: data,
    mode,
    refusal: answerRefusal(data.status, data.validUntil, now),
    signedInName: user?.fullName ?? "",
    constraints: quoteAnswerConstraints,
  });
}

type ActionData = { intent: "accept" | "decline" | "changes"; result: SubmissionResult<string[]> };

export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.quoteId ?? "";
  const quote = await loadQuote(token);
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  const now = getNow(request);
  const user = await getUser(request);
  const base = {
    token,
    now,
    ipAddress: getClientIp(request),
    userAgent: request.headers.get("user-agent"),
    userId: user?.id ?? null,
  };

  if (intent === "recalculate") {
    const submission = parseForm(formData, { schema: QUOTE_ANSWER_SCHEMAS.recalculate });
    return json<ActionData>({ intent: "accept", result: submission.reply() });
  }
  const schema =
    intent === "accept"
      ? QUOTE_ANSWER_SCHEMAS.accept
      : intent === "decline"
        ? QUOTE_ANSWER_SCHEMAS.decline
        : intent === "changes"
          ? QUOTE_ANSWER_SCHEMAS.changes
          : null;
  if (!schema) throw unknownIntent();
  const which = intent as ActionData["intent"];
  const answerKey = [`quote-answer:${base.ipAddress}`, RATE_LIMITS.publicForm] as const;
  const waiting = await peekLimit(...answerKey, now);
  if (waiting)
    return json<ActionData>(
      { intent: which, result: unparsedReply(formData, { formErrors: [waiting] }) },
      { status: 429 },
    );
  const submission = parseForm(formData, { schema });
  if (isHoneypotTripped(formData))
    return json<ActionData>(
      { intent: which, result: submission.reply({ formErrors: ["Something went wrong. Please call us."] }) },
      { status: 400 },
    );
  if (submission.status !== "success")
    return json<ActionData>({ intent: which, result: submission.reply() }, { status: 400 });
  const limited = await hitLimit(...answerKey, now);
  if (limited)
    return json<ActionData>({ intent: which, result: submission.reply({ formErrors: [limited] }) }, { status: 429 });

  const number = formatQuoteNumber(quote.number);
  let result;
  if (intent === "accept") {
    const v = submission.value as { version: string; options?: string[]; fullName: string };
    result = await acceptQuote({ ...base, version: v.version, optionIds: v.options ?? [], fullName: v.fullName });
  } else if (intent === "decline") {
    result = await declineQuote({ ...base, reason: (submission.value as { reason?: string }).reason || null });
  } else {
    result = await requestQuoteChanges({ ...base, message: (submission.value as { message: string }).message });
  }
  if (!result.ok) {
    const message =
      result.reason === "changed"
        ? "We updated this quote after you opened it. Please check the new version below, then accept it."
        : ANSWER_REFUSAL_TEXT[result.refusal];
    return json<ActionData>({ intent: which, result: submission.reply({ formErrors: [message] }) }, { status: 409 });
  }
  const toast =
    result.kind === "accepted"
      ? {
          type: "success" as const,
          title: `Quote ${number} accepted`,
          description: "Thank you! We have emailed you a copy and will be in touch to book a time.",
        }
      : result.kind === "declined"
        ? { type: "info" as const, title: `Quote ${number} declined`, description: "Thanks for letting us know." }
        : { type: "success" as const, title: "Request sent", description: "We will send you a revised quote shortly." };
  return redirectWithToast(`/quote/${token}`, toast);
}

function Honeypot() {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor={`${HONEYPOT_FIELD}-q`}>Leave this empty</label>
      <input id={`${HONEYPOT_FIELD}-q`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

function AcceptForm({
  quote,
  lastResult,
  signedInName,
  constraint,
}: {
  quote: CustomerQuote;
  lastResult?: SubmissionResult<string[]>;
  signedInName: string;
  constraint: Record<string, FieldConstraint>;
}) {
  const hydrated = useHydrated();
  const optional = quote.items.filter((i) => i.optional);
  const { formErrorId, formErrors, field, formProps } = lightForm({
    id: "accept",
    lastResult,
    constraint,
    defaultValue: { fullName: signedInName },
  });
  const options = field("options");
  // The extras ticked so far (after "Update my total" without JavaScript: those the server got back).
  const [chosen, setChosen] = useState(options.values);
  const summary = summarise(quote.items, chosen, quote.deposit);
  return (
    <Form method="post" {...formProps} className="space-y-6">
      <Honeypot />
      <input type="hidden" name="version" value={quote.version} />
      <ItemList items={quote.items.filter((i) => !i.optional)} heading="Included" />
      {optional.length ? (
        <fieldset className="rounded-theme border border-dashed border-accent p-4">
          <legend className="px-1 font-heading text-base font-bold text-secondary">
            Optional extras — tick what you want
          </legend>
          <ul className="mt-2 space-y-3">
            {optional.map((item) => (
              <li key={item.id} className="flex items-start gap-3">
                <input
                  type="checkbox"
                  name={options.name}
                  value={item.id}
                  defaultChecked={options.values.includes(item.id)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setChosen((ids) => (on ? [...ids, item.id] : ids.filter((id) => id !== item.id)));
                  }}
                  id={`option-${item.id}`}
                  className="mt-1 h-5 w-5 rounded border-line text-primary focus:ring-accent"
                />
                <label htmlFor={`option-${item.id}`} className="flex min-w-0 flex-1 justify-between gap-3">
                  <span>
                    <span className="font-semibold text-secondary">{item.name}</span>
                    {item.description ? <span className="block text-sm">{item.description}</span> : null}
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">+{formatCents(item.totalCents)}</span>
                </label>
              </li>
            ))}
          </ul>
          <ErrorList id={options.errorId} errors={options.errors} />
          {!hydrated ? (
            <button type="submit" name="intent" value="recalculate" formNoValidate className="btn-secondary mt-3">
              Update my total
            </button>
          ) : null}
        </fieldset>
      ) : null}
      <div aria-live="polite">
        <TotalsBlock summary={summary} deposit={quote.deposit} label="Your total" />
      </div>
      <QuoteTerms />
      <div className="space-y-4 rounded-theme border border-primary/30 p-4">
        <h2 className="text-base font-bold">Accept and sign</h2>
        <LightInput
          field={field("fullName")}
          label="Type your full name"
          autoComplete="name"
          placeholder="e.g. Jamie Harbour"
        />
        <LightCheckbox
          field={field("agree")}
          label={<>I have read the terms and accept this quote for {formatCents(summary.totalCents)} including GST.</>}
        />
        <ErrorList id={formErrorId} errors={formErrors} />
        <StatusButton value="accept" pendingText="Accepting..." className="btn-primary w-full py-3 text-base">
          Accept quote
        </StatusButton>
      </div>
    </Form>
  );
}

/** Declining and asking for changes: one text box, one button, the same rules for what is typed. */
const MESSAGE_FORMS = {
  changes: {
    field: "message",
    label: "What would you like changed?",
    rows: 5,
    placeholder: "e.g. Could you add a teak deck clean, and can the work be done on a weekday?",
    button: "Send my request",
    buttonClassName: "btn-primary w-full py-3",
  },
  decline: {
    field: "reason",
    label: "Would you tell us why? (optional)",
    rows: 4,
    placeholder: "e.g. We sold the boat, or found another time",
    button: "Decline this quote",
    buttonClassName: "btn-secondary w-full py-3 text-danger",
  },
} as const;

function MessageForm({
  intent,
  constraint,
  lastResult,
}: {
  intent: keyof typeof MESSAGE_FORMS;
  constraint: Record<string, FieldConstraint>;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { submitErrors, field, formProps } = lightForm({ id: intent, lastResult, constraint });
  const text = MESSAGE_FORMS[intent];
  return (
    <Form method="post" {...formProps} className="space-y-4">
      <Honeypot />
      <LightTextarea field={field(text.field)} label={text.label} rows={text.rows} placeholder={text.placeholder} />
      <SubmitWithErrors form={submitErrors} value={intent} pendingText="Sending..." className={text.buttonClassName}>
        {text.button}
      </SubmitWithErrors>
    </Form>
  );
}

const TABS: { mode: Mode; label: string }[] = [
  { mode: "accept", label: "Accept" },
  { mode: "changes", label: "Ask for changes" },
  { mode: "decline", label: "Decline" },
];

export default function RespondToQuote() {
  const { quote, mode, refusal, signedInName, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const resultFor = (intent: ActionData["intent"]) => (actionData?.intent === intent ? actionData.result : undefined);
  const base = `/quotes/${quote.token}/respond`;
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <article className="card space-y-6 p-4 sm:p-8">
        <BusinessCard number={quote.number} sentAt={quote.sentAt} validUntil={quote.validUntil} />
        <header>
          <h1 className="text-2xl font-bold sm:text-3xl">{quote.title}</h1>
          <p className="mt-1 text-sm">
            For <strong>{quote.contactName}</strong>
            {quote.vesselName ? ` · ${quote.vesselName}` : ""} ·{" "}
            <Link to={`/quote/${quote.token}`}>Back to the quote</Link>
          </p>
        </header>
        {refusal ? (
          <p
            className="rounded-theme border border-line bg-surface p-4 font-semibold text-secondary"
            role="status"
            data-testid="quote-closed"
          >
            {ANSWER_REFUSAL_TEXT[refusal]}
          </p>
        ) : (
          <>
            <nav
              aria-label="How would you like to respond?"
              className="grid grid-cols-3 gap-1 rounded-theme bg-surface p-1 text-center text-sm font-semibold"
            >
              {TABS.map((t) => (
                <Link
                  key={t.mode}
                  to={t.mode === "accept" ? base : `${base}?action=${t.mode}`}
                  aria-current={mode === t.mode ? "page" : undefined}
                  className={`rounded-theme px-2 py-2 no-underline ${mode === t.mode ? "bg-white text-primary shadow-sm" : "text-secondary"}`}
                  replace
                >
                  {t.label}
                </Link>
              ))}
            </nav>
            {mode === "accept" ? (
              <AcceptForm
                quote={quote}
                lastResult={resultFor("accept")}
                signedInName={signedInName}
                constraint={constraints.accept}
              />
            ) : null}
            {mode === "changes" || mode === "decline" ? (
              <MessageForm key={mode} intent={mode} constraint={constraints[mode]} lastResult={resultFor(mode)} />
            ) : null}
          </>
        )}
      </article>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
