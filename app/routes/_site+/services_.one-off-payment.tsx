import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ServicePaymentForm } from "~/screens/service-payment/service-payment-form.tsx";
import { handleServicePayment, loadServicePayment } from "~/screens/service-payment/service-payment.server.ts";

export const meta: MetaFunction = () => [
  { title: "One-off service payment | Bosun" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadServicePayment(request, null);
}

export async function action({ request }: ActionFunctionArgs) {
  return handleServicePayment(request, null);
}

export default function OneOffPayment() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <h1 className="text-3xl font-bold">One-off service payment</h1>
      <p className="mt-2">
        Pay for a single service without a subscription. Choose the service and vessel; the amount due now is shown
        before you pay.
      </p>
      <div className="mt-8">
        <ServicePaymentForm data={data} lastResult={actionData?.result} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
