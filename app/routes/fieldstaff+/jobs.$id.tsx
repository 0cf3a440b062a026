import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { OutboxProvider } from "~/components/outbox.tsx";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { JobCardView } from "~/screens/job-card/job-card.tsx";
import { jobCardAction, loadJobCard } from "~/screens/job-card/job-card.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${formatJobNumber(data.card.number)} ${data.card.title} | Job card | Bosun` : "Job card | Bosun" },
];

export const loader = ({ request, params }: LoaderFunctionArgs) => loadJobCard(request, params.id ?? "");

export const action = ({ request, params }: ActionFunctionArgs) => jobCardAction(request, params.id ?? "");

export default function FieldJobCard() {
  const { card, formKey } = useLoaderData<typeof loader>();
  return (
    <OutboxProvider>
      <p className="mb-3">
        <Link to="/fieldstaff/dashboard" className="btn-link">
          ← My jobs
        </Link>
      </p>
      <JobCardView card={card} formKey={formKey} />
    </OutboxProvider>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
