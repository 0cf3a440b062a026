import { getEnv } from "./env.server.ts";

/**
 * The server's notion of "now". The end-to-end suite can pin it per request with an
 * `x-test-now` header (ISO date), but only when ENABLE_TEST_HOOKS=1 — so tests prove
 * expiry rules without sleeping. Domain functions take `now` as an argument.
 */
export function getNow(request?: Request): Date {
  if (request && getEnv().ENABLE_TEST_HOOKS === "1") {
    const pinned = request.headers.get("x-test-now");
    if (pinned) {
      const d = new Date(pinned);
      if (!Number.isNaN(d.getTime())) return d;
    }
  }
  return new Date();
}
