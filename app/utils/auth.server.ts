import { json, redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { canAccessPortal, hasRole, type Portal, type Role, hasAnyRole } from "~/domain/roles.ts";
import { loginSchema } from "~/domain/auth-schemas.ts";
import { DISABLED_SIGN_IN_MESSAGE } from "~/domain/account-access.ts";
import { recordAudit } from "./audit.server.ts";
import { isUniqueViolation, prisma } from "./db.server.ts";
import { getClientIp } from "./request.server.ts";
import { getDummyHash, hashPassword, verifyPassword } from "./password.server.ts";
import { sendAccountExistsEmail, sendVerificationEmail } from "./auth-emails.server.ts";
import {
  BROWSER_SESSION_MS,
  IMPERSONATION_SESSION_MS,
  PERSISTENT_SESSION_MS,
  getCookieSession,
  getSessionStorage,
} from "./session.server.ts";
import { combineHeaders } from "./misc.ts";
import { getNow } from "./clock.server.ts";
import { memoInRequest } from "./request-scope.server.ts";

/** The signed-in user as every request sees them: who, their roles, whether verified or disabled. */
export const userSelect = {
  id: true,
  email: true,
  fullName: true,
  firstName: true,
  profileType: true,
  emailVerifiedAt: true,
  disabledAt: true,
  roles: { select: { role: true } },
} as const;

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  firstName: string | null;
  profileType: string;
  emailVerified: boolean;
  roles: Role[];
}

export interface AuthContext {
  sessionId: string;
  persistent: boolean;
  /** The account in use (the impersonated user while an admin impersonates). */
  user: SessionUser;
  /** The admin really acting, when impersonating. */
  impersonator: SessionUser | null;
  /** What every audit trail records, worked out once: the person really acting and, if impersonating, for whom. */
  audit: { actorId: string; onBehalfOfId: string | null };
}

type UserRow = {
  id: string;
  email: string;
  fullName: string;
  firstName: string | null;
  profileType: string;
  emailVerifiedAt: Date | null;
  roles: { role: string }[];
};

function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    firstName: row.firstName,
    profileType: row.profileType,
    emailVerified: !!row.emailVerifiedAt,
    roles: row.roles.map((r) => r.role as Role),
  };
}

export class AuthError extends Error {
  constructor(
    message: string,
    public field?: string,
  ) {
    super(message);
  }
}

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

// ───────────── remix-auth: one form strategy for sign-in, one for sign-up ─────────────

export const authenticator = new Authenticator<{ userId: string; persistent: boolean }>();

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = loginSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new AuthError("Email and password are required.");
    const { email, password, remember } = parsed.data;
    return { userId: await verifyCredentials(email, password), persistent: remember === "on" };
  }),
  "login",
);

/**
 * The account these credentials open, or an AuthError; as slow for an unknown e-mail as for a known one. A disabled
 * account is refused with its own message only after the right password, so a stranger learns nothing from it.
 */
export async function verifyCredentials(email: string, password: string): Promise<string> {
  const user = await prisma.user.findUnique({
    where: { email: normalizeEmail(email) },
    select: { id: true, disabledAt: true, password: { select: { hash: true } } },
  });
  if (!user?.password) {
    await verifyPassword(password, await getDummyHash());
    throw new AuthError("Invalid email or password.");
  }
  if (!(await verifyPassword(password, user.password.hash))) throw new AuthError("Invalid email or password.");
  if (user.disabledAt) throw new AuthError(DISABLED_SIGN_IN_MESSAGE);
  return user.id;
}

interface NewAccount {
  email: string;
  password: string;
  fullName: string;
  firstName?: string;
  lastName?: string;
  profileType: string;
}

/**
 * Sign-up (issue 10): the same outcome whether or not the e-mail has an account, so the form cannot be used
 * to find out who has one. A new account gets a verification link (which also signs it in); an existing
 * account gets an e-mail saying someone tried to register with its address. The same password work is done
 * either way so the answer takes as long.
 */
export async function registerAccount(input: NewAccount, opts: { redirectTo: string | null }) {
  const email = normalizeEmail(input.email);
  const existing = await prisma.user.findUnique({
    where: { email },
    select: { id: true, email: true, fullName: true },
  });
  if (existing) {
    await hashPassword(input.password);
    await sendAccountExistsEmail(existing);
    return;
  }
  try {
    const user = await createAccount({ ...input, email });
    await sendVerificationEmail(user, { redirectTo: opts.redirectTo });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    // Lost a race with a concurrent sign-up of the same address: that account now exists.
    const raced = await prisma.user.findUnique({ where: { email }, select: { id: true, email: true, fullName: true } });
    if (raced) await sendAccountExistsEmail(raced);
  }
}

/** Registration always assigns the customer role (spec §6); the profile type is only a label. */
export async function createAccount(input: NewAccount & { roles?: Role[] }) {
  const email = normalizeEmail(input.email);
  const existing = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) throw new AuthError("An account with this email already exists. Try logging in instead.", "email");
  const fullName =
    input.fullName.trim() || [input.firstName, input.lastName].filter(Boolean).join(" ") || email.split("@")[0]!;
  const hash = await hashPassword(input.password);
  try {
    return await prisma.user.create({
      data: {
        email,
        fullName,
        firstName: input.firstName ?? (fullName.split(" ")[0] || null),
        lastName: input.lastName ?? null,
        profileType: input.profileType,
        password: { create: { hash } },
        roles: { create: (input.roles ?? ["customer"]).map((role) => ({ role })) },
      },
      select: { id: true, email: true, fullName: true },
    });
  } catch (error) {
    // A concurrent sign-up with the same e-mail loses the race on the unique index.
    if (isUniqueViolation(error)) {
      throw new AuthError("An account with this email already exists. Try logging in instead.", "email");
    }
    throw error;
  }
}

// ───────────── reading the session ─────────────

const contextCache = new WeakMap<Request, Promise<AuthContext | null>>();

async function loadSession(sessionId: string) {
  // Looked up by id alone and the expiry compared here: the same query every request, so Prisma reuses its plan
  // (scripts/prisma-plan-cache.js) instead of compiling one per request for a new "now".
  const found = await prisma.session.findUnique({
    where: { id: sessionId },
    select: {
      id: true,
      expiresAt: true,
      persistent: true,
      impersonatorId: true,
      parentSessionId: true,
      user: { select: userSelect },
    },
  });
  if (!found || found.expiresAt.getTime() <= Date.now()) return null;
  // Most sessions are nobody's impersonation: the admin behind one is read only when there is one.
  const impersonator = found.impersonatorId
    ? await prisma.user.findUnique({ where: { id: found.impersonatorId }, select: userSelect })
    : null;
  const row = { ...found, impersonator };
  // A disabled account (or an impersonation by a disabled admin) is refused on its next request, even with a
  // cookie from before: disabling deletes the rows, and this catches a session made while it was being disabled.
  if (row.user.disabledAt || row.impersonator?.disabledAt) {
    await prisma.session.deleteMany({ where: { id: row.id } });
    return null;
  }
  if (!row.impersonatorId) return row;
  // An impersonation session lives only while the admin behind it does: still an admin, and still signed
  // in with the session it was started from (issue 10). Otherwise it ends here, on its next request.
  const stillAdmin = row.impersonator?.roles.some((r) => r.role === "admin") ?? false;
  const parentAlive =
    !!row.parentSessionId &&
    (await prisma.session.count({
      where: { id: row.parentSessionId, userId: row.impersonatorId, expiresAt: { gt: new Date() } },
    })) > 0;
  if (stillAdmin && parentAlive) return row;
  await prisma.session.deleteMany({ where: { id: row.id } });
  return null;
}

/**
 * Ends every session of this user and every impersonation session they started (sign out everywhere, a
 * password change or reset, losing the admin role). `keep` spares this browser's own session and the
 * impersonations started from it. Returns the Prisma operation so callers can put it in a transaction.
 */
export function revokeSessionsOf(userId: string, opts: { keep?: string } = {}) {
  const keep = opts.keep;
  return prisma.session.deleteMany({
    where: {
      OR: [
        keep ? { userId, id: { not: keep } } : { userId },
        keep ? { impersonatorId: userId, NOT: { parentSessionId: keep } } : { impersonatorId: userId },
      ],
    },
  });
}

/** When an account stops being an admin, every impersonation it started ends at once. */
export function revokeImpersonationsBy(userId: string) {
  return prisma.session.deleteMany({ where: { impersonatorId: userId } });
}

/**
 * The signed-in context for this request, or null. Loaded once per request: once per Request object, and on a page
 * read once for all of its loaders (they each get their own copy of the Request; see request-scope.server.ts).
 */
export function getAuthContext(request: Request): Promise<AuthContext | null> {
  let pending = contextCache.get(request);
  if (!pending) {
    pending = memoInRequest(`auth:${request.headers.get("cookie") ?? ""}`, () => readAuthContext(request));
    contextCache.set(request, pending);
  }
  return pending;
}

async function readAuthContext(request: Request): Promise<AuthContext | null> {
  const cookie = await getCookieSession(request);
  const sessionId = cookie.get("sessionId");
  if (!sessionId) return null;
  const row = await loadSession(sessionId);
  if (!row) return null;
  return {
    sessionId: row.id,
    persistent: row.persistent,
    user: toSessionUser(row.user),
    impersonator: row.impersonator ? toSessionUser(row.impersonator) : null,
    audit: {
      actorId: (row.impersonator ?? row.user).id,
      onBehalfOfId: row.impersonator ? row.user.id : null,
    },
  };
}

export async function getUser(request: Request) {
  return (await getAuthContext(request))?.user ?? null;
}

export function loginPath(request: Request) {
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  const params = new URLSearchParams({ mode: "both", tab: "login" });
  if (redirectTo !== "/") params.set("redirectTo", redirectTo);
  return `/auth?${params}`;
}

/** Signed-in context, or a redirect to /auth that remembers where the visitor was going. */
export async function requireAuth(request: Request): Promise<AuthContext> {
  const ctx = await getAuthContext(request);
  if (!ctx) {
    const cookie = await getCookieSession(request);
    const headers = cookie.get("sessionId")
      ? { "set-cookie": await getSessionStorage().destroySession(cookie) }
      : undefined;
    throw redirect(loginPath(request), { headers });
  }
  return ctx;
}

export async function requireUser(request: Request) {
  return (await requireAuth(request)).user;
}

export type ForbiddenData = {
  kind: "admin_required" | "portal_forbidden" | "forbidden";
  message: string;
  portal?: Portal;
};

export function forbidden(data: ForbiddenData): never {
  throw json(data, { status: 403 });
}

/** Signed in and allowed into the portal; admin pages answer 403 'Admin Access Required'. */
export async function requirePortal(request: Request, portal: Portal): Promise<AuthContext> {
  const ctx = await requireAuth(request);
  const impersonatorIsAdmin = !!ctx.impersonator && hasRole(ctx.impersonator, "admin");
  if (!canAccessPortal(ctx.user, portal, impersonatorIsAdmin)) {
    if (portal === "admin") {
      forbidden({ kind: "admin_required", message: "You need admin privileges to access this page." });
    }
    forbidden({ kind: "portal_forbidden", portal, message: "Your account does not have access to this area." });
  }
  return ctx;
}

/** Admin pages: returns the admin really acting (also while impersonating). */
export async function requireAdmin(request: Request) {
  const ctx = await requirePortal(request, "admin");
  const actor = ctx.impersonator && hasRole(ctx.impersonator, "admin") ? ctx.impersonator : ctx.user;
  return { ...ctx, actor };
}

export async function requireAnyRole(request: Request, roles: readonly Role[]) {
  const ctx = await requireAuth(request);
  if (!hasAnyRole(ctx.user, roles)) {
    forbidden({ kind: "forbidden", message: "Your account does not have access to this action." });
  }
  return ctx;
}

/** The person to credit in audit trails: the impersonating admin if any, else the user. */
export function actorOf(ctx: AuthContext) {
  return ctx.impersonator ?? ctx.user;
}

// ───────────── creating and ending sessions ─────────────

/** Starts a fresh DB session (a new id every sign-in), sets the cookie and redirects. */
export async function createUserSession(
  request: Request,
  opts: { userId: string; persistent: boolean; redirectTo: string; headers?: HeadersInit },
) {
  return redirect(opts.redirectTo, { headers: combineHeaders(opts.headers, await startUserSession(request, opts)) });
}

/**
 * The Set-Cookie header of a fresh session for this user (for a page that signs in and renders). Callers that sign
 * someone in also merge the visitor's cart (screens/cart/cart-owner.server.ts mergeCartAtSignIn).
 */
export async function startUserSession(request: Request, opts: { userId: string; persistent: boolean }) {
  const cookie = await getCookieSession(request);
  // A normal sign-in replaces whatever session (and impersonation) this browser had.
  const stale = [cookie.get("sessionId"), cookie.get("adminSessionId")].filter(Boolean) as string[];
  if (stale.length) await prisma.session.deleteMany({ where: { id: { in: stale } } });
  const session = await prisma.session.create({
    data: {
      userId: opts.userId,
      persistent: opts.persistent,
      expiresAt: new Date(Date.now() + (opts.persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS)),
      ipAddress: getClientIp(request),
      userAgent: request.headers.get("user-agent")?.slice(0, 300) ?? null,
    },
    select: { id: true },
  });
  cookie.unset("adminSessionId");
  cookie.set("sessionId", session.id);
  await recordAudit(request, { action: "auth.sign_in", actorId: opts.userId, subjectUserId: opts.userId });
  const setCookie = await getSessionStorage().commitSession(cookie, {
    maxAge: opts.persistent ? PERSISTENT_SESSION_MS / 1000 : undefined,
  });
  return new Headers({ "set-cookie": setCookie });
}

/** Ends any impersonation, then the admin's or user's own session. */
export async function signOut(request: Request) {
  const cookie = await getCookieSession(request);
  const ctx = await getAuthContext(request);
  const ids = [cookie.get("sessionId"), cookie.get("adminSessionId")].filter(Boolean) as string[];
  if (ctx?.impersonator) {
    await prisma.session.delete({ where: { id: ctx.sessionId } }).catch(() => null);
    await recordAudit(request, {
      action: "impersonation.stop",
      actorId: ctx.impersonator.id,
      subjectUserId: ctx.user.id,
      details: { reason: "sign_out" },
    });
  }
  if (ids.length) await prisma.session.deleteMany({ where: { id: { in: ids } } });
  if (ctx) {
    await recordAudit(request, {
      action: "auth.sign_out",
      actorId: ctx.impersonator?.id ?? ctx.user.id,
      subjectUserId: ctx.impersonator?.id ?? ctx.user.id,
    });
  }
  return getSessionStorage().destroySession(cookie);
}

/** Admin switches into another account: a new short-lived session whose row names the admin. */
export async function startImpersonation(request: Request, ctx: AuthContext, targetUserId: string) {
  const cookie = await getCookieSession(request);
  const session = await prisma.session.create({
    data: {
      userId: targetUserId,
      impersonatorId: ctx.user.id,
      parentSessionId: ctx.sessionId,
      persistent: false,
      expiresAt: new Date(Date.now() + IMPERSONATION_SESSION_MS),
      ipAddress: getClientIp(request),
      userAgent: request.headers.get("user-agent")?.slice(0, 300) ?? null,
    },
    select: { id: true },
  });
  cookie.set("adminSessionId", ctx.sessionId);
  cookie.set("sessionId", session.id);
  await recordAudit(request, {
    action: "impersonation.start",
    actorId: ctx.user.id,
    subjectUserId: targetUserId,
    entityType: "session",
    entityId: session.id,
  });
  return getSessionStorage().commitSession(cookie, {
    maxAge: ctx.persistent ? PERSISTENT_SESSION_MS / 1000 : undefined,
  });
}

export type StopImpersonationResult =
  | { ok: true; setCookie: string }
  | { ok: false; reason: "not_impersonating" }
  | { ok: false; reason: "admin_session_invalid"; setCookie: string };

/** Return to the admin: re-checks the admin's own session and role before restoring it. */
export async function stopImpersonation(request: Request): Promise<StopImpersonationResult> {
  const cookie = await getCookieSession(request);
  const adminSessionId = cookie.get("adminSessionId");
  const ctx = await getAuthContext(request);
  if (!adminSessionId || !ctx?.impersonator) return { ok: false, reason: "not_impersonating" };
  await prisma.session.delete({ where: { id: ctx.sessionId } }).catch(() => null);
  const adminSession = await loadSession(adminSessionId);
  const stillAdmin =
    adminSession &&
    adminSession.user.id === ctx.impersonator.id &&
    adminSession.user.roles.some((r) => r.role === "admin");
  await recordAudit(request, {
    action: "impersonation.stop",
    actorId: ctx.impersonator.id,
    subjectUserId: ctx.user.id,
    details: { restored: !!stillAdmin },
  });
  if (!stillAdmin) {
    if (adminSession) await prisma.session.delete({ where: { id: adminSession.id } }).catch(() => null);
    return { ok: false, reason: "admin_session_invalid", setCookie: await getSessionStorage().destroySession(cookie) };
  }
  cookie.unset("adminSessionId");
  cookie.set("sessionId", adminSessionId);
  return {
    ok: true,
    setCookie: await getSessionStorage().commitSession(cookie, {
      maxAge: adminSession.persistent ? PERSISTENT_SESSION_MS / 1000 : undefined,
    }),
  };
}
