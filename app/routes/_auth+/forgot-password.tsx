import { json, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { HoneypotField } from "~/components/honeypot-field.tsx";
import { LightInput, lightForm } from "~/components/ui/light-form.tsx";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";
import { forgotPasswordAction, forgotPasswordConstraint } from "~/screens/auth/forgot-password.server.ts";

export const meta: MetaFunction = () => [
  { title: "Reset your password | Bosun" },
  { name: "description", content: "Forgotten your Bosun password? We will e-mail you a link to choose a new one." },
];

// A light form (ADR 030): the action validates with the schema; the browser gets its constraints as data.
export async function loader() {
  return json({ constraint: forgotPasswordConstraint });
}

export async function action({ request }: ActionFunctionArgs) {
  return forgotPasswordAction(request);
}

export default function ForgotPassword() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { submitErrors, field, formProps } = lightForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    constraint,
  });
  const formRef = useRef<HTMLFormElement>(null);
  // The link was sent: the form starts empty again (the server's reply says so too, for a page without JavaScript).
  useEffect(() => {
    if (actionData?.sentTo) formRef.current?.reset();
  }, [actionData]);
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
      <Form ref={formRef} method="post" {...formProps} className="mt-6 space-y-4">
        <HoneypotField />
        <LightInput field={field("email")} label="Email" type="email" autoComplete="email" />
        <SubmitWithErrors form={submitErrors} pendingText="Sending link..." className="btn-primary w-full">
          Send reset link
        </SubmitWithErrors>
      </Form>
      <p className="mt-6 text-center text-sm">
        Remembered it? <Link to="/auth?mode=both&tab=login">Back to log in</Link>
      </p>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
