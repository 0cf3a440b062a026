import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import type { handleEditVessel, loadEditVessel } from "./vessel-edit.server.ts";
import { VesselForm } from "./vessel-form.tsx";

/** The edit-vessel screen the owner and staff portals share; each route passes its portal to the server half. */
type EditVesselLoader = (args: LoaderFunctionArgs) => ReturnType<typeof loadEditVessel>;

export const editVesselMeta: MetaFunction<EditVesselLoader> = ({ data }) => [
  { title: `Edit ${data?.name ?? "vessel"} | Bosun` },
];

export function EditVesselPage() {
  const d = useLoaderData<typeof loadEditVessel>();
  const data = useActionData<typeof handleEditVessel>();
  return (
    <>
      <PageHeader title={`Edit ${d.name}`} />
      <VesselForm mode="edit" lastResult={data?.result} defaultValue={d.defaultValue} cancelTo={`${d.base}/${d.id}`} />
    </>
  );
}
