import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Field } from "~/components/ui/fields.tsx";
import { forgotPasswordSchema } from "~/domain/auth-schemas.ts";
import { sendPasswordResetEmail } from "~/utils/auth-emails.server.ts";
import { normalizeEmail } from "~/utils/auth.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { RATE_LIMITS, hitLimits, peekLimits } from "~/utils/rate-limit.server.ts";
import { getClientIp } from "~/utils/request.server.ts";
import { isHoneypotTripped } from "~/utils/honeypot.ts";
import { HoneypotField } from "~/components/honeypot-field.tsx";
import { parseForm, readForm, unparsedReply } from "~/utils/forms.server.ts";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";

export const meta: MetaFunction = () => [
  { title: "Reset your password | Bosun" },
  { name: "description", content: "Forgotten your Bosun password? We will e-mail you a link to choose a new one." },
];

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const typed = normalizeEmail(String(formData.get("email") ?? "").slice(0, 254));
  const limits = [
    [`reset-ip:${getClientIp(request)}`, RATE_LIMITS.passwordResetPerAddress],
    [`reset-email:${typed}`, RATE_LIMITS.perEmail],
  ] as const;
  const waiting = await peekLimits(limits);
  if (waiting)
    return json({ result: unparsedReply(formData, { formErrors: [waiting] }), sentTo: null }, { status: 429 });
  const submission = parseForm(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return json({ result: submission.reply(), sentTo: null }, { status: 400 });
  if (isHoneypotTripped(formData)) {
    return json(
      {
        result: submission.reply({ formErrors: ["Your form could not be submitted. Please try again."] }),
        sentTo: null,
      },
      { status: 400 },
    );
  }
  const limited = await hitLimits(limits);
  if (limited) return json({ result: submission.reply({ formErrors: [limited] }), sentTo: null }, { status: 429 });
  const email = normalizeEmail(submission.value.email);
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true, email: true, fullName: true } });
  // The same answer whether or not the account exists, so the form cannot be used to probe e-mails.
  if (user) await sendPasswordResetEmail(user);
  return json({ result: submission.reply({ resetForm: true }), sentTo: email });
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(forgotPasswordSchema, {
    id: "forgot-password",
    lastResult: actionData?.result,
  });
  return (
    <div className="card p-6 sm:p-8">
      <h1 className="text-2xl font-bold">Forgotten your password?</h1>
      {actionData?.sentTo ? (
        <div role="status" className="mt-4 rounded-theme bg-accent/10 p-4 text-secondary">
          <p className="font-semibold">Check your inbox</p>
          <p className="mt-1 text-sm">
            If an account exists for <strong>{actionData.sentTo}</strong>, we have sent a link to choose a new password.
            It works once, for 1 hour.
          </p>
        </div>
      ) : (
        <p className="mt-2 text-sm">
          Enter the email you signed up with and we will send you a link to choose a new password.
        </p>
      )}
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <HoneypotField />
        <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
        <SubmitWithErrors form={form} pendingText="Sending link..." className="btn-primary w-full">
          Send reset link
        </SubmitWithErrors>
      </Form>
      <p className="mt-6 text-center text-sm">
        Remembered it? <Link to="/auth?mode=both&tab=login">Back to log in</Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
