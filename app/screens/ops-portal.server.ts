// The guard of a screen both operations portals show: admins only under /admin/, the staff portal's roles under
// /staff/ (admins included). The portal comes from the address actually requested, never from the client.
import { requireAdmin, requirePortal } from "~/utils/auth.server.ts";
import { OPS, opsPortalOf } from "./ops-portal.ts";

export async function requireOps(request: Request) {
  const portal = opsPortalOf(new URL(request.url).pathname);
  const ctx = portal === "admin" ? await requireAdmin(request) : await requirePortal(request, "staff");
  return { ...ctx, ops: OPS[portal] };
}
