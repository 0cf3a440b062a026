import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { recordAudit } from "~/utils/audit.server.ts";
import { getUser, startUserSession } from "~/utils/auth.server.ts";
import { markEmailVerified } from "~/models/account.server.ts";
import { isAccountDisabled } from "~/models/user-admin.server.ts";
import { safeRedirectPath } from "~/utils/misc.ts";
import { consumeVerification } from "~/utils/verification.server.ts";
import { mergeCartAtSignIn } from "~/screens/cart/cart-owner.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [
  { title: "Verify your email | Bosun" },
  { name: "description", content: "Confirm the email address of your Bosun account." },
];

/**
 * Confirms the address once. The link also signs the account in when nobody is signed in on this browser:
 * it proves the visitor reads that inbox, and it is how a new account first signs in (sign-up does not,
 * so that it answers the same whether or not the address already had an account — ADR 080).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = (url.searchParams.get("token") ?? "").slice(0, 200);
  const next = safeRedirectPath(url.searchParams.get("redirectTo"), "/dashboard");
  const userId = await consumeVerification(token, "verify-email");
  if (!userId) return json({ verified: false, signedIn: false, next });
  await markEmailVerified(userId, getNow(request));
  await recordAudit(request, { action: "auth.email_verified", actorId: userId, subjectUserId: userId });
  // A disabled account's address is confirmed, but the link does not sign it in (ADR 171, 2026-11-27).
  if ((await getUser(request)) || (await isAccountDisabled(userId)))
    return json({ verified: true, signedIn: false, next });
  const headers = await startUserSession(request, { userId, persistent: false });
  const cartCookie = await mergeCartAtSignIn(request, userId, getNow(request));
  if (cartCookie) headers.append("set-cookie", cartCookie);
  return json({ verified: true, signedIn: true, next }, { headers });
}

export default function VerifyEmail() {
  const { verified, signedIn, next } = useLoaderData<typeof loader>();
  return (
    <div className="card p-6 text-center sm:p-8">
      <h1 className="text-2xl font-bold">{verified ? "Email verified" : "This link has expired"}</h1>
      <p className="mt-2">
        {verified
          ? signedIn
            ? "Thank you — your email address is confirmed and you are signed in."
            : "Thank you — your email address is confirmed."
          : "Verification links work once, for 7 days. Log in and we can send you a fresh one from your account page."}
      </p>
      <Link to={verified ? next : "/auth?mode=both&tab=login"} className="btn-primary mt-6">
        {verified ? (next === "/dashboard" ? "Go to my dashboard" : "Continue") : "Log in"}
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
