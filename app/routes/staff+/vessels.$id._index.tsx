import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { VesselPage } from "~/screens/vessel/vessel-page.tsx";
import { handleVesselAction, loadVesselPage } from "~/screens/vessel/vessel-page.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.vessel.name ?? "Vessel"} | Bosun` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadVesselPage(request, "staff", params.id ?? "");
}

export async function action({ request, params }: ActionFunctionArgs) {
  return handleVesselAction(request, "staff", params.id ?? "");
}

export default VesselPage;

export { GeneralErrorBoundary as ErrorBoundary };
