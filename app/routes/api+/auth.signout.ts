// POST /api/auth/signout (spec §7): ends the session (and any impersonation) → { signedOut: true }.
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiSignOut } from "~/screens/auth/api-auth.server.ts";
import { allowMethods, apiError, apiHandler } from "~/utils/api.server.ts";

export const loader = () => apiError("method_not_allowed", "Use POST here.", { headers: { Allow: "POST" } });
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    allowMethods(request, ["POST"]);
    return apiSignOut(request);
  });
