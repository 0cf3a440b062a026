import type { LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { requireAdmin } from "~/utils/auth.server.ts";
import { notFound } from "~/utils/misc.ts";

// Unknown admin paths still check access first: outsiders never learn which admin pages exist.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  throw notFound();
}

export default function AdminNotFound() {
  return null;
}

export { GeneralErrorBoundary as ErrorBoundary };
