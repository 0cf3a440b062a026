/** Throws a Response (4xx) when the condition fails: for expected, user-facing failures. */
export function invariantResponse(
  condition: unknown,
  message: string,
  init: ResponseInit = { status: 400 },
): asserts condition {
  if (!condition) {
    throw new Response(message, { ...init, headers: { "Content-Type": "text/plain; charset=utf-8", ...init.headers } });
  }
}

/** Only same-site relative paths may be redirect targets (no open redirects). */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/home"): string {
  if (!to || typeof to !== "string") return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
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
