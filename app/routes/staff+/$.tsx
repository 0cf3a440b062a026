import type { LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { portalNotFoundLoader } from "~/utils/portal-route.server.ts";

// Unknown paths in this portal check access first, then answer 404.
export const loader = ({ request }: LoaderFunctionArgs) => portalNotFoundLoader(request, "staff");

export default function NotFound() {
  return null;
}

export { GeneralErrorBoundary as ErrorBoundary };
