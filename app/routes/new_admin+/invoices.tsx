import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminInvoiceList } from "~/components/admin-invoice-list.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { adminInvoiceList } from "~/models/invoice-queries.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Invoices | Bosun new admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(await adminInvoiceList(new URL(request.url), getNow(request)));
}

export default function NewAdminInvoices() {
  return <AdminInvoiceList d={useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary };
