// The one way actions read a submitted form: the shape of the field names is checked against the schema
// before Conform builds anything from them (issue 10). A list index beyond the schema's maximum, a list
// the schema does not know beyond a small default, too many fields or a malformed intent is refused with a 400 and a message;
// only then does Conform parse and Zod validate. Conform's reply echoes the submitted values, which the
// server's body limit (server.js) keeps small.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { mediaTypeOf } from "./request.server.ts";
import { json } from "@remix-run/node";
import type { Refusal } from "~/domain/refusal.ts";

/** More fields than any Bosun form has (the largest, the invoice builder, has about 260). */
export const MAX_FORM_FIELDS = 400;
/** A list the schema leaves unbounded still never takes more entries than this. */
export const DEFAULT_LIST_MAX = 50;

type Payload = FormData | URLSearchParams;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The request's form fields. Anything that is not a readable form (JSON, an empty or truncated body, a
 * missing boundary) is refused with a 4xx and a message instead of the TypeError Remix would raise (a 500).
 */
export async function readForm(request: Request): Promise<FormData> {
  if (!FORM_TYPES.includes(mediaTypeOf(request))) {
    throw plainResponse(415, "This address takes a form submission. Please submit the form on the page.");
  }
  try {
    return await request.formData();
  } catch {
    throw plainResponse(400, "The form could not be read. Please reload the page and try again.");
  }
}

function plainResponse(status: number, message: string) {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * A reply for a form that was refused before it was parsed (e.g. over a rate limit): the message, and the
 * plain text fields echoed back (at most 60, none hidden) so a visitor without JavaScript loses nothing typed.
 */
export function unparsedReply(
  payload: Payload,
  opts: { formErrors: string[]; hideFields?: string[] },
): SubmissionResult<string[]> {
  const initialValue: Record<string, string> = {};
  let kept = 0;
  for (const [name, value] of payload.entries()) {
    if (kept >= 60 || typeof value !== "string" || name.startsWith("__")) continue;
    if (opts.hideFields?.includes(name) || !/^[A-Za-z][\w-]{0,60}$/.test(name) || name in initialValue) continue;
    initialValue[name] = value.slice(0, 2000);
    kept += 1;
  }
  return { status: "error", initialValue, error: { "": opts.formErrors } };
}

/** Parse and validate a submission; throws a 400 Response for a form no page of ours could have sent. */
export const parseForm = ((payload: Payload, options: { schema: unknown }) => {
  const schema = typeof options.schema === "function" ? (options.schema as (i: null) => unknown)(null) : options.schema;
  const problem = formShapeProblem(payload, schema as z.ZodTypeAny);
  if (problem) {
    throw plainResponse(400, `This form could not be read: ${problem}. Please reload the page and try again.`);
  }
  return (parseWithZod as (p: Payload, o: unknown) => unknown)(payload, options);
}) as typeof parseWithZod;

/** Why a submission's field names cannot have come from this schema's form, or null when they can. */
export function formShapeProblem(payload: Payload, schema: z.ZodTypeAny): string | null {
  let count = 0;
  for (const [name, value] of payload.entries()) {
    count += 1;
    if (count > MAX_FORM_FIELDS) return `it has more than ${MAX_FORM_FIELDS} fields`;
    if (name === "__intent__") {
      const problem = intentProblem(typeof value === "string" ? value : "", schema);
      if (problem) return problem;
      continue;
    }
    if (name.length > 200) return "a field name is too long";
    const problem = pathProblem(name, schema);
    if (problem) return problem;
  }
  return null;
}

type Segment = string | number;

/** `items[3].price` → ["items", 3, "price"]; null when the name is not in Conform's path syntax. */
export function pathOf(name: string): Segment[] | null {
  const segments: Segment[] = [];
  const pattern = /([^.[\]]+)|\[(\d+)\]|\[\]|(\.)/gy;
  let match: RegExpExecArray | null;
  let last = 0;
  while (last < name.length && (match = pattern.exec(name))) {
    last = pattern.lastIndex;
    if (match[1] !== undefined) segments.push(match[1]);
    else if (match[2] !== undefined) {
      if (match[2].length > 6) return null;
      segments.push(Number(match[2]));
    } else if (match[0] === "[]") return null;
  }
  return last === name.length ? segments : null;
}

function pathProblem(name: string, schema: z.ZodTypeAny): string | null {
  const path = pathOf(name);
  if (!path) return name.includes("[") ? "a field name is malformed" : null;
  let node: z.ZodTypeAny | null = schema;
  for (const segment of path) {
    if (typeof segment === "number") {
      // A list the schema does not know (a field it ignores) is still held to the default bound.
      const list: z.ZodArray<z.ZodTypeAny> | null = node ? arrayOf(node) : null;
      const max = list ? (maxLengthOf(list) ?? DEFAULT_LIST_MAX) : DEFAULT_LIST_MAX;
      if (segment >= max) return `a list has more than ${max} entries`;
      node = list ? list.element : null;
    } else {
      node = node ? childOf(node, segment) : null;
    }
  }
  return null;
}

/** Conform's list intents (insert, remove, reorder) must stay inside the list's bounds too. */
function intentProblem(raw: string, schema: z.ZodTypeAny): string | null {
  if (raw.length > 2000) return "its intent is too long";
  let intent: unknown;
  try {
    intent = JSON.parse(raw);
  } catch {
    return "its intent is malformed";
  }
  if (!intent || typeof intent !== "object") return "its intent is malformed";
  const payload = (intent as { payload?: Record<string, unknown> }).payload;
  if (!payload || typeof payload !== "object") return null;
  const name = typeof payload.name === "string" ? payload.name : null;
  if (name !== null) {
    const problem = pathProblem(name, schema);
    if (problem) return problem;
  }
  for (const key of ["index", "from", "to"] as const) {
    const value = payload[key];
    if (value === undefined) continue;
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0) return "its intent is malformed";
    const list = name ? nodeAt(name, schema) : null;
    const max = list ? (maxLengthOf(list) ?? DEFAULT_LIST_MAX) : DEFAULT_LIST_MAX;
    if (value > max) return `a list has more than ${max} entries`;
  }
  return null;
}

function nodeAt(name: string, schema: z.ZodTypeAny): z.ZodArray<z.ZodTypeAny> | null {
  const path = pathOf(name);
  if (!path) return null;
  let node: z.ZodTypeAny | null = schema;
  for (const segment of path) {
    if (!node) return null;
    node = typeof segment === "number" ? (arrayOf(node)?.element ?? null) : childOf(node, segment);
  }
  return node ? arrayOf(node) : null;
}

/** Strip the wrappers Zod puts around a type (optional, default, refinements, pipes, lazy). */
function unwrap(schema: z.ZodTypeAny): z.ZodTypeAny {
  let node = schema;
  for (let i = 0; i < 20; i++) {
    const def = node._def as Record<string, unknown> & { typeName?: string };
    if (def.typeName === "ZodOptional" || def.typeName === "ZodNullable") node = def.innerType as z.ZodTypeAny;
    else if (def.typeName === "ZodDefault" || def.typeName === "ZodCatch") node = def.innerType as z.ZodTypeAny;
    else if (def.typeName === "ZodEffects") node = def.schema as z.ZodTypeAny;
    else if (def.typeName === "ZodPipeline") node = def.in as z.ZodTypeAny;
    else if (def.typeName === "ZodBranded" || def.typeName === "ZodReadonly")
      node = (def.type ?? def.innerType) as z.ZodTypeAny;
    else if (def.typeName === "ZodLazy") node = (def.getter as () => z.ZodTypeAny)();
    else return node;
  }
  return node;
}

function arrayOf(schema: z.ZodTypeAny): z.ZodArray<z.ZodTypeAny> | null {
  const node = unwrap(schema);
  if (node instanceof z.ZodArray) return node;
  for (const option of optionsOf(node)) {
    const found = arrayOf(option);
    if (found) return found;
  }
  return null;
}

function maxLengthOf(list: z.ZodArray<z.ZodTypeAny>): number | null {
  const def = list._def;
  return def.exactLength?.value ?? def.maxLength?.value ?? null;
}

function childOf(schema: z.ZodTypeAny, key: string): z.ZodTypeAny | null {
  const node = unwrap(schema);
  if (node instanceof z.ZodObject) return (node.shape as Record<string, z.ZodTypeAny>)[key] ?? null;
  if (node instanceof z.ZodRecord) return node._def.valueType as z.ZodTypeAny;
  for (const option of optionsOf(node)) {
    const found = childOf(option, key);
    if (found) return found;
  }
  return null;
}

function optionsOf(node: z.ZodTypeAny): z.ZodTypeAny[] {
  if (node instanceof z.ZodUnion || node instanceof z.ZodDiscriminatedUnion) return [...node.options];
  if (node instanceof z.ZodIntersection) return [node._def.left, node._def.right];
  return [];
}

/**
 * THE reply to a refused submission (issue 21): the refusal's reason next to its field, or above the form, with
 * everything typed sent back.
 */
export function refusalReply<R>(
  submission: { reply: (opts: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => R },
  error: Refusal,
  status = 400,
) {
  return json(refusalResult(submission, error), { status });
}

/** The body of refusalReply, for a page with several forms that adds which one answered (`{ intent, ...result }`). */
export function refusalResult<R>(
  submission: { reply: (opts: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => R },
  error: Refusal,
) {
  return {
    result: submission.reply(
      error.field ? { fieldErrors: { [error.field]: [error.message] } } : { formErrors: [error.message] },
    ),
  };
}
