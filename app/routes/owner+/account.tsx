import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { AccountPage } from "~/screens/account/account-page.tsx";
import { handleAccountAction, loadAccount } from "~/screens/account/account.server.ts";

export const meta: MetaFunction = () => [{ title: "Account | Bosun owner portal" }];

// The same account settings as /customer/account, inside the owner portal's layout.
export async function loader({ request }: LoaderFunctionArgs) {
  return loadAccount(request, "owner");
}

export async function action({ request }: ActionFunctionArgs) {
  return handleAccountAction(request, "owner");
}

export default AccountPage;

export { GeneralErrorBoundary as ErrorBoundary };
