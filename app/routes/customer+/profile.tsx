import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { CheckboxField, Field, PasswordField } from "~/components/ui/fields.tsx";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";
import { emailChangeSchema, profileDetailsSchema } from "~/domain/profile-schemas.ts";
import { profileOf, requestEmailChange, updateProfileDetails } from "~/models/account.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { createVerificationToken } from "~/utils/verification.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { parseWithCurrentPassword } from "~/screens/account/account.server.ts";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { NameAndPhoneFields } from "~/screens/account/account-page.tsx";

export const meta: MetaFunction = () => [{ title: "Profile | My Account" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "customer");
  return json({ profile: await profileOf(user.id) });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requirePortal(request, "customer");
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent === "details") {
    const submission = parseForm(formData, { schema: profileDetailsSchema });
    if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
    await updateProfileDetails(
      ctx.user.id,
      { ...submission.value, marketing: !!submission.value.marketing },
      getNow(request),
    );
    await recordAudit(request, {
      action: "user.profile_updated",
      actorId: ctx.audit.actorId,
      subjectUserId: ctx.user.id,
      details: { marketing: !!submission.value.marketing },
    });
    return redirectWithToast("/customer/profile", { type: "success", title: "Profile saved" });
  }
  if (intent === "email") {
    const parsed = await parseWithCurrentPassword(formData, {
      schema: emailChangeSchema,
      userId: ctx.user.id,
      intent,
      hideFields: ["currentPassword"],
    });
    if (parsed.reply) return parsed.reply;
    const { newEmail } = parsed.value;
    const { taken } = await requestEmailChange(ctx.user.id, newEmail);
    // The same answer either way, so the form cannot be used to find out who has an account.
    if (taken) {
      await sendTemplatedEmail("account.email_taken", newEmail, { new_email: newEmail });
    } else {
      const token = await createVerificationToken(ctx.user.id, "change-email", getNow(request));
      const url = `${getEnv().appUrl}/confirm-email-change?token=${encodeURIComponent(token)}`;
      await sendTemplatedEmail("account.confirm_email_change", newEmail, {
        name: ctx.user.fullName,
        new_email: newEmail,
        url,
      });
    }
    await recordAudit(request, {
      action: "user.email_change_requested",
      actorId: ctx.audit.actorId,
      subjectUserId: ctx.user.id,
    });
    return redirectWithToast("/customer/profile", {
      type: "success",
      title: "Check your new inbox",
      description: `We sent a link to ${newEmail}. Your address changes when you open it.`,
    });
  }
  throw unknownIntent();
}

export default function Profile() {
  const { profile } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [detailsForm, details] = useZodForm(profileDetailsSchema, {
    id: "details",
    lastResult: actionData?.intent === "details" ? actionData.result : undefined,
    defaultValue: {
      fullName: profile.fullName,
      phone: profile.phone ?? "",
      marketing: profile.marketingConsentAt ? "on" : "",
    },
  });
  const [emailForm, email] = useZodForm(emailChangeSchema, {
    id: "email",
    lastResult: actionData?.intent === "email" ? actionData.result : undefined,
    shouldValidate: "onSubmit",
  });
  return (
    <>
      <PageHeader
        title="Profile"
        description={
          <>
            {profile.email} · <Link to="/customer/account">password and devices</Link>
          </>
        }
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <section className="card">
          <h2 className="text-lg font-bold">Your details</h2>
          <Form method="post" {...getFormProps(detailsForm)} className="mt-4 space-y-4">
            <NameAndPhoneFields fullName={details.fullName} phone={details.phone} />
            <CheckboxField
              meta={details.marketing}
              label="Send me seasonal tips and offers (at most monthly; unsubscribe any time)"
            />
            <SubmitWithErrors form={detailsForm} value="details" pendingText="Saving...">
              Save details
            </SubmitWithErrors>
          </Form>
        </section>
        <section className="card">
          <h2 className="text-lg font-bold">E-mail address</h2>
          <p className="mt-1 text-sm">
            Now <strong>{profile.email}</strong>
            {profile.pendingEmail ? (
              <span data-testid="pending-email">
                {" "}
                — waiting for you to confirm <strong>{profile.pendingEmail}</strong> from the link we sent there.
              </span>
            ) : null}
          </p>
          <Form method="post" {...getFormProps(emailForm)} className="mt-4 space-y-4">
            <Field meta={email.newEmail} label="New e-mail address" type="email" autoComplete="email" />
            <PasswordField meta={email.currentPassword} label="Current password" autoComplete="current-password" />
            <SubmitWithErrors form={emailForm} value="email" pendingText="Sending..." className="btn-secondary">
              Send confirmation link
            </SubmitWithErrors>
          </Form>
        </section>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
