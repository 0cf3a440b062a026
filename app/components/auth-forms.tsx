import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { PROFILE_TYPES, PROFILE_TYPE_LABELS } from "~/domain/roles.ts";
import { loginSchema, signupSchema } from "~/domain/auth-schemas.ts";
import { HoneypotField } from "./honeypot-field.tsx";
import { CheckboxField, Field, PasswordField, SelectField } from "./ui/fields.tsx";
import { RegistrationSent } from "./registration-sent.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";

export type AuthActionData =
  { intent: string; result: SubmissionResult<string[]>; registered?: boolean; email?: string } | undefined;

function resultFor(data: AuthActionData, intent: string) {
  return data?.intent === intent ? data.result : undefined;
}

export function LoginForm({
  actionData,
  redirectTo,
  action,
}: {
  actionData: AuthActionData;
  redirectTo?: string;
  action?: string;
}) {
  const intent = "login";
  const [form, fields] = useZodForm(loginSchema, {
    id: intent,
    lastResult: resultFor(actionData, intent),
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="redirectTo" value={redirectTo ?? ""} />
      <Field meta={fields.email} label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
      <PasswordField meta={fields.password} label="Password" autoComplete="current-password" />
      <div className="flex items-center justify-between gap-4">
        <CheckboxField meta={fields.remember} label="Keep me signed in" />
        <Link to="/forgot-password" className="text-sm font-semibold">
          Forgotten password?
        </Link>
      </div>
      <SubmitWithErrors form={form} value={intent} pendingText="Logging in..." className="btn-primary w-full">
        Log In
      </SubmitWithErrors>
    </Form>
  );
}

export function SignupForm({
  actionData,
  redirectTo,
  action,
}: {
  actionData: AuthActionData;
  redirectTo?: string;
  action?: string;
}) {
  const [form, fields] = useZodForm(signupSchema, {
    id: "signup",
    lastResult: resultFor(actionData, "signup"),
    shouldRevalidate: "onInput",
    defaultValue: { profileType: "customer" },
  });
  if (actionData?.intent === "signup" && actionData.registered) return <RegistrationSent email={actionData.email} />;
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-4">
      <HoneypotField />
      <input type="hidden" name="redirectTo" value={redirectTo ?? ""} />
      <Field meta={fields.fullName} label="Full Name" autoComplete="name" placeholder="Alex Mariner" />
      <Field meta={fields.email} label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
      <PasswordField meta={fields.password} label="Password" autoComplete="new-password" />
      <SelectField
        meta={fields.profileType}
        label="I am a..."
        options={PROFILE_TYPES.map((p) => ({ value: p, label: PROFILE_TYPE_LABELS[p] }))}
      />
      <SubmitWithErrors form={form} value="signup" pendingText="Creating account..." className="btn-primary w-full">
        Create account
      </SubmitWithErrors>
    </Form>
  );
}
