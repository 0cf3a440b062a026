import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { handleEditVessel, loadEditVessel } from "~/screens/vessel/vessel-edit.server.ts";
import { VesselForm } from "~/screens/vessel/vessel-form.tsx";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Edit ${data?.name ?? "vessel"} | Bosun` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadEditVessel(request, "owner", params.id ?? "");
}

export async function action({ request, params }: ActionFunctionArgs) {
  return handleEditVessel(request, "owner", params.id ?? "");
}

export default function EditVessel() {
  const d = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  return (
    <>
      <PageHeader title={`Edit ${d.name}`} />
      <VesselForm mode="edit" lastResult={data?.result} defaultValue={d.defaultValue} cancelTo={`${d.base}/${d.id}`} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
