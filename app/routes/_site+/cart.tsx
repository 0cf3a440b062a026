import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CartPage, type CartActionData } from "~/screens/cart/cart-page.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { handleCartAction, loadCartPage } from "~/screens/cart/cart-page.server.ts";

export const meta: MetaFunction = () => [
  { title: "Your cart | Bosun" },
  {
    name: "description",
    content: "Your Bosun cart: combine marine services for one vessel, see bundle savings, GST and what is due now.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadCartPage(request);
}

/** The one cart action (spec §4): add, remove, update, clear, payment plan, vessel, location zone, scheduling. */
export async function action({ request }: ActionFunctionArgs) {
  return handleCartAction(request);
}

export default function CartRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as CartActionData | undefined;
  return <CartPage data={data} actionData={actionData} basePath="/cart" />;
}

export { GeneralErrorBoundary as ErrorBoundary };
