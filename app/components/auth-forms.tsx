// The /auth screen's log-in and sign-up forms. Light forms (ui/light-form.tsx, ADR 030): the action validates with
// loginSchema/signupSchema and answers with Conform's SubmissionResult; the loader sends the schemas' constraints
// as data (`authConstraints`) and the browser validates natively, so the page ships neither Conform nor Zod.
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { PROFILE_TYPES, PROFILE_TYPE_LABELS } from "~/domain/roles.ts";
import { HoneypotField } from "./honeypot-field.tsx";
import { RegistrationSent } from "./registration-sent.tsx";
import {
  LightCheckbox,
  LightInput,
  LightPassword,
  LightSelect,
  lightForm,
  type FieldConstraint,
} from "./ui/light-form.tsx";
import { SubmitWithErrors } from "./ui/submit-with-errors.tsx";

export type AuthActionData =
  { intent: string; result: SubmissionResult<string[]>; registered?: boolean; email?: string } | undefined;
export type AuthConstraints = { login: Record<string, FieldConstraint>; signup: Record<string, FieldConstraint> };

function resultFor(data: AuthActionData, intent: string) {
  return data?.intent === intent ? data.result : undefined;
}

const PROFILE_OPTIONS = PROFILE_TYPES.map((p) => ({ value: p, label: PROFILE_TYPE_LABELS[p] }));

export function LoginForm({
  actionData,
  redirectTo,
  action,
  constraint,
}: {
  actionData: AuthActionData;
  redirectTo?: string;
  action?: string;
  constraint: Record<string, FieldConstraint>;
}) {
  const intent = "login";
  const { formId, formErrorId, formErrors, field } = lightForm({
    id: intent,
    lastResult: resultFor(actionData, intent),
    constraint,
  });
  return (
    <Form
      method="post"
      action={action}
      id={formId}
      aria-describedby={formErrors ? formErrorId : undefined}
      className="space-y-4"
    >
      <input type="hidden" name="redirectTo" value={redirectTo ?? ""} />
      <LightInput
        field={field("email")}
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
      <LightPassword field={field("password")} label="Password" autoComplete="current-password" />
      <div className="flex items-center justify-between gap-4">
        <LightCheckbox field={field("remember")} label="Keep me signed in" />
        <Link to="/forgot-password" className="text-sm font-semibold">
          Forgotten password?
        </Link>
      </div>
      <SubmitWithErrors
        form={{ errorId: formErrorId, errors: formErrors }}
        value={intent}
        pendingText="Logging in..."
        className="btn-primary w-full"
      >
        Log In
      </SubmitWithErrors>
    </Form>
  );
}

export function SignupForm({
  actionData,
  redirectTo,
  action,
  constraint,
}: {
  actionData: AuthActionData;
  redirectTo?: string;
  action?: string;
  constraint: Record<string, FieldConstraint>;
}) {
  const { formId, formErrorId, formErrors, field } = lightForm({
    id: "signup",
    lastResult: resultFor(actionData, "signup"),
    constraint,
    defaultValue: { profileType: "customer" },
  });
  if (actionData?.intent === "signup" && actionData.registered) return <RegistrationSent email={actionData.email} />;
  return (
    <Form
      method="post"
      action={action}
      id={formId}
      aria-describedby={formErrors ? formErrorId : undefined}
      className="space-y-4"
    >
      <HoneypotField />
      <input type="hidden" name="redirectTo" value={redirectTo ?? ""} />
      <LightInput field={field("fullName")} label="Full Name" autoComplete="name" placeholder="Alex Mariner" />
      <LightInput
        field={field("email")}
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
      <LightPassword field={field("password")} label="Password" autoComplete="new-password" />
      <LightSelect field={field("profileType")} label="I am a..." options={PROFILE_OPTIONS} />
      <SubmitWithErrors
        form={{ errorId: formErrorId, errors: formErrors }}
        value="signup"
        pendingText="Creating account..."
        className="btn-primary w-full"
      >
        Create account
      </SubmitWithErrors>
    </Form>
  );
}
