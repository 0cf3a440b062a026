// The account settings screen's server half: /customer/account and /owner/account show the same page (profile,
// password, e-mail verification, notification preferences, signed-in devices).
import { json } from "@remix-run/node";
import type { z } from "zod";
import { changePasswordSchema, profileSchema } from "~/domain/account-schemas.ts";
import { deviceLabel, parsePrefs, prefsFromForm } from "~/domain/owner-account.ts";
import {
  accountProfile,
  passwordHashOf,
  saveNotificationPrefs,
  replacePassword,
  signedInDevices,
  signOutDevice,
  updateProfile,
} from "~/models/account.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { sendVerificationEmail } from "~/utils/auth-emails.server.ts";
import { requirePortal, revokeSessionsOf } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { parseForm, readForm, unparsedReply } from "~/utils/forms.server.ts";
import { verifyPassword } from "~/utils/password.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { unknownIntent } from "~/utils/misc.ts";

type AccountPortal = "customer" | "owner";
const HERE: Record<AccountPortal, string> = { customer: "/customer/account", owner: "/owner/account" };

export async function loadAccount(request: Request, portal: AccountPortal) {
  const ctx = await requirePortal(request, portal);
  const [profile, devices] = await Promise.all([
    accountProfile(ctx.user.id),
    signedInDevices(ctx.user.id, getNow(request)),
  ]);
  return json({
    profile: {
      fullName: profile.fullName,
      phone: profile.phone,
      email: profile.email,
      emailVerifiedAt: profile.emailVerifiedAt,
    },
    prefs: parsePrefs(profile.notificationPrefs),
    devices: devices.map((d) => ({
      id: d.id,
      label: deviceLabel(d.userAgent),
      ipAddress: d.ipAddress?.replace(/^::ffff:/, "") ?? null,
      createdAt: d.createdAt,
      lastActiveAt: d.updatedAt,
      current: d.id === ctx.sessionId,
    })),
    impersonating: !!ctx.impersonator,
  });
}

export async function handleAccountAction(request: Request, portal: AccountPortal) {
  const ctx = await requirePortal(request, portal);
  const here = HERE[portal];
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const audit = (action: string, details?: Record<string, unknown>) =>
    recordAudit(request, { action, actorId: ctx.audit.actorId, subjectUserId: ctx.user.id, details });

  if (intent === "profile") {
    const submission = parseForm(formData, { schema: profileSchema });
    if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
    await updateProfile(ctx.user.id, submission.value);
    await audit("user.profile_updated");
    return redirectWithToast(here, { type: "success", title: "Profile saved" });
  }

  if (intent === "password") {
    const parsed = await parseWithCurrentPassword(formData, {
      schema: changePasswordSchema,
      userId: ctx.user.id,
      intent,
      hideFields: ["currentPassword", "newPassword", "confirmPassword"],
    });
    if (parsed.reply) return parsed.reply;
    // Keep this browser signed in; sign out every other device.
    await replacePassword(ctx.user.id, parsed.value.newPassword, { keepSessionId: ctx.sessionId });
    await audit("user.password_changed");
    return redirectWithToast(here, {
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
    return redirectWithToast(here, {
      type: "success",
      title: "Verification email sent",
      description: `Check ${user.email}.`,
    });
  }

  if (intent === "notifications") {
    const prefs = prefsFromForm(formData.getAll("notify").map(String));
    await saveNotificationPrefs(ctx.user.id, prefs);
    await audit("user.notifications_updated", prefs);
    return redirectWithToast(here, { type: "success", title: "Notification preferences saved" });
  }

  if (intent === "sign-out-device") {
    const sessionId = String(formData.get("sessionId") ?? "");
    if (sessionId === ctx.sessionId) {
      return json(
        { intent, result: unparsedReply(formData, { formErrors: ["Use Log out to sign this device out."] }) },
        { status: 400 },
      );
    }
    await signOutDevice(ctx.user.id, sessionId);
    await audit("user.device_signed_out", { sessionId });
    return redirectWithToast(here, { type: "success", title: "That device is signed out" });
  }

  if (intent === "sign-out-others") {
    const { count } = await revokeSessionsOf(ctx.user.id, { keep: ctx.sessionId });
    await audit("user.signed_out_everywhere_else", { sessions: count });
    return redirectWithToast(here, {
      type: "success",
      title: "Signed out everywhere else",
      description: count ? `${count} other session${count === 1 ? "" : "s"} ended.` : "No other device was signed in.",
    });
  }

  throw unknownIntent();
}

/**
 * Parses a form that asks for the current password (the account page's password change, the customer profile's
 * e-mail change): `{ value }` when it is valid and the password is the user's, else `{ reply }`, the 400 answer
 * (`hideFields` — the password fields — are not sent back).
 */
export async function parseWithCurrentPassword<
  I extends string,
  Schema extends z.ZodType<{ currentPassword: string }, z.ZodTypeDef, unknown>,
>(formData: FormData, opts: { schema: Schema; userId: string; intent: I; hideFields: string[] }) {
  const { intent, hideFields } = opts;
  const submission = parseForm(formData, { schema: opts.schema });
  if (submission.status !== "success") {
    return { reply: json({ intent, result: submission.reply({ hideFields }) }, { status: 400 }) };
  }
  const stored = await passwordHashOf(opts.userId);
  if (stored && (await verifyPassword(submission.value.currentPassword, stored))) return { value: submission.value };
  const fieldErrors = { currentPassword: ["That is not your current password"] };
  return { reply: json({ intent, result: submission.reply({ hideFields, fieldErrors }) }, { status: 400 }) };
}
