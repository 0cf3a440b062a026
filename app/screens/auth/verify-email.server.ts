// The /verify-email loader. Its server helpers live here, behind one server module of the route's own, so the
// browser build loads nothing for them (shared stubs of server modules used to pull other pages' chunks, ADR 030).
import { json } from "@remix-run/node";
import { markEmailVerified } from "~/models/account.server.ts";
import { isAccountDisabled } from "~/models/user-admin.server.ts";
import { mergeCartAtSignIn } from "~/screens/cart/cart-owner.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { getUser, startUserSession } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { safeRedirectPath } from "~/utils/misc.ts";
import { consumeVerification } from "~/utils/verification.server.ts";

/**
 * Confirms the address once. The link also signs the account in when nobody is signed in on this browser:
 * it proves the visitor reads that inbox, and it is how a new account first signs in (sign-up does not,
 * so that it answers the same whether or not the address already had an account — ADR 080).
 */
export async function verifyEmailLoader(request: Request) {
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
