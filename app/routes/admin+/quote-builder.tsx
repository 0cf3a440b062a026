// Every quote; also served at /staff/quotes (an alias), guarded by the portal of the address.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { QuoteList } from "~/components/quote-list.tsx";
import { QUOTE_STATUSES } from "~/domain/quote.ts";
import { listQuotes } from "~/models/quote.server.ts";
import { opsMeta, useOps } from "~/screens/ops-portal.ts";
import { requireOps } from "~/screens/ops-portal.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { choiceParam, listRequest } from "~/utils/list-request.ts";

export const meta = opsMeta((ops) => ops.words.quotesTitle);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOps(request);
  const { url, q, page, pageSize, skip, take } = listRequest(request);
  const status = choiceParam(url, "status", QUOTE_STATUSES);
  const { total, quotes } = await listQuotes({ q, status, skip, take, now: getNow(request) });
  return json({ q, status, page, pageSize, total, quotes });
}

export default function Quotes() {
  const d = useLoaderData<typeof loader>();
  const ops = useOps();
  return (
    <>
      <PageHeader
        title={ops.words.quotesTitle}
        description={ops.words.quotesDescription}
        links={[{ to: ops.newQuote, label: ops.words.newQuoteButton, primary: true }]}
      />
      <QuoteList
        rows={d.quotes}
        q={d.q}
        status={d.status}
        page={d.page}
        pageSize={d.pageSize}
        total={d.total}
        quotePath={ops.quote}
      />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
