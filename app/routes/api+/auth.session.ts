// GET /api/auth/session (spec §7): { user, session } for the cookie's session, or { user: null, session: null }.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiSession } from "~/screens/auth/api-auth.server.ts";
import { apiHandler, onlyGet } from "~/utils/api.server.ts";

export const loader = ({ request }: LoaderFunctionArgs) => apiHandler(() => apiSession(request));
export const action = onlyGet;
