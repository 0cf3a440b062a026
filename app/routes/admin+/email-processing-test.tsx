// /admin/email-processing-test (issue 20, ADR 201): paste or upload a raw e-mail and see how it is read and what it
// would become (a dry run: nothing is written), then process it for real — the same code the signed inbound-mail
// webhook runs, idempotent on the Message-ID.
import { getFormProps, getTextareaProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import {
  ClassificationRows,
  ConsoleHeader,
  PreviewOrRunButtons,
  PreviewPanel,
  useConsoleForm,
} from "~/screens/inbound-test/inbound-test-parts.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { EmptyState } from "~/components/portal-shell.tsx";
import { ErrorList, FormSection } from "~/components/ui/fields.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { SAMPLE_EMAIL_KINDS, emailTestSchema, type Classification } from "~/domain/inbound.ts";
import { formatQuoteNumber } from "~/domain/quote.ts";
import {
  getInboundMessage,
  listInbound,
  planInboundEmail,
  processInboundEmail,
  sampleEmailFor,
} from "~/models/inbound.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { choiceParam } from "~/utils/list-request.ts";
import { getNow } from "~/utils/clock.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { MailParseError, parseRawEmail } from "~/utils/mail-parse.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "E-mail processing test | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const now = getNow(request);
  const kind = choiceParam(url, "sample", SAMPLE_EMAIL_KINDS);
  const messageId = url.searchParams.get("message");
  const [sample, recent, processed] = await Promise.all([
    kind ? sampleEmailFor(kind, now) : "",
    listInbound({ channels: ["email"], skip: 0, take: 10 }),
    messageId ? getInboundMessage(messageId) : null,
  ]);
  return json({ sample, processed, recent: recent.rows });
}

interface PreviewView {
  parsed: {
    messageId: string;
    hadMessageId: boolean;
    from: string;
    recipients: string[];
    subject: string;
    date: string | null;
    inReplyTo: string | null;
    references: number;
    text: string;
    attachments: { filename: string; contentType: string; size: number }[];
  };
  plan: {
    outcome: string;
    matchedBy: string;
    reason: string;
    job: { id: string; number: number; title: string } | null;
    quote: { id: string; number: number } | null;
    customer: { id: string; fullName: string; email: string } | null;
    classification: Classification;
    text: string;
    duplicateOf: { id: string; outcome: string } | null;
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent !== "preview" && intent !== "process") throw unknownIntent();
  const file = formData.get("file");
  formData.delete("file");
  const submission = parseForm(formData, { schema: emailTestSchema });
  if (submission.status !== "success") return json({ result: submission.reply(), preview: null }, { status: 400 });
  let raw = submission.value.raw ?? "";
  if (!raw.trim() && file instanceof File && file.size > 0) raw = await file.text();
  if (!raw.trim())
    return json(
      {
        result: submission.reply({ fieldErrors: { raw: ["Paste a raw e-mail, or choose an .eml file"] } }),
        preview: null,
      },
      { status: 400 },
    );
  let mail;
  try {
    mail = await parseRawEmail(raw);
  } catch (error) {
    if (!(error instanceof MailParseError)) throw error;
    return json(
      { result: submission.reply({ fieldErrors: { raw: [error.message] } }), preview: null },
      { status: 400 },
    );
  }
  if (intent === "process") {
    const done = await processInboundEmail(mail, { now: getNow(request) });
    return redirectWithToast(`/admin/email-processing-test?message=${done.id}`, {
      type: "success",
      title: done.duplicate ? "Already processed" : "E-mail processed",
      description: done.duplicate
        ? "This Message-ID was processed before; nothing changed."
        : done.jobNumber
          ? `${done.outcome === "enquiry" ? "New enquiry" : "Attached to"} job #${done.jobNumber}.`
          : `Outcome: ${done.outcome}.`,
    });
  }
  const plan = await planInboundEmail(mail);
  const preview: PreviewView = {
    parsed: {
      messageId: mail.messageId,
      hadMessageId: mail.hadMessageId,
      from: mail.from.name ? `${mail.from.name} <${mail.from.address}>` : mail.from.address,
      recipients: mail.recipients,
      subject: mail.subject,
      date: mail.date?.toISOString() ?? null,
      inReplyTo: mail.inReplyTo,
      references: mail.references.length,
      text: mail.text.slice(0, 4000),
      attachments: plan.attachments,
    },
    plan: {
      outcome: plan.outcome,
      matchedBy: plan.matchedBy,
      reason: plan.reason,
      job: plan.job,
      quote: plan.quote,
      customer: plan.customer,
      classification: plan.classification,
      text: plan.text.slice(0, 4000),
      duplicateOf: plan.duplicateOf ? { id: plan.duplicateOf.id, outcome: plan.duplicateOf.outcome } : null,
    },
  };
  return json({ result: submission.reply(), preview });
}

const OUTCOME_TEXT: Record<string, string> = {
  enquiry: "becomes a New Enquiry job",
  attached: "is attached to the conversation it answers",
  ignored: "is logged and ignored",
};

export default function EmailProcessingTest() {
  const d = useLoaderData<typeof loader>();
  const { form, fields, preview } = useConsoleForm<typeof emailTestSchema, PreviewView>(emailTestSchema, {
    id: "email-test",
    defaultValue: { raw: d.sample },
  });
  return (
    <>
      <ConsoleHeader
        title="E-mail processing test"
        description="Paste a raw e-mail (headers and body) or upload an .eml file: see how it is read and what it would become, then process it for real. The mail provider's webhook runs the same code."
        links={[{ to: "/admin/voice-monitoring", label: "Calls and voicemails" }]}
        processed={d.processed}
        headline={(p) => (
          <>
            Processed: “{p.subject ?? "(no subject)"}” from {p.fromAddress} {OUTCOME_TEXT[p.outcome] ?? p.outcome}.
          </>
        )}
      />
      <p className="mb-3 text-sm">
        Start from a sample:{" "}
        <Link to="?sample=new" className="link">
          a new enquiry
        </Link>
        ,{" "}
        <Link to="?sample=reply" className="link">
          a reply to the latest enquiry
        </Link>
        ,{" "}
        <Link to="?sample=auto" className="link">
          an out-of-office reply
        </Link>
        .
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        key={d.sample}
        className="space-y-4"
        noValidate={form.noValidate}
      >
        <FormSection legend="The raw e-mail">
          <div>
            <label htmlFor={fields.raw.id} className="field-label">
              Raw e-mail (RFC 822)
            </label>
            <textarea
              {...getTextareaProps(fields.raw, { ariaAttributes: true })}
              key={fields.raw.key}
              rows={14}
              className="field-input font-mono text-xs"
              spellCheck={false}
            />
            <ErrorList id={fields.raw.errorId} errors={fields.raw.errors} />
          </div>
          <div>
            <label htmlFor="email-file" className="field-label">
              …or an .eml file (up to 120 KB here)
            </label>
            <input
              id="email-file"
              name="file"
              type="file"
              accept=".eml,message/rfc822,text/plain"
              className="text-sm"
            />
          </div>
          <PreviewOrRunButtons
            form={form}
            previewPendingText="Reading..."
            run={{ value: "process", pendingText: "Processing...", label: "Process it for real" }}
          />
        </FormSection>
      </Form>
      {preview ? <Preview preview={preview} /> : null}
      <TitledSection
        id="recent-inbound"
        className="mt-8"
        headingClassName="mb-3 text-lg font-bold"
        title="Recent inbound e-mail"
      >
        {d.recent.length === 0 ? (
          <EmptyState title="No e-mail received yet" />
        ) : (
          <ul className="card divide-y divide-line p-0" data-testid="recent-email">
            {d.recent.map((m) => (
              <li key={m.id} className="p-3 text-sm">
                <span className="badge">{m.outcome}</span> {formatDateTime(m.occurredAt)} · {m.fromAddress} · “
                {m.subject ?? "(no subject)"}”
                {m.job ? (
                  <>
                    {" "}
                    →{" "}
                    <Link to={`/admin/jobs/${m.job.id}`} className="link">
                      job #{m.job.number}
                    </Link>
                  </>
                ) : null}
                <div className="text-xs">{m.reason}</div>
                {attachmentsOf(m.attachments).map((f, n) =>
                  f.key ? (
                    <a key={n} href={`/resources/inbound/${m.id}/attachments/${n}`} className="link mr-3 text-xs">
                      {f.filename}
                    </a>
                  ) : null,
                )}
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </>
  );
}

function attachmentsOf(text: string): { filename: string; key: string | null }[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? (v as { filename: string; key: string | null }[]) : [];
  } catch {
    return [];
  }
}

function Preview({ preview }: { preview: PreviewView }) {
  const { parsed, plan } = preview;
  return (
    <PreviewPanel
      outcome={<>This e-mail {OUTCOME_TEXT[plan.outcome] ?? plan.outcome}.</>}
      outcomeTestId="preview-outcome"
      reason={plan.reason}
      details={
        <>
          {plan.duplicateOf ? (
            <p className="text-sm font-semibold text-red-800">
              Its Message-ID was processed before ({plan.duplicateOf.outcome}): processing it again changes nothing.
            </p>
          ) : null}
          <dl className="grid grid-cols-[auto,1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">Matched by</dt>
            <dd>{plan.matchedBy === "none" ? "nothing (a new sender)" : plan.matchedBy}</dd>
            <dt className="font-semibold">Customer</dt>
            <dd>{plan.customer ? `${plan.customer.fullName} (${plan.customer.email})` : "no account"}</dd>
            {plan.job ? (
              <>
                <dt className="font-semibold">Job</dt>
                <dd>
                  <Link to={`/admin/jobs/${plan.job.id}`} className="link">
                    #{plan.job.number} {plan.job.title}
                  </Link>
                </dd>
              </>
            ) : null}
            {plan.quote ? (
              <>
                <dt className="font-semibold">Quote</dt>
                <dd>{formatQuoteNumber(plan.quote.number)}</dd>
              </>
            ) : null}
            <ClassificationRows classification={plan.classification} />
          </dl>
          <h3 className="pt-2 font-semibold">Text that would be recorded</h3>
          <pre className="whitespace-pre-wrap rounded-theme bg-surface p-3 text-xs">{plan.text || "(empty)"}</pre>
        </>
      }
      second={
        <>
          <h2 className="text-lg font-bold">How it was read</h2>
          <dl className="grid grid-cols-[auto,1fr] gap-x-4 gap-y-1 [overflow-wrap:anywhere] text-sm">
            <dt className="font-semibold">From</dt>
            <dd>{parsed.from}</dd>
            <dt className="font-semibold">To</dt>
            <dd>{parsed.recipients.join(", ") || "—"}</dd>
            <dt className="font-semibold">Subject</dt>
            <dd>{parsed.subject || "—"}</dd>
            <dt className="font-semibold">Date</dt>
            <dd>{parsed.date ? formatDateTime(parsed.date) : "—"}</dd>
            <dt className="font-semibold">Message-ID</dt>
            <dd>
              {parsed.messageId}
              {parsed.hadMessageId ? "" : " (none in the e-mail: a hash of it)"}
            </dd>
            <dt className="font-semibold">In reply to</dt>
            <dd>
              {parsed.inReplyTo ?? "—"}
              {parsed.references ? ` (${parsed.references} references)` : ""}
            </dd>
            <dt className="font-semibold">Attachments</dt>
            <dd>
              {parsed.attachments.length
                ? parsed.attachments.map((a) => `${a.filename} (${a.contentType}, ${a.size} bytes)`).join("; ")
                : "none"}
            </dd>
          </dl>
        </>
      }
    />
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
