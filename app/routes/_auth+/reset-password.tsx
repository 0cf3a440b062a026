import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { LightPassword, lightForm } from "~/components/ui/light-form.tsx";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";
import { PASSWORD_MISMATCH } from "~/domain/auth-messages.ts";
import { resetPasswordAction, resetPasswordLoader } from "~/screens/auth/reset-password.server.ts";

export const meta: MetaFunction = () => [
  { title: "Choose a new password | Bosun" },
  { name: "description", content: "Choose a new password for your Bosun account." },
];

// A light form (ADR 030): the action validates with the schema; the browser gets its constraints as data.
export async function loader({ request }: LoaderFunctionArgs) {
  return resetPasswordLoader(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return resetPasswordAction(request);
}

export default function ResetPassword() {
  const { token, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // Two different passwords are caught before sending (the server checks again), with the schema's own words.
  const [mismatch, setMismatch] = useState(false);
  const { submitErrors, field, formProps } = lightForm({
    id: "reset-password",
    lastResult: actionData?.result,
    constraint,
    clientErrors: mismatch ? { confirmPassword: [PASSWORD_MISMATCH.description] } : undefined,
  });
  if (!token) {
    return (
      <div className="card p-6 sm:p-8">
        <h1 className="text-2xl font-bold">This link has expired</h1>
        <p className="mt-2">
          Password reset links work once, for 1 hour. Ask for a new one and we will e-mail it straight away.
        </p>
        <Link to="/forgot-password" className="btn-primary mt-6 w-full">
          Send me a new link
        </Link>
      </div>
    );
  }
  return (
    <div className="card p-6 sm:p-8">
      <h1 className="text-2xl font-bold">Choose a new password</h1>
      <Form
        method="post"
        {...formProps}
        onSubmit={(event) => {
          const data = new FormData(event.currentTarget);
          const differ = data.get("password") !== data.get("confirmPassword");
          setMismatch(differ);
          if (differ) event.preventDefault();
        }}
        onInput={(event) => {
          const name = (event.target as HTMLInputElement).name;
          if (mismatch && (name === "password" || name === "confirmPassword")) setMismatch(false);
        }}
        className="mt-6 space-y-4"
      >
        <input type="hidden" name="token" value={token} />
        <LightPassword field={field("password")} label="New password" autoComplete="new-password" />
        <LightPassword field={field("confirmPassword")} label="Confirm new password" autoComplete="new-password" />
        <SubmitWithErrors form={submitErrors} pendingText="Saving..." className="btn-primary w-full">
          Save new password
        </SubmitWithErrors>
      </Form>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
