import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { PROFILE_TYPES, PROFILE_TYPE_LABELS } from "~/domain/roles.ts";
import { PASSWORD_MISMATCH, cardRegisterSchema, loginSchema, signupSchema } from "~/domain/auth-schemas.ts";
import { useShowToast } from "./toaster.tsx";
import { useHydrated } from "~/utils/hydrated.ts";
import { HoneypotField } from "./honeypot-field.tsx";
import { CheckboxField, ErrorList, Field, PasswordField, SelectField } from "./ui/fields.tsx";
import { StatusButton } from "./ui/status-button.tsx";

export type AuthActionData = { intent: string; result: SubmissionResult<string[]> } | undefined;

function resultFor(data: AuthActionData, intent: string) {
  return data?.intent === intent ? data.result : undefined;
}

export function LoginForm({
  actionData,
  redirectTo,
  intent = "login",
  action,
  submitLabel = "Log In",
  pendingLabel = "Logging in...",
}: {
  actionData: AuthActionData;
  redirectTo?: string;
  intent?: "login" | "card-login";
  action?: string;
  submitLabel?: string;
  pendingLabel?: string;
}) {
  const [form, fields] = useForm({
    id: intent,
    lastResult: resultFor(actionData, intent),
    constraint: getZodConstraint(loginSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: "onBlur",
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
      <ErrorList id={form.errorId} errors={form.errors} />
      <StatusButton value={intent} pendingText={pendingLabel} className="btn-primary w-full">
        {submitLabel}
      </StatusButton>
    </Form>
  );
}

export function SignupForm({ actionData, redirectTo, action }: { actionData: AuthActionData; redirectTo?: string; action?: string }) {
  const [form, fields] = useForm({
    id: "signup",
    lastResult: resultFor(actionData, "signup"),
    constraint: getZodConstraint(signupSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signupSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { profileType: "customer" },
  });
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
      <ErrorList id={form.errorId} errors={form.errors} />
      <StatusButton value="signup" pendingText="Creating account..." className="btn-primary w-full">
        Create account
      </StatusButton>
    </Form>
  );
}

/** The embedded card's register form (spec §2): first/last name, confirm password, terms. */
export function CardRegisterForm({ actionData, action }: { actionData: AuthActionData; action?: string }) {
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: "card-register",
    lastResult: resultFor(actionData, "card-register"),
    constraint: getZodConstraint(cardRegisterSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: cardRegisterSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [termsAccepted, setTermsAccepted] = useState(fields.terms.initialValue === "on");
  const showToast = useShowToast();
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      action={action}
      {...formProps}
      onSubmit={(event) => {
        // Client-side twin of the server's 'Password Mismatch' toast (spec §5/§8).
        const data = new FormData(event.currentTarget);
        const confirm = data.get("confirmPassword");
        if (confirm && data.get("password") !== confirm) {
          showToast({ id: String(Date.now()), type: "error", ...PASSWORD_MISMATCH });
        }
        formProps.onSubmit(event);
      }}
      className="space-y-3"
    >
      <HoneypotField />
      <div className="grid grid-cols-2 gap-3">
        <Field meta={fields.firstName} label="First name" autoComplete="given-name" />
        <Field meta={fields.lastName} label="Last name" autoComplete="family-name" />
      </div>
      <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
      <PasswordField meta={fields.password} label="Password" autoComplete="new-password" />
      <PasswordField meta={fields.confirmPassword} label="Confirm password" autoComplete="new-password" />
      <CheckboxField
        meta={fields.terms}
        onChange={setTermsAccepted}
        label={
          <>
            I agree to the <Link to="/about-us#terms">terms of service</Link> and privacy policy
          </>
        }
      />
      <ErrorList id={form.errorId} errors={form.errors} />
      {/* Disabled until the terms box is ticked — only once JS runs; without JS the checkbox is `required`. */}
      <StatusButton
        value="card-register"
        pendingText="Creating Account..."
        className="btn-accent w-full"
        disabled={hydrated && !termsAccepted}
      >
        Create Account
      </StatusButton>
    </Form>
  );
}
