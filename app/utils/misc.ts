/**
 * THE way a loader or action answers 4xx (issue 21): `throw httpError(400, "…")`, `throw notFound()`, or
 * `invariantResponse(cond, "…")`. A plain-text body the route's ErrorBoundary shows.
 */
export function httpError(status: number, message: string, init: ResponseInit = {}) {
  return new Response(message, {
    ...init,
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...init.headers },
  });
}

/** 404: the record does not exist or is not this visitor's (never say which). */
export function notFound(message = "Not found") {
  return httpError(404, message);
}

/** A form posted an intent this action does not know (an old page or a forged post): one answer everywhere. */
export function unknownIntent() {
  return httpError(400, "This form is out of date. Reload the page and try again.");
}

/** Throws a Response (4xx) when the condition fails: for expected, user-facing failures. */
export function invariantResponse(
  condition: unknown,
  message: string,
  init: ResponseInit = { status: 400 },
): asserts condition {
  if (!condition) throw httpError(init.status ?? 400, message, init);
}

const REDIRECT_BASE = "http://bosun.invalid";

/**
 * Only same-origin paths may be redirect targets (no open redirects, issue 10). Browsers drop tabs and line
 * breaks from URLs and read "\\" as "/", so "/\t/evil.example" or "/\\evil.example" would leave the site: any
 * control character, whitespace or backslash is refused, as are encoded slashes at the start, schemes and
 * anything that does not resolve to this origin. Returns the normalised path, or `fallback`.
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/home"): string {
  if (!to || typeof to !== "string" || to.length > 2000) return fallback;
  if (/[\u0000-\u0020\u007f-\u00a0\\]|\s/u.test(to)) return fallback;
  if (!to.startsWith("/") || to.startsWith("//")) return fallback;
  if (/^\/(%2f|%5c|%09|%0a|%0d)/i.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, REDIRECT_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== REDIRECT_BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") ? fallback : path;
}

export function getErrorMessage(error: unknown, fallback = "An unexpected error occurred"): string {
  if (typeof error === "string") return error;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function combineHeaders(...headers: Array<ResponseInit["headers"] | null | undefined>) {
  const combined = new Headers();
  for (const header of headers) {
    if (!header) continue;
    for (const [key, value] of new Headers(header).entries()) combined.append(key, value);
  }
  return combined;
}
