// A new quote; also served at /staff/create-quote (an alias), guarded by the portal of the address.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { opsMeta, useOps } from "~/screens/ops-portal.ts";
import { requireOps } from "~/screens/ops-portal.server.ts";
import { QuoteBuilder } from "~/screens/quote-builder/quote-builder.tsx";
import { quoteBuilderAction, quoteBuilderData } from "~/screens/quote-builder/quote-builder.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta = opsMeta((ops) => ops.words.newQuoteTitle);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOps(request);
  return json(await quoteBuilderData({ url: new URL(request.url), now: getNow(request) }));
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireOps(request);
  return quoteBuilderAction(request, { ...ctx.audit, now: getNow(request), viewPath: ctx.ops.quote });
}

export default function CreateQuote() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const ops = useOps();
  return (
    <>
      <PageHeader
        title={ops.words.newQuoteTitle}
        description="Price the work from the catalogue or with custom lines, add optional extras, then send the customer their link."
      />
      <QuoteBuilder
        lastResult={actionData?.result}
        defaultValue={d.defaults}
        catalogue={d.catalogue}
        enquiry={d.enquiry}
        quote={null}
        cancelTo={ops.quotes}
      />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
