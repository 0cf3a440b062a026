// The JSON API's one contract (spec §7, issue 12): JSON in and out, the same session cookie and rules as the
// forms (rate limits, the Origin check in server.js, the honeypot), and one typed error shape everywhere:
//   { "error": { "code": "invalid", "message": "…", "fields"?: { "email": ["…"] } } }
// Never a stack trace: anything unexpected is logged and answered as code "server".
import { json } from "@remix-run/node";
import type { z } from "zod";
import type { ApiErrorCode } from "~/domain/openapi.ts";
import { canAccessPortal, hasRole, type Portal } from "~/domain/roles.ts";
import { getAuthContext, type AuthContext } from "./auth.server.ts";
import { mediaTypeOf } from "./request.server.ts";

const STATUS: Record<ApiErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  unsupported_media_type: 415,
  too_many: 429,
  server: 500,
};

export function apiError(
  code: ApiErrorCode,
  message: string,
  opts: { fields?: Record<string, string[]>; headers?: HeadersInit } = {},
) {
  return json(
    { error: { code, message, ...(opts.fields ? { fields: opts.fields } : {}) } },
    { status: STATUS[code], headers: noStore(opts.headers) },
  );
}

export function apiJson<T>(data: T, init: { status?: number; headers?: HeadersInit } = {}) {
  return json(data, { status: init.status ?? 200, headers: noStore(init.headers) });
}

/** The given headers (a Headers object keeps every Set-Cookie) plus Cache-Control: no-store. */
function noStore(headers?: HeadersInit) {
  const out = new Headers(headers);
  out.set("Cache-Control", "no-store");
  return out;
}

/** Runs an API handler: thrown API responses pass through; anything else is logged and answered as "server". */
export async function apiHandler(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) return error;
    console.error("API request failed", error);
    return apiError("server", "An unexpected error occurred");
  }
}

/** The JSON body validated by `schema`; throws a typed 415/400 for anything else. */
export async function readJson<S extends z.ZodTypeAny>(request: Request, schema: S): Promise<z.infer<S>> {
  if (mediaTypeOf(request) !== "application/json")
    throw apiError("unsupported_media_type", "Send a JSON body (Content-Type: application/json).");
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    throw apiError("invalid", "The body is not valid JSON.");
  }
  return validated(schema, body, (path) => path.join(".") || "body");
}

/** The query string validated by `schema` (each parameter once); a typed 400 otherwise. */
export function readQuery<S extends z.ZodTypeAny>(request: Request, schema: S): z.infer<S> {
  const params = new URL(request.url).searchParams;
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in raw)) raw[key] = value;
  return validated(schema, raw, (path) => String(path[0] ?? "query"));
}

/** `value` parsed by `schema`, or a typed 400 whose `fields` name each problem (keyed by `fieldOf(issue.path)`). */
function validated<S extends z.ZodTypeAny>(
  schema: S,
  value: unknown,
  fieldOf: (path: (string | number)[]) => string,
): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fields[fieldOf(issue.path)] ??= []).push(issue.message);
  throw apiError("invalid", parsed.error.issues[0]?.message ?? "The request is not valid.", { fields });
}

/** Only the listed methods; anything else is a typed 405. */
export function allowMethods(request: Request, methods: readonly string[]) {
  if (!methods.includes(request.method.toUpperCase())) {
    throw apiError("method_not_allowed", `Use ${methods.join(" or ")} here.`, {
      headers: { Allow: methods.join(", ") },
    });
  }
}

/** The signed-in caller who may use this portal's data: 401 for nobody, 403 for someone without the role. */
export async function requireApiPortal(request: Request, portal: Portal): Promise<AuthContext> {
  const ctx = await getAuthContext(request);
  if (!ctx) throw apiError("unauthorized", "Sign in to use this.");
  const impersonatorIsAdmin = !!ctx.impersonator && hasRole(ctx.impersonator, "admin");
  if (!canAccessPortal(ctx.user, portal, impersonatorIsAdmin))
    throw apiError("forbidden", "You do not have access to this.");
  return ctx;
}

/** An opaque cursor for keyset pagination (the id of the last row returned). */
export function encodeCursor(id: string) {
  return Buffer.from(JSON.stringify({ id })).toString("base64url");
}
export function decodeCursor(cursor: string | null): string | null {
  if (!cursor) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { id?: unknown };
    return typeof value.id === "string" && value.id.length <= 40 ? value.id : null;
  } catch {
    return null;
  }
}

/**
 * A staff list call: guard, validated query, keyset cursor, then `{ [key]: rows, nextCursor }`. `list` gets the
 * query and the id to continue after, and returns the page and the last id when there is more.
 */
export function pagedList<S extends z.ZodType<{ cursor?: string }>, K extends string, Row>(opts: {
  portal: Portal;
  query: S;
  key: K;
  list: (query: z.infer<S>, afterId: string | null) => Promise<{ rows: Row[]; lastId: string | null }>;
}) {
  return (request: Request) =>
    apiHandler(async () => {
      await requireApiPortal(request, opts.portal);
      const query = readQuery(request, opts.query);
      const after = decodeCursor(query.cursor ?? null);
      if (query.cursor && !after)
        return apiError("invalid", "The cursor is not one this API gave out.", {
          fields: { cursor: ["Unknown cursor"] },
        });
      const { rows, lastId } = await opts.list(query, after);
      return apiJson({ [opts.key]: rows, nextCursor: lastId ? encodeCursor(lastId) : null });
    });
}

/** The answer to a method a call does not take. */
export const onlyGet = () => apiError("method_not_allowed", "Use GET here.", { headers: { Allow: "GET" } });
