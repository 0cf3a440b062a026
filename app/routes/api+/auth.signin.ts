// POST /api/auth/signin (spec §7): JSON { email, password, remember? } → { user, session } and the session cookie.
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiSignIn } from "~/screens/auth/api-auth.server.ts";
import { allowMethods, apiError, apiHandler } from "~/utils/api.server.ts";

export const loader = () => apiError("method_not_allowed", "Use POST here.", { headers: { Allow: "POST" } });
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(async () => {
    allowMethods(request, ["POST"]);
    return apiSignIn(request);
  });
