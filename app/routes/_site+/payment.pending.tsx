import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PaymentStatus } from "~/components/payment-status.tsx";
import { handlePayAction, loadPaymentPage } from "~/screens/payment/payment-page.server.ts";

export const meta: MetaFunction = () => [{ title: "Payment pending | Bosun" }, { name: "robots", content: "noindex" }];

/** Shows the order's real state from the database; the URL never decides whether it is paid. */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadPaymentPage(request);
}

/** "Pay now" and "Try again" (from any of the three payment pages). */
export async function action({ request }: ActionFunctionArgs) {
  return handlePayAction(request);
}

export default function PaymentPending() {
  const data = useLoaderData<typeof loader>();
  return <PaymentStatus data={data} kind="pending" />;
}

export { GeneralErrorBoundary as ErrorBoundary };
