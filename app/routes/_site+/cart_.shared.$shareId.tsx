import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { SharedCartView, type SharedCartActionData } from "~/screens/shared-cart/shared-cart-view.tsx";
import { handleSharedCartAction, loadSharedCartPage } from "~/screens/shared-cart/shared-cart-page.server.ts";

// /cart/shared/{shareId} (spec §2): the share id is the same unguessable token as /shared-cart/{token};
// a shared cart's internal id never opens it.
export const meta: MetaFunction = () => [{ title: "Your shared cart | Bosun" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadSharedCartPage(request, params.shareId);
}

export async function action({ request, params }: ActionFunctionArgs) {
  return handleSharedCartAction(request, params.shareId);
}

export default function SharedCartByShareId() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as SharedCartActionData | undefined;
  return <SharedCartView data={data} actionData={actionData} />;
}

export { GeneralErrorBoundary as ErrorBoundary };
