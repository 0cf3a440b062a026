import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { AccountPage } from "~/screens/account/account-page.tsx";
import { handleAccountAction, loadAccount } from "~/screens/account/account.server.ts";

export const meta: MetaFunction = () => [{ title: "Account settings | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadAccount(request, "customer");
}

export async function action({ request }: ActionFunctionArgs) {
  return handleAccountAction(request, "customer");
}

export default AccountPage;

export { GeneralErrorBoundary as ErrorBoundary };
