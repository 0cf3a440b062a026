// /subcontractor/dashboard (issue 16, ADR 161): public in the spec — the link's token is the key. A missing, wrong,
// expired or revoked token is the site's plain 404.
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { DASHBOARD_PAGE_SIZE } from "~/domain/work-order-links.ts";
import { SubcontractorDashboard, SubcontractorJobCard } from "~/screens/work-orders/subcontractor-dashboard.tsx";
import { InsuranceNotice, SubcontractorHeader } from "~/screens/work-orders/subcontractor-link-parts.tsx";
import {
  loadSubcontractorDashboard,
  PRIVATE,
  subcontractorDashboardAction,
} from "~/screens/work-orders/work-orders.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Work orders · ${data.business} | Bosun` : "Bosun" },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => PRIVATE;

export const loader = ({ request }: LoaderFunctionArgs) => loadSubcontractorDashboard(request);

export const action = ({ request }: ActionFunctionArgs) => subcontractorDashboardAction(request);

export default function SubcontractorDashboardPage() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="container-page mx-auto max-w-2xl space-y-4 py-6">
      <SubcontractorHeader business={d.business} expiresAt={d.expiresAt} />
      {d.opened ? (
        <SubcontractorJobCard token={d.token} card={d.opened.card} />
      ) : d.list ? (
        <>
          {"insurance" in d ? <InsuranceNotice token={d.token} status={d.insurance} /> : null}
          <SubcontractorDashboard
            token={d.token}
            list={d.list}
            page={d.page}
            pageSize={DASHBOARD_PAGE_SIZE}
            formKey={"formKey" in d ? d.formKey : ""}
            now={d.now}
          />
        </>
      ) : null}
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
