// The /auth screen's sign-up form (its log-in form is login-form.tsx, shared with the home page's card). A light form
// (ui/light-form.tsx, ADR 030): the action validates with signupSchema and answers with Conform's SubmissionResult;
// the loader sends the schema's constraints as data (`authConstraints`) and the browser validates natively, so the
// page ships neither Conform nor Zod.
import { Form } from "@remix-run/react";
import { PROFILE_TYPES, PROFILE_TYPE_LABELS } from "~/domain/roles.ts";
import { HoneypotField } from "./honeypot-field.tsx";
import { type AuthActionData, resultFor } from "./login-form.tsx";
import { RegistrationSent } from "./registration-sent.tsx";
import {
  LightEmail,
  LightInput,
  LightPassword,
  LightSelect,
  lightForm,
  type FieldConstraint,
} from "./ui/light-form.tsx";
import { SubmitWithErrors } from "./ui/submit-with-errors.tsx";

const PROFILE_OPTIONS = PROFILE_TYPES.map((p) => ({ value: p, label: PROFILE_TYPE_LABELS[p] }));

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
  const { submitErrors, field, formProps } = lightForm({
    id: "signup",
    lastResult: resultFor(actionData, "signup"),
    constraint,
    defaultValue: { profileType: "customer" },
  });
  if (actionData?.intent === "signup" && actionData.registered) return <RegistrationSent email={actionData.email} />;
  return (
    <Form method="post" action={action} {...formProps} className="space-y-4">
      <HoneypotField />
      <input type="hidden" name="redirectTo" value={redirectTo ?? ""} />
      <LightInput field={field("fullName")} label="Full Name" autoComplete="name" placeholder="Alex Mariner" />
      <LightEmail field={field("email")} />
      <LightPassword field={field("password")} label="Password" autoComplete="new-password" />
      <LightSelect field={field("profileType")} label="I am a..." options={PROFILE_OPTIONS} />
      <SubmitWithErrors
        form={submitErrors}
        value="signup"
        pendingText="Creating account..."
        className="btn-primary w-full"
      >
        Create account
      </SubmitWithErrors>
    </Form>
  );
}
