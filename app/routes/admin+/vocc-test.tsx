// /admin/vocc-test (issue 20, ADR 201): the voice-call console. An admin types a sample call or voicemail (caller,
// length, transcript); "Show what would happen" matches the caller and shows the enquiry it would make and the signed
// request the phone system would send; "Post it" signs that request with this server's telephony secret and runs it
// through the webhook's own signature check and processing.
import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import {
  ClassificationRows,
  ConsoleHeader,
  PreviewOrRunButtons,
  PreviewPanel,
  useConsoleForm,
} from "~/screens/inbound-test/inbound-test-parts.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Field, FormSection, SelectField, TextareaField } from "~/components/ui/fields.tsx";
import { formatAuPhone, sampleCallSchema, type CallEvent, type Classification } from "~/domain/inbound.ts";
import { getInboundMessage, latestContactPhone } from "~/models/inbound.server.ts";
import {
  handleSignedCall,
  planInboundCall,
  sampleCallEvent,
  signedSampleCall,
} from "~/screens/inbound/inbound.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Call test console | Bosun admin" }];

const SAMPLE_TRANSCRIPT =
  "Hi, it's about our boat at the marina. The bilge pump keeps running and I think we're taking on water. Can someone come out to look at it this week? Thanks.";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const id = url.searchParams.get("message");
  const [phone, processed] = await Promise.all([latestContactPhone(), id ? getInboundMessage(id) : null]);
  return json({
    defaults: { type: "voicemail", from: phone, durationSeconds: "48", transcript: SAMPLE_TRANSCRIPT },
    processed,
  });
}

interface PreviewView {
  event: CallEvent;
  headers: Record<string, string> | null;
  body: string;
  plan: {
    reason: string;
    matchedBy: string;
    fromAddress: string;
    customer: { id: string; fullName: string; email: string } | null;
    contactName: string | null;
    classification: Classification;
    text: string;
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent !== "preview" && intent !== "post") throw unknownIntent();
  const submission = parseForm(formData, { schema: sampleCallSchema });
  if (submission.status !== "success") return json({ result: submission.reply(), preview: null }, { status: 400 });
  const now = getNow(request);
  const v = submission.value;
  const event = sampleCallEvent(v, now);
  const signed = signedSampleCall(event, now);
  if (intent === "post") {
    if (!signed.headers)
      return json(
        {
          result: submission.reply({ formErrors: ["TELEPHONY_WEBHOOK_SECRET is not set on this server"] }),
          preview: null,
        },
        { status: 400 },
      );
    const response = await handleSignedCall(Buffer.from(signed.body), new Headers(signed.headers), now);
    const answer = (await response.json()) as { id?: string; jobNumber?: number | null; error?: string };
    if (!response.ok || !answer.id)
      return json(
        {
          result: submission.reply({ formErrors: [`The webhook refused it: ${answer.error ?? response.status}`] }),
          preview: null,
        },
        { status: 400 },
      );
    return redirectWithToast(`/admin/vocc-test?message=${answer.id}`, {
      type: "success",
      title: "Call processed",
      description: answer.jobNumber ? `New enquiry job #${answer.jobNumber}.` : "Logged.",
    });
  }
  const plan = await planInboundCall(event);
  const preview: PreviewView = {
    event,
    headers: signed.headers,
    body: signed.body,
    plan: {
      reason: plan.reason,
      matchedBy: plan.matchedBy,
      fromAddress: plan.fromAddress,
      customer: plan.customer,
      contactName: plan.contact?.name ?? null,
      classification: plan.classification,
      text: plan.text,
    },
  };
  return json({ result: submission.reply(), preview });
}

export default function VoccTest() {
  const d = useLoaderData<typeof loader>();
  const { form, fields, preview } = useConsoleForm<typeof sampleCallSchema, PreviewView>(sampleCallSchema, {
    id: "call",
    defaultValue: d.defaults,
  });
  return (
    <>
      <ConsoleHeader
        title="Call test console"
        description="Post a sample call or voicemail as the phone system would (signed), and see the caller matched and the enquiry it makes."
        links={[{ to: "/admin/voice-monitoring", label: "All calls" }]}
        processed={d.processed}
        headline={(p) => (
          <>
            Processed: a {p.channel} from {formatAuPhone(p.fromAddress)}
            {p.customer ? ` — matched to ${p.customer.fullName}` : " — no customer matched"}.
          </>
        )}
      />
      <Form method="post" {...getFormProps(form)} className="space-y-4" noValidate={form.noValidate}>
        <FormSection legend="The call">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              meta={fields.type}
              label="Type"
              options={[
                { value: "voicemail", label: "Voicemail" },
                { value: "call", label: "Answered call" },
              ]}
            />
            <Field meta={fields.from} label="Caller's number" type="tel" placeholder="0412 345 678" />
            <Field meta={fields.callerName} label="Caller ID name (optional)" />
            <Field meta={fields.durationSeconds} label="Length (seconds)" type="number" min={0} />
            <Field
              meta={fields.recordingUrl}
              label="Recording link (optional)"
              type="url"
              placeholder="https://…"
              className="sm:col-span-2"
            />
          </div>
          <TextareaField meta={fields.transcript} label="Transcript" rows={5} />
          <PreviewOrRunButtons
            form={form}
            previewPendingText="Matching..."
            run={{ value: "post", pendingText: "Posting...", label: "Post it (signed)" }}
          />
        </FormSection>
      </Form>
      {preview ? (
        <PreviewPanel
          outcome={
            preview.plan.customer
              ? `Caller matched to ${preview.plan.customer.fullName} (${preview.plan.customer.email})`
              : preview.plan.contactName
                ? `Caller matched to an earlier enquirer, ${preview.plan.contactName}`
                : "No customer matches this number"
          }
          outcomeTestId="preview-match"
          reason={preview.plan.reason}
          details={
            <>
              <dl className="grid grid-cols-[auto,1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-semibold">Number (E.164)</dt>
                <dd>{preview.plan.fromAddress}</dd>
                <ClassificationRows classification={preview.plan.classification} />
              </dl>
              <h3 className="pt-2 font-semibold">The enquiry's text</h3>
              <pre className="whitespace-pre-wrap rounded-theme bg-surface p-3 text-xs">{preview.plan.text}</pre>
            </>
          }
          second={
            <>
              <h2 className="text-lg font-bold">The signed request</h2>
              <p className="text-sm">
                POST <code>/resources/telephony-webhook</code> with <code>content-type: application/json</code> and:
              </p>
              <pre className="whitespace-pre-wrap [overflow-wrap:anywhere] rounded-theme bg-surface p-3 text-xs">
                {preview.headers
                  ? Object.entries(preview.headers)
                      .map(([k, v]) => `${k}: ${v}`)
                      .join("\n")
                  : "(no telephony secret on this server: TELEPHONY_WEBHOOK_SECRET)"}
              </pre>
              <pre className="whitespace-pre-wrap [overflow-wrap:anywhere] rounded-theme bg-surface p-3 text-xs">
                {JSON.stringify(preview.event, null, 2)}
              </pre>
            </>
          }
        />
      ) : null}
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
