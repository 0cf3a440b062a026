import { createCookieSessionStorage } from "@remix-run/node";
import { getEnv } from "./env.server.ts";

export interface SessionCookieData {
  /** The DB session in use (an impersonation session while an admin is acting as someone). */
  sessionId?: string;
  /** The admin's own DB session, kept while impersonating. */
  adminSessionId?: string;
}

export const SESSION_COOKIE_NAME = "__bosun_session";
export const PERSISTENT_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** A browser-session cookie still has a server-side limit. */
export const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;
export const IMPERSONATION_SESSION_MS = 60 * 60 * 1000;

let storage: ReturnType<typeof createCookieSessionStorage<SessionCookieData>> | null = null;

/**
 * What every Bosun cookie (session, toast, visitor cart) is: signed with the session secrets, HttpOnly, SameSite=Lax,
 * and Secure whenever the app is served over https (always in a real production deploy).
 */
export function appCookieOptions() {
  const env = getEnv();
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secrets: env.sessionSecrets,
    secure: env.NODE_ENV === "production" && env.appUrl.startsWith("https://"),
  };
}

export function getSessionStorage() {
  storage ??= createCookieSessionStorage<SessionCookieData>({
    cookie: { name: SESSION_COOKIE_NAME, ...appCookieOptions() },
  });
  return storage;
}

export async function getCookieSession(request: Request) {
  return getSessionStorage().getSession(request.headers.get("Cookie"));
}
