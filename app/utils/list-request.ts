import { getPagination } from "./pagination.ts";
import { oneOfOr } from "~/domain/labelled-values.ts";

/** A text parameter of a URL as a filter reads it: trimmed, at most `max` characters, "" when absent. */
export function textParam(url: URL, name: string, max = 100): string {
  return (url.searchParams.get(name) ?? "").trim().slice(0, max);
}

/** A parameter that must be one of `values` (a status, a view, a sort), or null when absent or anything else. */
export function choiceParam<T extends string>(url: URL, name: string, values: readonly T[]): T | null {
  const raw = url.searchParams.get(name) ?? "";
  return oneOfOr(values, raw, null);
}

/**
 * What every back-office list reads from its request (issue 21): the URL (for its own filters), the search box `q`
 * (trimmed, at most 100 characters) and the page (`getPagination`, bad input → page 1).
 */
export function listRequest(request: Request, pageSize?: number) {
  const url = new URL(request.url);
  return { url, q: textParam(url, "q"), ...getPagination(url, pageSize) };
}
