import { getEnv } from "./env.server.ts";
import { sendTemplatedEmail } from "./email-templates.server.ts";
import { createVerificationToken } from "./verification.server.ts";

// The wording of these e-mails is editable at /admin/email-templates (issue 18, ADR 181).

export async function sendVerificationEmail(
  user: { id: string; email: string; fullName: string },
  opts: { redirectTo?: string | null } = {},
) {
  const token = await createVerificationToken(user.id, "verify-email");
  const next = opts.redirectTo ? `&redirectTo=${encodeURIComponent(opts.redirectTo)}` : "";
  const url = `${getEnv().appUrl}/verify-email?token=${encodeURIComponent(token)}${next}`;
  await sendTemplatedEmail("auth.verify_email", user.email, { name: user.fullName, url });
}

export async function sendPasswordResetEmail(user: { id: string; email: string; fullName: string }) {
  const token = await createVerificationToken(user.id, "reset-password");
  const url = `${getEnv().appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await sendTemplatedEmail("auth.reset_password", user.email, { name: user.fullName, url });
}

/** Someone registered with an address that already has an account: tell its owner instead of the visitor. */
export async function sendAccountExistsEmail(user: { id: string; email: string; fullName: string }) {
  await sendTemplatedEmail("auth.account_exists", user.email, {
    name: user.fullName,
    sign_in_url: `${getEnv().appUrl}/auth?mode=both&tab=login`,
    reset_url: `${getEnv().appUrl}/forgot-password`,
  });
}
