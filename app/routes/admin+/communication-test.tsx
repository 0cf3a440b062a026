// /admin/communication-test (issue 18): send a test e-mail through the configured transport (SMTP or the outbox) and
// show its answer, and check the SMTP connection. The address defaults to the admin's own.
import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { Field, FormSection, TextareaField } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { testEmailSchema } from "~/domain/communication-test.ts";
import { formatDateTime } from "~/domain/dates.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { describeEmailTransport, verifyEmailTransport } from "~/utils/email.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";

export const meta: MetaFunction = () => [{ title: "Communication test | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireAdmin(request);
  return json({ transport: describeEmailTransport(), me: ctx.actor.email });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  switch (formData.get("intent")) {
    case "send": {
      const submission = parseForm(formData, { schema: testEmailSchema });
      if (submission.status !== "success") return json({ intent: "send", result: submission.reply() }, { status: 400 });
      const { to, note } = submission.value;
      const message = await sendTemplatedEmail("communication.test", to, {
        sender: ctx.actor.fullName,
        note: note ?? "",
      });
      await recordAudit(request, {
        action: "email.test_sent",
        actorId: ctx.actor.id,
        entityType: "email",
        entityId: message.id,
        details: { to, status: message.status },
      });
      return json({
        intent: "send",
        result: submission.reply({ resetForm: false }),
        sent: {
          id: message.id,
          to: message.to,
          transport: message.transport,
          status: message.status,
          error: message.error,
          at: message.createdAt,
        },
      });
    }
    case "verify":
      return json({ intent: "verify", verify: await verifyEmailTransport() });
    default:
      throw unknownIntent();
  }
}

interface SentInfo {
  id: string;
  to: string;
  transport: string;
  status: string;
  error: string | null;
  at: string;
}

export default function CommunicationTest() {
  const { transport, me } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const sent = data && "sent" in data ? (data.sent as SentInfo) : null;
  const verify = data && "verify" in data ? data.verify : null;
  const [form, fields] = useZodForm(testEmailSchema, {
    id: "test-email",
    lastResult: data && "result" in data ? data.result : undefined,
    defaultValue: { to: me },
  });
  return (
    <>
      <PageHeader
        title="Communication test"
        description="Send a test e-mail through the configured transport and see its answer."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <FormSection legend="Send a test e-mail">
            <Field meta={fields.to} label="To" type="email" autoComplete="email" hint="Your own address by default" />
            <TextareaField meta={fields.note} label="Note in the e-mail (optional)" rows={3} />
            <SubmitWithErrors form={form} value="send" pendingText="Sending...">
              Send test e-mail
            </SubmitWithErrors>
          </FormSection>
        </Form>
        <TitledSection id="transport" className="card space-y-3" title="Transport">
          <dl className="grid grid-cols-[8rem_1fr] gap-y-1 text-sm">
            <dt className="font-semibold">Sends through</dt>
            <dd data-testid="transport">{transport.label}</dd>
            <dt className="font-semibold">From</dt>
            <dd>{transport.from}</dd>
          </dl>
          <Form method="post">
            <StatusButton value="verify" pendingText="Checking..." className="btn-secondary">
              Check the connection
            </StatusButton>
          </Form>
          {verify ? (
            <p role="status" className={verify.ok ? "text-sm text-success" : "text-sm text-danger"}>
              {verify.ok ? "OK: " : "Failed: "}
              {verify.message}
            </p>
          ) : null}
        </TitledSection>
      </div>
      {sent ? (
        <section role="status" className="card mt-6" aria-labelledby="answer-heading" data-testid="transport-answer">
          <h2 id="answer-heading" className="text-lg font-bold">
            {sent.status === "failed" ? "The transport refused the e-mail" : "The transport took the e-mail"}
          </h2>
          <dl className="mt-2 grid grid-cols-[8rem_1fr] gap-y-1 text-sm">
            <dt className="font-semibold">To</dt>
            <dd>{sent.to}</dd>
            <dt className="font-semibold">Transport</dt>
            <dd>{sent.transport}</dd>
            <dt className="font-semibold">Status</dt>
            <dd>{sent.status}</dd>
            <dt className="font-semibold">At</dt>
            <dd>{formatDateTime(sent.at)}</dd>
            {sent.error ? (
              <>
                <dt className="font-semibold">Error</dt>
                <dd className="text-danger">{sent.error}</dd>
              </>
            ) : null}
          </dl>
          <p className="mt-3 text-sm">
            <Link to={`/admin/email/${sent.id}`} className="btn-link">
              Open the stored message
            </Link>
          </p>
        </section>
      ) : null}
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
