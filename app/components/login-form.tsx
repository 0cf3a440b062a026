// The e-mail and password log-in form, on /auth and in the home page's card (spec §2). A light form
// (ui/light-form.tsx, ADR 030): the action validates with loginSchema and answers with Conform's SubmissionResult,
// the loader sends the schema's constraints as data, and the browser validates natively. `intent` names the form to
// the action that reads it ("login" on /auth, "card-login" on the home page) and is its id.
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { LightCheckbox, LightEmail, LightPassword, lightForm, type FieldConstraint } from "./ui/light-form.tsx";
import { SubmitWithErrors } from "./ui/submit-with-errors.tsx";

/** What the /auth and home-page actions answer: the posted form's intent and its result. */
export type AuthActionData =
  { intent: string; result: SubmissionResult<string[]>; registered?: boolean; email?: string } | undefined;

/** The result for the form with this intent, or nothing when another form on the page posted. */
export function resultFor(data: AuthActionData, intent: string) {
  return data?.intent === intent ? data.result : undefined;
}

export function LoginForm({
  intent,
  lastResult,
  action,
  redirectTo,
  constraint,
  submitLabel,
  pendingText,
}: {
  intent: string;
  lastResult?: SubmissionResult<string[]>;
  action?: string;
  redirectTo?: string;
  constraint: Record<string, FieldConstraint>;
  submitLabel: string;
  pendingText: string;
}) {
  const { submitErrors, field, formProps } = lightForm({ id: intent, lastResult, constraint });
  return (
    <Form method="post" action={action} {...formProps} className="space-y-4">
      <input type="hidden" name="redirectTo" value={redirectTo ?? ""} />
      <LightEmail field={field("email")} />
      <LightPassword field={field("password")} label="Password" autoComplete="current-password" />
      <div className="flex items-center justify-between gap-4">
        <LightCheckbox field={field("remember")} label="Keep me signed in" />
        <Link to="/forgot-password" className="text-sm font-semibold">
          Forgotten password?
        </Link>
      </div>
      <SubmitWithErrors form={submitErrors} value={intent} pendingText={pendingText} className="btn-primary w-full">
        {submitLabel}
      </SubmitWithErrors>
    </Form>
  );
}

type AuthTab = "login" | "register";

/** The log-in / register tabs: links (`to(tab)`), so they work without JavaScript. */
export function AuthTabs({
  shown,
  to,
  label,
  names,
  className,
}: {
  shown: AuthTab;
  to: (tab: AuthTab) => string;
  label: string;
  names: Record<AuthTab, string>;
  className: string;
}) {
  return (
    <div role="tablist" aria-label={label} className={`${className} grid grid-cols-2 rounded-theme bg-surface p-1`}>
      {(["login", "register"] as const).map((t) => (
        <Link
          key={t}
          role="tab"
          aria-selected={shown === t}
          to={to(t)}
          replace
          preventScrollReset
          className={`rounded-theme px-3 py-2 text-center font-heading text-sm font-semibold no-underline ${
            shown === t ? "bg-white text-primary shadow" : "text-secondary hover:text-primary"
          }`}
        >
          {names[t]}
        </Link>
      ))}
    </div>
  );
}
