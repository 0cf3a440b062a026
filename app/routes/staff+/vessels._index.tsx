import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { overdueVessels } from "~/models/maintenance.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { ListTable } from "~/components/ui/list-table.tsx";

export const meta: MetaFunction = () => [{ title: "Vessels with overdue maintenance | Bosun operations" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePortal(request, "staff");
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 80);
  return json({ q, vessels: await overdueVessels(getNow(request), { q: q || undefined }) });
}

export default function StaffVessels() {
  const { q, vessels } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Vessels with overdue maintenance"
        description="Boats across all customers with a service past due — a call is usually welcome."
      />
      <Form method="get" className="mb-4 flex max-w-md gap-2" role="search">
        <label htmlFor="q" className="sr-only">
          Search by vessel or owner
        </label>
        <input id="q" name="q" defaultValue={q} placeholder="Vessel or owner name" className="field-input" />
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </Form>
      {vessels.length === 0 ? (
        <EmptyState title="Nothing overdue">
          {q ? "No overdue vessel matches that search." : "Every boat is up to date."}
        </EmptyState>
      ) : (
        <ListTable columns={["Vessel", "Owner", "Overdue"]}>
          {vessels.map((v) => (
            <tr key={v.vesselId}>
              <td>
                <Link to={`/staff/vessels/${v.vesselId}`} className="font-semibold">
                  {v.vesselName}
                </Link>
              </td>
              <td>
                {v.owner.fullName}
                <br />
                <a href={`mailto:${v.owner.email}`}>{v.owner.email}</a>
                {v.owner.phone ? (
                  <>
                    {" · "}
                    <a href={`tel:${v.owner.phone}`}>{v.owner.phone}</a>
                  </>
                ) : null}
              </td>
              <td>
                <ul className="space-y-1">
                  {v.overdue.map((i) => (
                    <li key={i.serviceType}>
                      <span className="font-semibold text-secondary">{i.serviceName}:</span> {i.reason}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
