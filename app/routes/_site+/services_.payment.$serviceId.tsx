import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ServicePaymentForm } from "~/screens/service-payment/service-payment-form.tsx";
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
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <h1 className="text-3xl font-bold">Pay for {service?.serviceName}</h1>
      <p className="mt-2">
        {service?.termsText}. We create your booking and job as soon as you continue; the amount due now is shown before
        you pay.
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
