import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { QuoteList } from "~/components/quote-list.tsx";
import { isQuoteStatus } from "~/domain/quote.ts";
import { listQuotes } from "~/models/quote.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { getPagination } from "~/utils/pagination.ts";

export const meta: MetaFunction = () => [{ title: "Quote builder | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const s = url.searchParams.get("status") ?? "";
  const status = isQuoteStatus(s) ? s : null;
  const { page, pageSize, skip, take } = getPagination(url);
  const { total, quotes } = await listQuotes({ q, status, skip, take, now: getNow(request) });
  return json({ q, status, page, pageSize, total, quotes });
}

export default function AdminQuoteBuilder() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Quote builder"
        description="Build, send and follow up quotes. Accepted ones move on to Quote to job for scheduling."
        actions={
          <Link to="/admin/quotes/create" className="btn-primary">
            New quote
          </Link>
        }
      />
      <QuoteList
        rows={d.quotes}
        q={d.q}
        status={d.status}
        page={d.page}
        pageSize={d.pageSize}
        total={d.total}
        quotePath={(id) => `/admin/quotes/${id}`}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
