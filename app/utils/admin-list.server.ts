import { requireAdmin } from "./auth.server.ts";
import { listRequest } from "./list-request.ts";

/**
 * The start of every admin list loader (issue 21): the admin guard, then what the list reads from its request —
 * `url`, the search box `q` and the page (`listRequest`). `ctx` is the guard's answer (the actor, the audit ids).
 */
export async function adminListRequest(request: Request, pageSize?: number) {
  const ctx = await requireAdmin(request);
  return { ctx, ...listRequest(request, pageSize) };
}
