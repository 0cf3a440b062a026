import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { ErrorList, Field, PasswordField } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { changePasswordSchema, profileSchema } from "~/domain/account-schemas.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { sendVerificationEmail } from "~/utils/auth-emails.server.ts";
import { actorOf, requirePortal, revokeSessionsOf } from "~/utils/auth.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { hashPassword, verifyPassword } from "~/utils/password.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";

export const meta: MetaFunction = () => [{ title: "Account settings | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "customer");
  const profile = await prisma.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { fullName: true, phone: true, email: true, emailVerifiedAt: true },
  });
  return json({ profile });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requirePortal(request, "customer");
  const formData = await readForm(request);
  const intent = formData.get("intent");

  if (intent === "profile") {
    const submission = parseForm(formData, { schema: profileSchema });
    if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
    const fullName = submission.value.fullName;
    await prisma.user.update({
      where: { id: ctx.user.id },
      data: { fullName, firstName: fullName.split(" ")[0], phone: submission.value.phone || null },
    });
    await recordAudit(request, {
      action: "user.profile_updated",
      actorId: actorOf(ctx).id,
      subjectUserId: ctx.user.id,
    });
    return redirectWithToast("/customer/account", { type: "success", title: "Profile saved" });
  }

  if (intent === "password") {
    const submission = parseForm(formData, { schema: changePasswordSchema });
    const hidden = { hideFields: ["currentPassword", "newPassword", "confirmPassword"] };
    if (submission.status !== "success") return json({ intent, result: submission.reply(hidden) }, { status: 400 });
    const stored = await prisma.password.findUnique({ where: { userId: ctx.user.id }, select: { hash: true } });
    if (!stored || !(await verifyPassword(submission.value.currentPassword, stored.hash))) {
      return json(
        {
          intent,
          result: submission.reply({
            ...hidden,
            fieldErrors: { currentPassword: ["That is not your current password"] },
          }),
        },
        { status: 400 },
      );
    }
    const hash = await hashPassword(submission.value.newPassword);
    await prisma.$transaction([
      prisma.password.update({ where: { userId: ctx.user.id }, data: { hash } }),
      // Keep this browser signed in; sign out every other device.
      revokeSessionsOf(ctx.user.id, { keep: ctx.sessionId }),
    ]);
    await recordAudit(request, {
      action: "user.password_changed",
      actorId: actorOf(ctx).id,
      subjectUserId: ctx.user.id,
    });
    return redirectWithToast("/customer/account", {
      type: "success",
      title: "Password changed",
      description: "Other devices have been signed out.",
    });
  }

  if (intent === "resend-verification") {
    const user = await prisma.user.findUniqueOrThrow({
      where: { id: ctx.user.id },
      select: { id: true, email: true, fullName: true, emailVerifiedAt: true },
    });
    if (!user.emailVerifiedAt) await sendVerificationEmail(user);
    return redirectWithToast("/customer/account", {
      type: "success",
      title: "Verification email sent",
      description: `Check ${user.email}.`,
    });
  }

  return json({ intent: null, result: undefined }, { status: 400 });
}

export default function Account() {
  const { profile } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [profileForm, profileFields] = useForm({
    id: "profile",
    lastResult: actionData?.intent === "profile" ? actionData.result : undefined,
    constraint: getZodConstraint(profileSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
    defaultValue: { fullName: profile.fullName, phone: profile.phone ?? "" },
    shouldValidate: "onBlur",
  });
  const [pwForm, pwFields] = useForm({
    id: "password",
    lastResult: actionData?.intent === "password" ? actionData.result : undefined,
    constraint: getZodConstraint(changePasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <PageHeader title="Account settings" description={profile.email} />
      <div className="grid gap-6 xl:grid-cols-2">
        <section className="card">
          <h2 className="text-lg font-bold">Your details</h2>
          <Form method="post" {...getFormProps(profileForm)} className="mt-4 space-y-4">
            <Field meta={profileFields.fullName} label="Full name" autoComplete="name" />
            <Field
              meta={profileFields.phone}
              label="Mobile phone"
              type="tel"
              autoComplete="tel"
              placeholder="04xx xxx xxx"
            />
            <ErrorList id={profileForm.errorId} errors={profileForm.errors} />
            <StatusButton value="profile" pendingText="Saving...">
              Save details
            </StatusButton>
          </Form>
        </section>
        <section className="card">
          <h2 className="text-lg font-bold">Change password</h2>
          <Form method="post" {...getFormProps(pwForm)} className="mt-4 space-y-4">
            <PasswordField meta={pwFields.currentPassword} label="Current password" autoComplete="current-password" />
            <PasswordField meta={pwFields.newPassword} label="New password" autoComplete="new-password" />
            <PasswordField meta={pwFields.confirmPassword} label="Confirm new password" autoComplete="new-password" />
            <ErrorList id={pwForm.errorId} errors={pwForm.errors} />
            <StatusButton value="password" pendingText="Saving...">
              Change password
            </StatusButton>
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
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
