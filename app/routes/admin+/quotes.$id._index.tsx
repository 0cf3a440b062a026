// One quote; also served at /staff/quotes/{id} (an alias), guarded by the portal of the address.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { QuoteView } from "~/components/quote-view.tsx";
import { opsMeta, useOps } from "~/screens/ops-portal.ts";
import { requireOps } from "~/screens/ops-portal.server.ts";
import { quoteViewAction, quoteViewData } from "~/screens/quote-builder/quote-builder.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta = opsMeta("Quote");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOps(request);
  return json(await quoteViewData(params.id ?? "", getNow(request)));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requireOps(request);
  return quoteViewAction(request, {
    quoteId: params.id ?? "",
    ...ctx.audit,
    now: getNow(request),
    selfPath: ctx.ops.quote(params.id ?? ""),
  });
}

export default function Quote() {
  const d = useLoaderData<typeof loader>();
  const ops = useOps();
  return (
    <QuoteView
      quote={d.quote}
      link={d.link}
      deposit={d.deposit}
      depositOnTotal={d.depositOnTotal}
      editTo={ops.editQuote(d.quote.id)}
      jobTo={ops.job}
      customerTo={ops.customer}
    />
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
