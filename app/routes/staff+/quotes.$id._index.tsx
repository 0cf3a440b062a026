import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { QuoteView } from "~/components/quote-view.tsx";
import { quoteViewAction, quoteViewData } from "~/screens/quote-builder/quote-builder.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Quote | Bosun operations" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePortal(request, "staff");
  return json(await quoteViewData(params.id ?? "", getNow(request)));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requirePortal(request, "staff");
  return quoteViewAction(request, {
    quoteId: params.id ?? "",
    ...ctx.audit,
    now: getNow(request),
    selfPath: `/staff/quotes/${params.id}`,
  });
}

export default function StaffQuote() {
  const d = useLoaderData<typeof loader>();
  return (
    <QuoteView
      quote={d.quote}
      link={d.link}
      deposit={d.deposit}
      depositOnTotal={d.depositOnTotal}
      editTo={`/staff/quotes/${d.quote.id}/edit`}
      jobTo={(id) => `/staff/jobs/${id}`}
      customerTo={(id) => `/staff/customers/${id}`}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
