import type { LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { requireAdmin } from "~/utils/auth.server.ts";
import { notFound } from "~/utils/misc.ts";

// Unknown paths in this portal check access first, then answer 404.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  throw notFound();
}

export default function NotFound() {
  return null;
}

export { GeneralErrorBoundary as ErrorBoundary };
