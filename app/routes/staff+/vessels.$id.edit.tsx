import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EditVesselPage, editVesselMeta } from "~/screens/vessel/vessel-edit-page.tsx";
import { handleEditVessel, loadEditVessel } from "~/screens/vessel/vessel-edit.server.ts";

export const meta = editVesselMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadEditVessel(request, "staff", params.id ?? "");
}

export async function action({ request, params }: ActionFunctionArgs) {
  return handleEditVessel(request, "staff", params.id ?? "");
}

export default EditVesselPage;

export { GeneralErrorBoundary as ErrorBoundary };
