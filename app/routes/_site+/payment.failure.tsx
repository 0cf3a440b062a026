import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PaymentStatus } from "~/components/payment-status.tsx";
import { loadPaymentPage } from "~/screens/payment/payment-page.server.ts";

export const meta: MetaFunction = () => [
  { title: "Payment not completed | Bosun" },
  { name: "robots", content: "noindex" },
];

/** Shows the order's real state from the database; the URL never decides whether it is paid. */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadPaymentPage(request);
}

export default function PaymentFailure() {
  const data = useLoaderData<typeof loader>();
  return <PaymentStatus data={data} kind="failure" />;
}

export { GeneralErrorBoundary as ErrorBoundary };
