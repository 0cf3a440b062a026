import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import { appCookieOptions } from "./session.server.ts";

// A visitor who is not signed in is known by a random key in this signed cookie; their cart row carries
// ownerKey 'anon:<key>'. The cookie holds nothing else (no cart contents, no prices).
const VISITOR_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

let cookie: ReturnType<typeof createCookie> | null = null;
function visitorCookie() {
  cookie ??= createCookie("__bosun_cart", { ...appCookieOptions(), maxAge: VISITOR_COOKIE_MAX_AGE_S });
  return cookie;
}

export async function getVisitorKey(request: Request): Promise<string | null> {
  const value = await visitorCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{20,64}$/.test(value) ? value : null;
}

export function newVisitorKey() {
  return crypto.randomBytes(18).toString("base64url");
}

export function serializeVisitorKey(key: string) {
  return visitorCookie().serialize(key);
}

export function clearVisitorKey() {
  return visitorCookie().serialize("", { maxAge: 0 });
}
