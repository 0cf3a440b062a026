// Editing a quote; also served at /staff/quotes/{id}/edit (an alias), guarded by the portal of the address.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { formatQuoteNumber } from "~/domain/quote.ts";
import { opsMeta, useOps } from "~/screens/ops-portal.ts";
import { requireOps } from "~/screens/ops-portal.server.ts";
import { QuoteBuilder } from "~/screens/quote-builder/quote-builder.tsx";
import { quoteBuilderAction, quoteBuilderData } from "~/screens/quote-builder/quote-builder.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta = opsMeta("Edit quote");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOps(request);
  return json(await quoteBuilderData({ quoteId: params.id, url: new URL(request.url), now: getNow(request) }));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requireOps(request);
  return quoteBuilderAction(request, {
    quoteId: params.id,
    ...ctx.audit,
    now: getNow(request),
    viewPath: ctx.ops.quote,
  });
}

export default function EditQuote() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const ops = useOps();
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
          cancelTo={ops.quote(q.id)}
        />
      ) : (
        <EmptyState title="This quote can no longer be edited">
          Accepted, declined and withdrawn quotes are kept exactly as the customer saw them.
        </EmptyState>
      )}
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
