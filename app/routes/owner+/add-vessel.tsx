import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { handleAddVessel } from "~/screens/vessel/vessel-edit.server.ts";
import { VesselForm } from "~/screens/vessel/vessel-form.tsx";
import { requirePortal } from "~/utils/auth.server.ts";

export const meta: MetaFunction = () => [{ title: "Add a vessel | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePortal(request, "owner");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  return handleAddVessel(request);
}

export default function AddVessel() {
  const data = useActionData<typeof action>();
  return (
    <>
      <PageHeader
        title="Add a vessel"
        description="Her details help us price work, bring the right gear and remind you when maintenance is due."
      />
      <VesselForm
        mode="add"
        lastResult={data?.result}
        defaultValue={{ type: "motor_yacht", engineFuel: "diesel" }}
        cancelTo="/owner/vessels"
      />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
