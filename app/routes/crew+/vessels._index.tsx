import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { delegatedVessels } from "~/models/vessel.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";

export const meta: MetaFunction = () => [{ title: "Vessels I crew | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "crew");
  return json({ vessels: await delegatedVessels(user.id) });
}

export default function CrewVessels() {
  const { vessels } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Vessels I crew" description="Log engine hours and ask for work on the boats you look after." />
      {vessels.length === 0 ? (
        <EmptyState title="No vessels yet">
          An owner adds you to their boat from its page in the owner portal.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {vessels.map((v) => (
            <li key={v.id} className="card">
              <h2 className="text-lg font-bold">
                <Link to={`/crew/vessels/${v.id}`}>{v.name}</Link>
              </h2>
              <p className="text-sm">
                Owner {v.owner.fullName}
                {v.homeMarina ? ` · ${v.homeMarina}` : ""}
                {v.berth ? ` · berth ${v.berth}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
