// The home page's login/register card (large screens only, spec §2). Light forms (ui/light-form.tsx): the home
// action validates with the auth schemas and answers with Conform's SubmissionResult; the browser gets the
// schemas' constraints as data and validates natively, so the home page ships neither Conform nor Zod (ADR 030).
// The inputs are uncontrolled and hydrate in place: what is typed before JavaScript runs stays typed.
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { PASSWORD_MISMATCH } from "~/domain/auth-messages.ts";
import { useHydrated } from "~/utils/hydrated.ts";
import { HoneypotField } from "./honeypot-field.tsx";
import { type AuthActionData, AuthTabs, LoginForm, resultFor } from "./login-form.tsx";
import { RegistrationSent } from "./registration-sent.tsx";
import { useShowToast } from "./toaster.tsx";
import { ErrorList } from "./ui/error-list.tsx";
import { LightCheckbox, LightInput, LightPassword, lightForm, type FieldConstraint } from "./ui/light-form.tsx";
import { StatusButton } from "./ui/status-button.tsx";

export type AuthCardConstraints = { login: Record<string, FieldConstraint>; register: Record<string, FieldConstraint> };

/** Tabs are links (`?tab=login|register`) so they work without JavaScript. */
export function AuthCard({
  tab,
  actionData,
  action,
  constraints,
}: {
  tab: "login" | "register";
  actionData: AuthActionData;
  action: string;
  constraints: AuthCardConstraints;
}) {
  const shown =
    actionData?.intent === "card-register" ? "register" : actionData?.intent === "card-login" ? "login" : tab;
  return (
    <div className="card w-full max-w-md p-6" data-testid="auth-card">
      <h2 className="text-xl font-bold">{shown === "login" ? "Owner & crew portal" : "Register your vessel"}</h2>
      <AuthTabs
        shown={shown}
        to={(t) => `?tab=${t}`}
        label="Portal access"
        names={{ login: "Login", register: "Register" }}
        className="mt-4"
      />
      <div className="mt-4" role="tabpanel">
        {shown === "login" ? (
          <LoginForm
            intent="card-login"
            lastResult={resultFor(actionData, "card-login")}
            action={action}
            constraint={constraints.login}
            submitLabel="Access Portal"
            pendingText="Accessing..."
          />
        ) : actionData?.intent === "card-register" && actionData.registered ? (
          <RegistrationSent email={actionData.email} />
        ) : (
          <CardRegisterForm
            lastResult={resultFor(actionData, "card-register")}
            action={action}
            constraint={constraints.register}
          />
        )}
      </div>
    </div>
  );
}

type FormProps = {
  lastResult?: SubmissionResult<string[]>;
  action: string;
  constraint: Record<string, FieldConstraint>;
};

/** Spec §2/§5: first/last name, confirm password, terms; 'Password Mismatch' before and after submitting. */
function CardRegisterForm({ lastResult, action, constraint }: FormProps) {
  const hydrated = useHydrated();
  const showToast = useShowToast();
  const [mismatch, setMismatch] = useState(false);
  const { formErrorId, formErrors, field, formProps } = lightForm({
    id: "card-register",
    lastResult,
    constraint,
    clientErrors: mismatch ? { confirmPassword: [PASSWORD_MISMATCH.description] } : undefined,
  });
  const terms = field("terms");
  const termsRef = useRef<HTMLInputElement>(null);
  const [termsAccepted, setTermsAccepted] = useState(terms.value === "on");
  // The box may have been ticked before JavaScript ran.
  useEffect(() => setTermsAccepted(!!termsRef.current?.checked), []);

  return (
    <Form
      method="post"
      action={action}
      {...formProps}
      onSubmit={(event) => {
        const data = new FormData(event.currentTarget);
        const differ = data.get("password") !== data.get("confirmPassword");
        setMismatch(differ);
        if (differ) {
          event.preventDefault();
          showToast({ id: String(Date.now()), type: "error", ...PASSWORD_MISMATCH });
        }
      }}
      onInput={(event) => {
        const name = (event.target as HTMLInputElement).name;
        if (mismatch && (name === "password" || name === "confirmPassword")) setMismatch(false);
      }}
      className="space-y-3"
    >
      <HoneypotField />
      <div className="grid grid-cols-2 gap-3">
        <LightInput field={field("firstName")} label="First name" autoComplete="given-name" />
        <LightInput field={field("lastName")} label="Last name" autoComplete="family-name" />
      </div>
      <LightInput field={field("email")} label="Email" type="email" autoComplete="email" />
      <LightPassword field={field("password")} label="Password" autoComplete="new-password" />
      <LightPassword field={field("confirmPassword")} label="Confirm password" autoComplete="new-password" />
      <LightCheckbox
        field={terms}
        inputRef={termsRef}
        onChange={setTermsAccepted}
        label={
          <>
            I agree to the <Link to="/about-us#terms">terms of service</Link> and privacy policy
          </>
        }
      />
      <ErrorList id={formErrorId} errors={formErrors} />
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
