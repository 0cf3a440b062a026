// One HTTP read's scope (issue 11, ADR 111 addendum of 2026-11-27). Remix hands each loader of a page its own copy of
// the Request, so a cache keyed on the Request object is empty again in every loader: a portal page with three
// nested loaders read the session, its user and their roles three times. server.js runs each GET/HEAD it passes to
// Remix inside this scope; what a loader memoises here is shared by the other loaders of that one request and is gone
// when the request ends. Writes (POST and the rest) get no scope, so an action and the loaders after it always read
// fresh. The store lives on globalThis under a registered symbol because server.js (plain Node) and the server build
// are separate module graphs.
import { AsyncLocalStorage } from "node:async_hooks";

export interface RequestScope {
  memo: Map<string, unknown>;
}

const KEY = Symbol.for("bosun.requestScope");
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestScope> | undefined>;
export const requestScopeStorage: AsyncLocalStorage<RequestScope> = (holder[KEY] ??=
  new AsyncLocalStorage<RequestScope>());

/** Runs `fn` as one read request: memoInRequest calls inside it share their results. */
export function runInRequestScope<T>(fn: () => T): T {
  return requestScopeStorage.run({ memo: new Map() }, fn);
}

/**
 * The value `make` gives for `key`, made once per read request; outside a scope (a write, a test, a background task)
 * it is made every time.
 */
export function memoInRequest<T>(key: string, make: () => T): T {
  const scope = requestScopeStorage.getStore();
  if (!scope) return make();
  if (!scope.memo.has(key)) scope.memo.set(key, make());
  return scope.memo.get(key) as T;
}
