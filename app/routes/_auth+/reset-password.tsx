import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PasswordField } from "~/components/ui/fields.tsx";
import { resetPasswordSchema } from "~/domain/auth-schemas.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { consumeVerification, findValidVerification } from "~/utils/verification.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { replacePassword } from "~/models/account.server.ts";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";

export const meta: MetaFunction = () => [
  { title: "Choose a new password | Bosun" },
  { name: "description", content: "Choose a new password for your Bosun account." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = !!(await findValidVerification(token, "reset-password"));
  return json({ token: valid ? token : null });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  const userId = await consumeVerification(submission.value.token, "reset-password");
  if (!userId) {
    return json(
      {
        result: submission.reply({
          formErrors: ["This reset link has expired or was already used. Please ask for a new one."],
        }),
      },
      { status: 400 },
    );
  }
  // A new password signs out every device.
  await replacePassword(userId, submission.value.password);
  await recordAudit(request, { action: "auth.password_reset", actorId: userId, subjectUserId: userId });
  return redirectWithToast("/auth?mode=both&tab=login", {
    type: "success",
    title: "Password updated",
    description: "Your new password is set. Please log in.",
  });
}

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(resetPasswordSchema, {
    id: "reset-password",
    lastResult: actionData?.result,
    shouldRevalidate: "onInput",
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
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <input type="hidden" name="token" value={token} />
        <PasswordField meta={fields.password} label="New password" autoComplete="new-password" />
        <PasswordField meta={fields.confirmPassword} label="Confirm new password" autoComplete="new-password" />
        <SubmitWithErrors form={form} pendingText="Saving..." className="btn-primary w-full">
          Save new password
        </SubmitWithErrors>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
