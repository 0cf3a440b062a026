import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { QuoteView } from "~/components/quote-view.tsx";
import { quoteViewAction, quoteViewData } from "~/screens/quote-builder/quote-builder.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Quote | Bosun admin" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(await quoteViewData(params.id ?? "", getNow(request)));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  return quoteViewAction(request, {
    quoteId: params.id ?? "",
    ...ctx.audit,
    now: getNow(request),
    selfPath: `/admin/quotes/${params.id}`,
  });
}

export default function AdminQuote() {
  const d = useLoaderData<typeof loader>();
  return (
    <QuoteView
      quote={d.quote}
      link={d.link}
      deposit={d.deposit}
      depositOnTotal={d.depositOnTotal}
      editTo={`/admin/quotes/${d.quote.id}/edit`}
      jobTo={(id) => `/admin/jobs/${id}`}
      customerTo={(id) => `/admin/users/${id}`}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
