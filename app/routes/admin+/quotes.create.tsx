import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { QuoteBuilder } from "~/screens/quote-builder/quote-builder.tsx";
import { quoteBuilderAction, quoteBuilderData } from "~/screens/quote-builder/quote-builder.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "New quote | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(await quoteBuilderData({ url: new URL(request.url), now: getNow(request) }));
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  return quoteBuilderAction(request, {
    ...ctx.audit,
    now: getNow(request),
    viewPath: (id) => `/admin/quotes/${id}`,
  });
}

export default function AdminCreateQuote() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeader
        title="New quote"
        description="Price the work from the catalogue or with custom lines, add optional extras, then send the customer their link."
      />
      <QuoteBuilder
        lastResult={actionData?.result}
        defaultValue={d.defaults}
        catalogue={d.catalogue}
        enquiry={d.enquiry}
        quote={null}
        cancelTo="/admin/quote-builder"
      />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
