// /admin/payment-test (issue 18, ADR 185): in test mode only, a test checkout of a chosen amount through the real
// card flow (startCardPayment → the provider's hosted page → webhook → settle), shown step by step; and a signed
// test webhook sent to our own endpoint, read back as stored. A test payment is its own payable kind
// ('payment_test'): no order, no invoice, nothing in the reports.
import { getFormProps } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { Field, FormSection } from "~/components/ui/fields.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { formatDateTime } from "~/domain/dates.ts";
import { formatCents, parseDollarsToCents } from "~/domain/money.ts";
import {
  STRIPE_MODE_LABELS,
  testPaymentRefusal,
  testPaymentSchema,
  webhookOutcomeLabel,
  type StepState,
} from "~/domain/payment-console.ts";
import { Refusal } from "~/domain/refusal.ts";
import {
  paymentConfiguration,
  recentTestRuns,
  sendTestWebhook,
  startTestPayment,
  testRunView,
} from "~/models/payment-console.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { parseForm, readForm, refusalResult } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";

export const meta: MetaFunction = () => [{ title: "Payment test | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const runId = url.searchParams.get("run");
  const config = paymentConfiguration();
  const [view, runs] = await Promise.all([
    runId ? testRunView(runId.slice(0, 40), getNow(request)) : null,
    recentTestRuns(10),
  ]);
  return json({
    mode: config.mode,
    webhookSecretSet: config.webhookSecret.set,
    refusal: testPaymentRefusal(config.mode),
    view,
    cancelled: url.searchParams.get("cancelled") === "1",
    runs,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  switch (intent) {
    case "start": {
      const submission = parseForm(formData, { schema: testPaymentSchema });
      if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
      try {
        const { redirectTo } = await startTestPayment({
          amountCents: parseDollarsToCents(submission.value.amount)!,
          actorId: ctx.audit.actorId,
        });
        return redirect(redirectTo);
      } catch (error) {
        if (error instanceof Refusal) return json({ intent, ...refusalResult(submission, error) }, { status: 400 });
        throw error;
      }
    }
    case "webhook":
    case "webhook-tampered": {
      try {
        const selfTest = await sendTestWebhook({
          actorId: ctx.audit.actorId,
          tamper: intent === "webhook-tampered",
          now: getNow(request),
        });
        return json({ intent, selfTest });
      } catch (error) {
        if (error instanceof Refusal) return json({ intent, problem: error.message }, { status: 400 });
        throw error;
      }
    }
    default:
      throw unknownIntent();
  }
}

const STEP_STYLE: Record<StepState, { mark: string; className: string; label: string }> = {
  done: { mark: "✓", className: "text-success", label: "Done" },
  waiting: { mark: "…", className: "text-ink", label: "Waiting" },
  failed: { mark: "✗", className: "text-danger", label: "Failed" },
  not_started: { mark: "–", className: "text-ink/70", label: "Not started" },
};

export default function PaymentTest() {
  const { mode, webhookSecretSet, refusal, view, cancelled, runs } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const [form, fields] = useZodForm(testPaymentSchema, {
    id: "test-payment",
    lastResult: data && "result" in data ? data.result : undefined,
    defaultValue: { amount: "1.00" },
  });
  const selfTest = data && "selfTest" in data ? data.selfTest : null;
  const problem = data && "problem" in data ? data.problem : null;
  return (
    <>
      <PageHeader
        title="Payment test"
        description="Run a small test payment through the real checkout and webhook, and check that our webhook endpoint verifies signatures. Test payments are never orders and never appear in reports."
        links={[{ to: "/admin/payment-integration", label: "Payment integration" }]}
      />
      <p className="mb-4 text-sm">
        Stripe: <strong data-testid="stripe-mode">{STRIPE_MODE_LABELS[mode]}</strong>
      </p>
      {view ? (
        <TitledSection
          id="run"
          className="card mb-6"
          testId="test-run"
          title={
            <>
              Test payment of {formatCents(view.run.amountCents)} —{" "}
              {view.run.status === "paid" ? "paid" : "not paid yet"}
            </>
          }
        >
          {cancelled && view.run.status !== "paid" ? (
            <p className="mt-1 text-sm">You cancelled on the provider&apos;s page: nothing was charged.</p>
          ) : null}
          <ol className="mt-3 space-y-2">
            {view.steps.map((s) => (
              <li key={s.label} className="flex gap-3 text-sm" data-testid="test-step" data-state={s.state}>
                <span aria-hidden className={`w-4 font-bold ${STEP_STYLE[s.state].className}`}>
                  {STEP_STYLE[s.state].mark}
                </span>
                <span>
                  <span className="font-semibold">{s.label}</span>{" "}
                  <span className={STEP_STYLE[s.state].className}>({STEP_STYLE[s.state].label})</span>
                  <span className="block break-all text-xs">{s.detail}</span>
                </span>
              </li>
            ))}
          </ol>
          {view.run.status !== "paid" ? (
            <p className="mt-3 text-sm">
              <Link to={`/admin/payment-test?run=${view.run.id}`} className="link">
                Check again
              </Link>
            </p>
          ) : null}
        </TitledSection>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <FormSection legend="Test checkout">
            {refusal ? (
              <p className="text-sm text-danger" role="status">
                {refusal}
              </p>
            ) : (
              <>
                <Field
                  meta={fields.amount}
                  label="Amount (AUD)"
                  hint="Between $0.50 and $50.00. Pay on the provider's test page with card 4242 4242 4242 4242."
                />
                <SubmitWithErrors form={form} value="start" pendingText="Starting...">
                  Start test checkout
                </SubmitWithErrors>
              </>
            )}
          </FormSection>
        </Form>
        <TitledSection id="webhook" className="card space-y-3" title="Webhook self-test">
          <p className="text-sm">
            Sends a test event signed with our webhook secret to our own endpoint, exactly as Stripe would, and shows
            what was stored. The tampered one must be refused.
          </p>
          {webhookSecretSet ? (
            <Form method="post" className="flex flex-wrap gap-3">
              <StatusButton value="webhook" pendingText="Sending...">
                Send signed test webhook
              </StatusButton>
              <StatusButton value="webhook-tampered" pendingText="Sending..." className="btn-secondary">
                Send with a wrong signature
              </StatusButton>
            </Form>
          ) : (
            <p className="text-sm text-danger">The webhook secret is not set (STRIPE_WEBHOOK_SECRET).</p>
          )}
          {problem ? (
            <p role="status" className="text-sm text-danger">
              {problem}
            </p>
          ) : null}
          {selfTest ? (
            <div role="status" data-testid="webhook-self-test">
              <p className={selfTest.verified ? "font-semibold text-success" : "font-semibold text-danger"}>
                {selfTest.verified
                  ? "Verified: the endpoint accepted the signed event."
                  : selfTest.signed
                    ? "Not verified: the endpoint refused a correctly signed event."
                    : "Refused, as it should be: the signature did not verify."}
              </p>
              <dl className="mt-2 grid grid-cols-[7rem_1fr] gap-y-1 text-sm">
                <dt className="font-semibold">Event</dt>
                <dd className="break-all">{selfTest.eventId}</dd>
                <dt className="font-semibold">HTTP status</dt>
                <dd>{selfTest.httpStatus ?? "no answer"}</dd>
                <dt className="font-semibold">Stored as</dt>
                <dd>{selfTest.storedOutcome ? webhookOutcomeLabel(selfTest.storedOutcome) : "a failed signature"}</dd>
                <dt className="font-semibold">Answer</dt>
                <dd className="break-all font-mono text-xs">{selfTest.answer}</dd>
              </dl>
            </div>
          ) : null}
        </TitledSection>
      </div>
      <TitledSection id="runs" className="mt-8" headingClassName="mb-3 text-xl font-bold" title="Recent test payments">
        {runs.length === 0 ? (
          <EmptyState title="No test payment yet" />
        ) : (
          <ListTable columns={["Started", { label: "Amount", align: "right" }, "Status", "Paid"]}>
            {runs.map((r) => (
              <tr key={r.id}>
                <td className="whitespace-nowrap">
                  <Link to={`/admin/payment-test?run=${r.id}`} className="font-semibold">
                    {formatDateTime(r.createdAt)}
                  </Link>
                </td>
                <td className="text-right tabular-nums">{formatCents(r.amountCents)}</td>
                <td>{r.status}</td>
                <td className="whitespace-nowrap">{r.paidAt ? formatDateTime(r.paidAt) : "—"}</td>
              </tr>
            ))}
          </ListTable>
        )}
      </TitledSection>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
