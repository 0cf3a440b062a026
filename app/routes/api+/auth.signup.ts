// POST /api/auth/signup (spec §7): JSON { email, password, fullName?, profileType? } → 202 { user: { email }, message }
// — the same answer whether or not the address already has an account (ADR 080).
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiSignUp } from "~/screens/auth/api-auth.server.ts";
import { allowMethods, apiError, apiHandler } from "~/utils/api.server.ts";

export const loader = () => apiError("method_not_allowed", "Use POST here.", { headers: { Allow: "POST" } });
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    allowMethods(request, ["POST"]);
    return apiSignUp(request);
  });
