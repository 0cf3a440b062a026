// The server half of the "my jobs" dashboard shared by the field and crew portals.
import { json } from "@remix-run/node";
import { assignedWork } from "~/models/assigned-work.server.ts";
import type { Portal } from "~/domain/roles.ts";
import { requirePortal } from "~/utils/auth.server.ts";

export async function myJobsLoader(request: Request, portal: Extract<Portal, "fieldstaff" | "crew">) {
  const { user } = await requirePortal(request, portal);
  return json({ name: user.firstName ?? user.fullName, ...(await assignedWork(user.id)) });
}
