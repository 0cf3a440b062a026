// The /forgot-password action. Kept out of the route module so the auth schemas (Zod) never reach the browser: the
// page validates natively with `forgotPasswordConstraint`, sent by the loader as data (ADR 030).
import { getZodConstraint } from "@conform-to/zod";
import { json } from "@remix-run/node";
import { forgotPasswordSchema } from "~/domain/auth-schemas.ts";
import { sendPasswordResetEmail } from "~/utils/auth-emails.server.ts";
import { normalizeEmail } from "~/utils/auth.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { isHoneypotTripped } from "~/utils/honeypot.ts";
import { RATE_LIMITS, hitLimits, peekLimits } from "~/utils/rate-limit.server.ts";
import { getClientIp } from "~/utils/request.server.ts";
import { parseForm, readForm, unparsedReply } from "~/utils/forms.server.ts";

export const forgotPasswordConstraint = getZodConstraint(forgotPasswordSchema);

export async function forgotPasswordAction(request: Request) {
  const formData = await readForm(request);
  const typed = normalizeEmail(String(formData.get("email") ?? "").slice(0, 254));
  const limits = [
    [`reset-ip:${getClientIp(request)}`, RATE_LIMITS.passwordResetPerAddress],
    [`reset-email:${typed}`, RATE_LIMITS.perEmail],
  ] as const;
  const waiting = await peekLimits(limits);
  if (waiting)
    return json({ result: unparsedReply(formData, { formErrors: [waiting] }), sentTo: null }, { status: 429 });
  const submission = parseForm(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return json({ result: submission.reply(), sentTo: null }, { status: 400 });
  if (isHoneypotTripped(formData)) {
    return json(
      {
        result: submission.reply({ formErrors: ["Your form could not be submitted. Please try again."] }),
        sentTo: null,
      },
      { status: 400 },
    );
  }
  const limited = await hitLimits(limits);
  if (limited) return json({ result: submission.reply({ formErrors: [limited] }), sentTo: null }, { status: 429 });
  const email = normalizeEmail(submission.value.email);
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true, email: true, fullName: true } });
  // The same answer whether or not the account exists, so the form cannot be used to probe e-mails.
  if (user) await sendPasswordResetEmail(user);
  return json({ result: submission.reply({ resetForm: true }), sentTo: email });
}
