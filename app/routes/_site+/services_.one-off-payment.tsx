import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ServicePaymentPage } from "~/screens/service-payment/service-payment-form.tsx";
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
    <ServicePaymentPage title="One-off service payment" data={data} lastResult={actionData?.result}>
      Pay for a single service without a subscription. Choose the service and vessel; the amount due now is shown before
      you pay.
    </ServicePaymentPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
