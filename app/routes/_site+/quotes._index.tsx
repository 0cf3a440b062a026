import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState } from "~/components/portal-shell.tsx";
import { QuoteStatusBadge } from "~/components/quote-status-badge.tsx";
import { formatDate } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import { formatQuoteNumber } from "~/domain/quote.ts";
import { listCustomerQuotes } from "~/models/quote.server.ts";
import { requireUser } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "My quotes | Bosun Marine Services" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ quotes: await listCustomerQuotes(user, getNow(request)) });
}

export default function MyQuotes() {
  const { quotes } = useLoaderData<typeof loader>();
  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <h1 className="text-3xl font-bold">My quotes</h1>
      <p className="mt-2">
        Quotes we have sent to you or to your email address. Open one to read it, choose options and accept it.
      </p>
      <div className="mt-6">
        {quotes.length === 0 ? (
          <EmptyState title="No quotes yet">
            Ask us for one on <Link to="/contact">the contact page</Link> and it will appear here.
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {quotes.map((q) => (
              <li key={q.id}>
                <Link
                  to={`/quote/${q.token}`}
                  className="card flex flex-wrap items-center justify-between gap-3 p-4 no-underline hover:border-accent"
                >
                  <span className="min-w-0">
                    <span className="block font-heading font-semibold text-secondary">
                      {formatQuoteNumber(q.number)} · {q.title}
                    </span>
                    <span className="block text-sm text-ink">
                      {q.vesselName ? `${q.vesselName} · ` : ""}valid until {formatDate(q.validUntil)}
                    </span>
                  </span>
                  <span className="flex items-center gap-3">
                    <QuoteStatusBadge status={q.status} forCustomer />
                    <span className="font-semibold tabular-nums text-secondary">
                      {formatCents(q.acceptedTotalCents ?? q.totalCents)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
