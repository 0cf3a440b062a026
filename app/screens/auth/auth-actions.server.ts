import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { json } from "@remix-run/node";
import {
  PASSWORD_MISMATCH,
  cardRegisterSchema,
  joinFullName,
  loginSchema,
  signupSchema,
} from "~/domain/auth-schemas.ts";
import type { ToastMessage } from "~/components/toaster.tsx";
import { dashboardPathFor } from "~/domain/roles.ts";
import { AuthError, authenticator, createUserSession, normalizeEmail, registerAccount } from "~/utils/auth.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { getClientIp } from "~/utils/request.server.ts";
import {
  clearSignInFailures,
  hitLimits,
  peekLimits,
  pruneRateLimits,
  recordSignInFailure,
  signInWait,
  signUpLimits,
} from "~/utils/rate-limit.server.ts";
import { safeRedirectPath } from "~/utils/misc.ts";
import { isHoneypotTripped } from "~/utils/honeypot.ts";
import { createToastHeaders } from "~/utils/toast.server.ts";
import { parseForm, readForm, unparsedReply } from "~/utils/forms.server.ts";
import { mergeCartAtSignIn } from "~/screens/cart/cart-owner.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { combineHeaders } from "~/utils/misc.ts";
import { oneOfOr } from "~/domain/labelled-values.ts";

/** The home page card's native validation attributes, sent as data so the browser needs no Zod (ADR 030). */
export const authCardConstraints = {
  login: getZodConstraint(loginSchema),
  register: getZodConstraint(cardRegisterSchema),
};

/** The /auth screen's forms, the same way (components/auth-forms.tsx). */
export const authConstraints = {
  login: getZodConstraint(loginSchema),
  signup: getZodConstraint(signupSchema),
};

export const AUTH_INTENTS = ["login", "signup", "card-login", "card-register"] as const;
export type AuthIntent = (typeof AUTH_INTENTS)[number];

const toast = (type: ToastMessage["type"], title: string, description?: string): ToastMessage => ({
  id: Math.random().toString(36).slice(2),
  type,
  title,
  description,
});

/** Texts of spec §8 for each form's outcomes. */
const TEXTS = {
  login: {
    failureTitle: "Error",
    fallback: "Sign in failed",
    exceptionTitle: "Error",
    exception: "An unexpected error occurred",
    success: toast("success", "Success", "Logged in successfully!"),
  },
  signup: {
    failureTitle: "Error",
    fallback: "Signup failed",
    exceptionTitle: "Error",
    exception: "An unexpected error occurred",
    success: toast(
      "success",
      "Success",
      "Account created successfully! Please check your email to verify your account.",
    ),
  },
  "card-login": {
    failureTitle: "Authentication Failed",
    fallback: "Sign in failed",
    exceptionTitle: "Login Error",
    exception: "An unexpected error occurred. Please try again.",
    success: toast("success", "Welcome Aboard", "Successfully logged into your maritime portal"),
  },
  "card-register": {
    failureTitle: "Registration Failed",
    fallback: "Signup failed",
    exceptionTitle: "Registration Error",
    exception: "An unexpected error occurred. Please try again.",
    success: toast("success", "Fleet Registration Complete", "Your maritime account has been created successfully"),
  },
} satisfies Record<AuthIntent, unknown>;

function failure(
  intent: AuthIntent,
  submission: {
    reply: (o?: {
      formErrors?: string[];
      fieldErrors?: Record<string, string[]>;
      hideFields?: string[];
    }) => SubmissionResult<string[]>;
  },
  message: string,
  opts: { field?: string; title?: string; status?: number } = {},
) {
  const result = opts.field
    ? submission.reply({ fieldErrors: { [opts.field]: [message] }, hideFields: ["password", "confirmPassword"] })
    : submission.reply({ formErrors: [message], hideFields: ["password", "confirmPassword"] });
  return json(
    { intent, result, toast: toast("error", opts.title ?? TEXTS[intent].failureTitle, message), registered: false },
    { status: opts.status ?? 400 },
  );
}

/**
 * The one handler behind every sign-in / sign-up form (the /auth screen and the home page card).
 * Waits out rate limits before parsing, validates with the form's schema, then signs in through remix-auth
 * or registers. Sign-up answers the same whether or not the e-mail already has an account (issue 10): a new
 * account gets a verification link that signs it in; an existing one gets an e-mail saying so.
 */
export async function handleAuthAction(request: Request, opts: { defaultRedirect: string | "portal" }) {
  const formData = await readForm(request.clone());
  const intentValue = String(formData.get("intent") ?? "login");
  const intent: AuthIntent = oneOfOr(AUTH_INTENTS, intentValue, "login");
  const isLogin = intent === "login" || intent === "card-login";
  const ip = getClientIp(request);
  const email = normalizeEmail(String(formData.get("email") ?? "").slice(0, 254));
  const limits = signUpLimits(ip, email);

  // Finished windows are dropped now and then, by a small share of sign-in requests.
  if (Math.random() < 0.01) void pruneRateLimits().catch(() => null);
  const waiting = isLogin ? await signInWait(email, ip) : await peekLimits(limits);
  if (waiting) {
    return json(
      {
        intent,
        result: unparsedReply(formData, { formErrors: [waiting], hideFields: ["password", "confirmPassword"] }),
        toast: toast("error", TEXTS[intent].failureTitle, waiting),
        registered: false,
      },
      { status: 429 },
    );
  }

  const schema = intent === "card-register" ? cardRegisterSchema : isLogin ? loginSchema : signupSchema;
  const submission = parseForm(formData, { schema });

  if (submission.status !== "success") {
    const mismatch =
      intent === "card-register" && submission.error?.confirmPassword?.includes(PASSWORD_MISMATCH.description);
    const first = Object.values(submission.error ?? {}).flat()[0];
    return json(
      {
        intent,
        result: submission.reply({ hideFields: ["password", "confirmPassword"] }),
        toast: mismatch
          ? toast("error", PASSWORD_MISMATCH.title, PASSWORD_MISMATCH.description)
          : toast("error", TEXTS[intent].failureTitle, first ?? TEXTS[intent].fallback),
        registered: false,
      },
      { status: 400 },
    );
  }

  if (!isLogin && isHoneypotTripped(formData)) {
    return failure(intent, submission, "Your form could not be submitted. Please try again.");
  }

  if (!isLogin) {
    const limited = await hitLimits(limits);
    if (limited) return failure(intent, submission, limited, { status: 429 });
    const v = submission.value as {
      email: string;
      password: string;
      fullName?: string;
      firstName?: string;
      lastName?: string;
      profileType?: string;
    };
    const redirectTo = safeRedirectPath(formData.get("redirectTo"), "");
    try {
      await registerAccount(
        {
          email: v.email,
          password: v.password,
          fullName: v.firstName ? joinFullName(v.firstName, v.lastName ?? "") : (v.fullName ?? ""),
          firstName: v.firstName,
          lastName: v.lastName,
          profileType: v.profileType ?? "customer",
        },
        { redirectTo: redirectTo || null },
      );
    } catch (error) {
      console.error(`Auth action '${intent}' failed`, error);
      return failure(intent, submission, TEXTS[intent].exception, { title: TEXTS[intent].exceptionTitle, status: 500 });
    }
    return json({
      intent,
      result: submission.reply({ resetForm: true, hideFields: ["password", "confirmPassword"] }),
      toast: TEXTS[intent].success,
      registered: true,
      email: normalizeEmail(v.email),
    });
  }

  try {
    const auth = await authenticator.authenticate("login", request);
    await clearSignInFailures(email, ip);
    const user = await prisma.user.findUniqueOrThrow({
      where: { id: auth.userId },
      select: { id: true, profileType: true, roles: { select: { role: true } } },
    });
    // "portal": straight to the user's own portal (not via /dashboard, whose extra redirect would drop the toast).
    const fallback =
      opts.defaultRedirect === "portal"
        ? dashboardPathFor({ roles: user.roles.map((r) => r.role), profileType: user.profileType })
        : opts.defaultRedirect;
    const redirectTo = safeRedirectPath(formData.get("redirectTo"), fallback);
    const cartCookie = await mergeCartAtSignIn(request, auth.userId, getNow(request));
    return createUserSession(request, {
      userId: auth.userId,
      persistent: auth.persistent,
      redirectTo,
      headers: combineHeaders(
        await createToastHeaders(TEXTS[intent].success),
        cartCookie ? { "set-cookie": cartCookie } : null,
      ),
    });
  } catch (error) {
    if (error instanceof AuthError) {
      await recordSignInFailure(email, ip);
      return failure(intent, submission, error.message || TEXTS[intent].fallback, { field: error.field });
    }
    if (error instanceof Response) throw error;
    console.error(`Auth action '${intent}' failed`, error);
    return failure(intent, submission, TEXTS[intent].exception, { title: TEXTS[intent].exceptionTitle, status: 500 });
  }
}
