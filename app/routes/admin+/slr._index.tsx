// /admin/slr (issue 15, ADR 150): slipway and lift requests — vessels hauled out for out-of-water work — soonest
// first, filtered by state; and a form to request one.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { FilterForm, SearchField } from "~/components/ui/search-form.tsx";
import { formatCents } from "~/domain/money.ts";
import {
  HAUL_OUT_FILTERS,
  HAUL_OUT_METHOD_LABELS,
  HAUL_OUT_STATUS_LABELS,
  haulOutLabel,
  type HaulOutStatus,
} from "~/domain/workforce.ts";
import { listHaulOuts } from "~/models/haul-outs.server.ts";
import { saveHaulOutAction } from "~/screens/workforce/haul-out-actions.server.ts";
import { HaulOutForm } from "~/screens/workforce/haul-out-form.tsx";
import { requireAdmin } from "~/utils/auth.server.ts";
import { choiceParam } from "~/utils/list-request.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { FilterSelect, labelledOptions } from "~/components/ui/filter-select.tsx";

export const meta: MetaFunction = () => [{ title: "Haul-outs | Bosun admin" }];

const FILTER_LABELS: Record<string, string> = { open: "Open", all: "All", ...HAUL_OUT_STATUS_LABELS };

export async function loader({ request }: LoaderFunctionArgs) {
  const { url, q, page, pageSize, skip, take } = await adminListRequest(request);
  const status = choiceParam(url, "status", HAUL_OUT_FILTERS) ?? "open";
  const list = await listHaulOuts({ q, status, skip, take });
  return json({ q, status, page, pageSize, ...list });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  if (formData.get("intent") !== "save") throw unknownIntent();
  return saveHaulOutAction(request, formData, ctx.audit.actorId, null);
}

export default function HaulOuts() {
  const d = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  return (
    <>
      <PageHeader
        title="Haul-outs"
        description="Slipway, lift and hardstand bookings. Out-of-water work is only dispatched inside a confirmed haul-out."
      />
      <FilterForm>
        <SearchField label="Search vessel or yard" defaultValue={d.q} maxLength={100} />
        <FilterSelect
          id="status"
          name="status"
          label="State"
          value={d.status}
          options={labelledOptions(HAUL_OUT_FILTERS, FILTER_LABELS)}
          allLabel={null}
        />
      </FilterForm>
      <PagedListTable
        rows={d.haulOuts}
        paging={d}
        empty={<EmptyState title="No haul-outs match" />}
        columns={["Request", "Vessel", "Yard", "Out", "Back in", "Job", { label: "Cost", align: "right" }, "State"]}
        testId="haul-out-list"
      >
        {(h) => (
          <tr key={h.id}>
            <td>
              <Link to={`/admin/slr/${h.id}`} className="font-semibold">
                {haulOutLabel(h.number)}
              </Link>
            </td>
            <td>{h.vesselName}</td>
            <td>
              {h.yard}
              <span className="block text-xs">
                {HAUL_OUT_METHOD_LABELS[h.method as keyof typeof HAUL_OUT_METHOD_LABELS] ?? h.method}
              </span>
            </td>
            <td className="whitespace-nowrap">{h.outOn}</td>
            <td className="whitespace-nowrap">{h.backInOn}</td>
            <td>{h.job ? <Link to={`/admin/jobs/${h.job.id}`}>#{h.job.number}</Link> : "—"}</td>
            <td className="text-right tabular-nums">{formatCents(h.costCents)}</td>
            <td>{HAUL_OUT_STATUS_LABELS[h.status as HaulOutStatus] ?? h.status}</td>
          </tr>
        )}
      </PagedListTable>
      <section className="card mt-8 max-w-3xl" aria-labelledby="new-slr">
        <h2 id="new-slr" className="mb-3 text-lg font-bold">
          Request a haul-out
        </h2>
        <HaulOutForm lastResult={data?.result} defaultValue={{ method: "slipway" }} submitLabel="Request haul-out" />
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
