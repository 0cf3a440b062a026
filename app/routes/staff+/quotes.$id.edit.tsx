import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { QuoteBuilder } from "~/screens/quote-builder/quote-builder.tsx";
import { formatQuoteNumber } from "~/domain/quote.ts";
import { quoteBuilderAction, quoteBuilderData } from "~/screens/quote-builder/quote-builder.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Edit quote | Bosun operations" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePortal(request, "staff");
  return json(await quoteBuilderData({ quoteId: params.id, url: new URL(request.url), now: getNow(request) }));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requirePortal(request, "staff");
  return quoteBuilderAction(request, {
    quoteId: params.id,
    ...ctx.audit,
    now: getNow(request),
    viewPath: (id) => `/staff/quotes/${id}`,
  });
}

export default function StaffEditQuote() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const q = d.quote!;
  return (
    <>
      <PageHeader
        title={`Edit quote ${formatQuoteNumber(q.number)}`}
        description="Saving keeps its status; send it again so the customer gets the updated version."
      />
      {q.editable ? (
        <QuoteBuilder
          lastResult={actionData?.result}
          defaultValue={d.defaults}
          catalogue={d.catalogue}
          enquiry={d.enquiry}
          quote={q}
          cancelTo={`/staff/quotes/${q.id}`}
        />
      ) : (
        <EmptyState title="This quote can no longer be edited">
          Accepted, declined and withdrawn quotes are kept exactly as the customer saw them.
        </EmptyState>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
