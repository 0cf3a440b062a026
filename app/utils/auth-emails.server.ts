import { getEnv } from "./env.server.ts";
import { sendEmail, simpleEmailHtml } from "./email.server.ts";
import { createVerificationToken } from "./verification.server.ts";

export async function sendVerificationEmail(
  user: { id: string; email: string; fullName: string },
  opts: { redirectTo?: string | null } = {},
) {
  const token = await createVerificationToken(user.id, "verify-email");
  const next = opts.redirectTo ? `&redirectTo=${encodeURIComponent(opts.redirectTo)}` : "";
  const url = `${getEnv().appUrl}/verify-email?token=${encodeURIComponent(token)}${next}`;
  await sendEmail({
    to: user.email,
    subject: "Verify your Bosun account",
    text: `Hi ${user.fullName},\n\nWelcome aboard! Please confirm your email address by opening this link:\n${url}\n\nThe link works for 7 days.\n`,
    html: simpleEmailHtml({
      heading: "Welcome aboard",
      paragraphs: [
        `Hi ${user.fullName},`,
        "Please confirm your email address so we can keep you updated about your bookings.",
      ],
      action: { label: "Verify my email", url },
    }),
  });
}

export async function sendPasswordResetEmail(user: { id: string; email: string; fullName: string }) {
  const token = await createVerificationToken(user.id, "reset-password");
  const url = `${getEnv().appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await sendEmail({
    to: user.email,
    subject: "Reset your Bosun password",
    text: `Hi ${user.fullName},\n\nSomeone (hopefully you) asked to reset your password. Open this link to choose a new one:\n${url}\n\nThe link works once, for 1 hour. If you did not ask for this, you can ignore this email.\n`,
    html: simpleEmailHtml({
      heading: "Reset your password",
      paragraphs: [
        `Hi ${user.fullName},`,
        "Someone (hopefully you) asked to reset your password. The link works once, for 1 hour.",
        "If you did not ask for this, you can ignore this email.",
      ],
      action: { label: "Choose a new password", url },
    }),
  });
}

/** Someone registered with an address that already has an account: tell its owner instead of the visitor. */
export async function sendAccountExistsEmail(user: { id: string; email: string; fullName: string }) {
  const signIn = `${getEnv().appUrl}/auth?mode=both&tab=login`;
  const reset = `${getEnv().appUrl}/forgot-password`;
  await sendEmail({
    to: user.email,
    subject: "You already have a Bosun account",
    text: `Hi ${user.fullName},\n\nSomeone (hopefully you) tried to create a Bosun account with this email address, but you already have one.\n\nSign in: ${signIn}\nForgotten your password? Choose a new one: ${reset}\n\nIf this was not you, you can ignore this email; nothing has changed.\n`,
    html: simpleEmailHtml({
      heading: "You already have an account",
      paragraphs: [
        `Hi ${user.fullName},`,
        "Someone (hopefully you) tried to create a Bosun account with this email address, but you already have one.",
        `Forgotten your password? Choose a new one at ${reset}`,
        "If this was not you, you can ignore this email; nothing has changed.",
      ],
      action: { label: "Sign in", url: signIn },
    }),
  });
}
