import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ServicePaymentPage } from "~/screens/service-payment/service-payment-form.tsx";
import {
  handleServicePayment,
  loadServicePayment,
  serviceTypeFromParam,
} from "~/screens/service-payment/service-payment.server.ts";

export const meta: MetaFunction = () => [
  { title: "Pay for a service | Bosun" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadServicePayment(request, serviceTypeFromParam(params.serviceId));
}

export async function action({ request, params }: ActionFunctionArgs) {
  return handleServicePayment(request, serviceTypeFromParam(params.serviceId));
}

export default function ServicePayment() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const service = data.services[0];
  return (
    <ServicePaymentPage title={<>Pay for {service?.serviceName}</>} data={data} lastResult={actionData?.result}>
      {service?.termsText}. We create your booking and job as soon as you continue; the amount due now is shown before
      you pay.
    </ServicePaymentPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
