// The JSON sign-up, sign-in, sign-out and session calls of spec §7. Same rules as the forms (auth-actions):
// sign-in failures delay per account+address, sign-up never says whether an address has an account, the honeypot
// field makes a bot's sign-up look accepted, and the session is the same cookie.
import { z } from "zod";
import { PROFILE_TYPES } from "~/domain/roles.ts";
import { newPasswordField } from "~/domain/password-policy.ts";
import { apiError, apiJson, readJson } from "~/utils/api.server.ts";
import {
  AuthError,
  getAuthContext,
  normalizeEmail,
  registerAccount,
  signOut,
  startUserSession,
  userSelect,
  verifyCredentials,
  type AuthContext,
} from "~/utils/auth.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { HONEYPOT_FIELD } from "~/utils/honeypot.ts";
import {
  clearSignInFailures,
  hitLimits,
  peekLimits,
  recordSignInFailure,
  signInWait,
  signUpLimits,
} from "~/utils/rate-limit.server.ts";
import { getClientIp } from "~/utils/request.server.ts";
import { mergeCartAtSignIn } from "~/screens/cart/cart-owner.server.ts";
import { getNow } from "~/utils/clock.server.ts";

const email = z
  .string({ required_error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .email("Enter a valid email address")
  .max(254);

export const apiSignInSchema = z.object({
  email,
  password: z.string({ required_error: "Password is required" }).min(1, "Password is required").max(200),
  remember: z.boolean().optional(),
});

export const apiSignUpSchema = z.object({
  email,
  password: newPasswordField(),
  fullName: z.string().trim().max(120, "Name is too long").optional(),
  profileType: z
    .enum(PROFILE_TYPES, { errorMap: () => ({ message: "Choose one of the five profile types" }) })
    .default("customer"),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});

export const SIGN_UP_MESSAGE = "Account created successfully! Please check your email to verify your account.";

type ApiUser = {
  id: string;
  email: string;
  fullName: string;
  firstName: string | null;
  profileType: string;
  roles: string[];
  emailVerified: boolean;
};

function publicSession(ctx: AuthContext | null) {
  if (!ctx) return { user: null, session: null };
  const user: ApiUser = {
    id: ctx.user.id,
    email: ctx.user.email,
    fullName: ctx.user.fullName,
    firstName: ctx.user.firstName,
    profileType: ctx.user.profileType,
    roles: [...ctx.user.roles],
    emailVerified: ctx.user.emailVerified,
  };
  return {
    user,
    session: {
      persistent: ctx.persistent,
      impersonator: ctx.impersonator
        ? { id: ctx.impersonator.id, email: ctx.impersonator.email, fullName: ctx.impersonator.fullName }
        : null,
    },
  };
}

export async function apiSession(request: Request) {
  return apiJson(publicSession(await getAuthContext(request)));
}

export async function apiSignIn(request: Request) {
  const body = await readJson(request, apiSignInSchema);
  const ip = getClientIp(request);
  const address = normalizeEmail(body.email);
  const waiting = await signInWait(address, ip);
  if (waiting) return apiError("too_many", waiting);
  let userId: string;
  try {
    userId = await verifyCredentials(address, body.password);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    await recordSignInFailure(address, ip);
    return apiError("unauthorized", error.message || "Sign in failed");
  }
  await clearSignInFailures(address, ip);
  const headers = await startUserSession(request, { userId, persistent: !!body.remember });
  const cartCookie = await mergeCartAtSignIn(request, userId, getNow(request));
  if (cartCookie) headers.append("set-cookie", cartCookie);
  const row = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: userSelect,
  });
  const user: ApiUser = {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    firstName: row.firstName,
    profileType: row.profileType,
    roles: row.roles.map((r) => r.role),
    emailVerified: !!row.emailVerifiedAt,
  };
  return apiJson({ user, session: { persistent: !!body.remember, impersonator: null } }, { headers });
}

export async function apiSignUp(request: Request) {
  const ip = getClientIp(request);
  const body = await readJson(request, apiSignUpSchema);
  const address = normalizeEmail(body.email);
  const accepted = () => apiJson({ user: { email: address }, message: SIGN_UP_MESSAGE }, { status: 202 });
  if (body[HONEYPOT_FIELD]?.trim()) return accepted();
  const limits = signUpLimits(ip, address);
  const waiting = (await peekLimits(limits)) ?? (await hitLimits(limits));
  if (waiting) return apiError("too_many", waiting);
  await registerAccount(
    { email: address, password: body.password, fullName: body.fullName ?? "", profileType: body.profileType },
    { redirectTo: null },
  );
  return accepted();
}

export async function apiSignOut(request: Request) {
  const setCookie = await signOut(request);
  return apiJson({ signedOut: true }, { headers: { "Set-Cookie": setCookie } });
}
