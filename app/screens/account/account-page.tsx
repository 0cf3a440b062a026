import { getFormProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { ErrorList, Field, PasswordField } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";
import { changePasswordSchema, profileSchema } from "~/domain/account-schemas.ts";
import { formatDateTime } from "~/domain/dates.ts";
import { NOTIFICATION_KEYS, NOTIFICATION_LABELS } from "~/domain/owner-account.ts";
import type { handleAccountAction, loadAccount } from "./account.server.ts";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { RowAction } from "~/components/ui/row-action.tsx";

/** The name and mobile phone of a person's own details form, on the account page and the customer profile. */
export function NameAndPhoneFields({
  fullName,
  phone,
}: {
  fullName: FieldMetadata<string | undefined | null>;
  phone: FieldMetadata<string | undefined | null>;
}) {
  return (
    <>
      <Field meta={fullName} label="Full name" autoComplete="name" />
      <Field meta={phone} label="Mobile phone" type="tel" autoComplete="tel" placeholder="04xx xxx xxx" />
    </>
  );
}

/** Account settings, one page for the account area and the owner portal. */
export function AccountPage() {
  const { profile, prefs, devices, impersonating } = useLoaderData<typeof loadAccount>();
  const actionData = useActionData<typeof handleAccountAction>() as
    { intent: string | null; result?: SubmissionResult<string[]> } | undefined;
  const [profileForm, profileFields] = useZodForm(profileSchema, {
    id: "profile",
    lastResult: actionData?.intent === "profile" ? actionData.result : undefined,
    defaultValue: { fullName: profile.fullName, phone: profile.phone ?? "" },
  });
  const [pwForm, pwFields] = useZodForm(changePasswordSchema, {
    id: "password",
    lastResult: actionData?.intent === "password" ? actionData.result : undefined,
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <PageHeader title="Account settings" description={profile.email} />
      <div className="grid gap-6 xl:grid-cols-2">
        <section className="card">
          <h2 className="text-lg font-bold">Your details</h2>
          <Form method="post" {...getFormProps(profileForm)} className="mt-4 space-y-4">
            <NameAndPhoneFields fullName={profileFields.fullName} phone={profileFields.phone} />
            <SubmitWithErrors form={profileForm} value="profile" pendingText="Saving...">
              Save details
            </SubmitWithErrors>
          </Form>
        </section>
        <section className="card">
          <h2 className="text-lg font-bold">Change password</h2>
          <Form method="post" {...getFormProps(pwForm)} className="mt-4 space-y-4">
            <PasswordField meta={pwFields.currentPassword} label="Current password" autoComplete="current-password" />
            <PasswordField meta={pwFields.newPassword} label="New password" autoComplete="new-password" />
            <PasswordField meta={pwFields.confirmPassword} label="Confirm new password" autoComplete="new-password" />
            <SubmitWithErrors form={pwForm} value="password" pendingText="Saving...">
              Change password
            </SubmitWithErrors>
          </Form>
        </section>
        <section className="card">
          <h2 className="text-lg font-bold">Email address</h2>
          <p className="mt-2 text-sm">
            {profile.email} — {profile.emailVerifiedAt ? "verified" : "not verified yet"}
          </p>
          {!profile.emailVerifiedAt ? (
            <Form method="post" className="mt-4">
              <StatusButton value="resend-verification" pendingText="Sending..." className="btn-secondary">
                Send verification link again
              </StatusButton>
            </Form>
          ) : null}
        </section>
        <section className="card">
          <h2 className="text-lg font-bold">E-mail me about</h2>
          <Form method="post" className="mt-4 space-y-2">
            {NOTIFICATION_KEYS.map((k) => (
              <label key={k} className="flex items-start gap-2 text-sm text-secondary">
                <input
                  type="checkbox"
                  name="notify"
                  value={k}
                  defaultChecked={prefs[k]}
                  className="mt-0.5 h-4 w-4 rounded border-line"
                />
                {NOTIFICATION_LABELS[k]}
              </label>
            ))}
            <p className="text-xs text-ink/80">
              Receipts, invoices, booking changes and anything about your account's security always come.
            </p>
            <StatusButton value="notifications" pendingText="Saving..." className="btn-secondary">
              Save preferences
            </StatusButton>
          </Form>
        </section>
        <section className="card xl:col-span-2" aria-labelledby="devices-heading">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="devices-heading" className="text-lg font-bold">
              Signed-in devices
            </h2>
            {devices.length > 1 && !impersonating ? (
              <Form method="post">
                <StatusButton value="sign-out-others" pendingText="Signing out..." className="btn-secondary">
                  Sign out everywhere else
                </StatusButton>
              </Form>
            ) : null}
          </div>
          <ErrorList errors={actionData?.intent === "sign-out-device" ? actionData.result?.error?.[""] : undefined} />
          <ul className="mt-3 divide-y divide-line">
            {devices.map((d) => (
              <li
                key={d.id}
                className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm"
                data-testid="device"
              >
                <div>
                  <p className="font-semibold text-secondary">
                    {d.label}
                    {d.current ? <span className="badge ml-2 bg-emerald-100 text-emerald-900">This device</span> : null}
                  </p>
                  <p className="text-xs text-ink/80">
                    Signed in {formatDateTime(d.createdAt)} · last active {formatDateTime(d.lastActiveAt)}
                    {d.ipAddress ? ` · ${d.ipAddress}` : ""}
                  </p>
                </div>
                {!d.current && !impersonating ? (
                  <RowAction idName="sessionId" id={d.id} intent="sign-out-device" className="btn-link text-sm">
                    Sign out
                  </RowAction>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
