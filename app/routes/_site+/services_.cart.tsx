import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CartPage } from "~/screens/cart/cart-page.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { loadCartPage } from "~/screens/cart/cart-page.server.ts";

// /services/cart (spec §2) is the same cart as /cart; its forms post to the /cart action and come back here.
export const meta: MetaFunction = () => [
  { title: "Your services cart | Bosun" },
  { name: "description", content: "Review the marine services in your cart, bundle savings, GST and what is due now." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadCartPage(request);
}

export default function ServicesCartRoute() {
  const data = useLoaderData<typeof loader>();
  return <CartPage data={data} basePath="/services/cart" />;
}

export { GeneralErrorBoundary as ErrorBoundary };
