// The /reset-password loader and action. Kept out of the route module so the auth schemas (Zod) never reach the
// browser: the page validates natively with the constraints the loader sends as data (ADR 030).
import { getZodConstraint } from "@conform-to/zod";
import { json } from "@remix-run/node";
import { resetPasswordSchema } from "~/domain/auth-schemas.ts";
import { replacePassword } from "~/models/account.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { consumeVerification, findValidVerification } from "~/utils/verification.server.ts";

export async function resetPasswordLoader(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = !!(await findValidVerification(token, "reset-password"));
  return json({ token: valid ? token : null, constraint: getZodConstraint(resetPasswordSchema) });
}

export async function resetPasswordAction(request: Request) {
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
