import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { CustomerInvoiceList } from "~/components/invoice-list.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { formatCents } from "~/domain/money.ts";
import { listCustomerInvoices, toInvoiceRow } from "~/models/invoice-queries.server.ts";
import { requireUser } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { ownListPage } from "~/utils/pagination.ts";

export const meta: MetaFunction = () => [{ title: "Your invoices | Bosun Marine Services" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const now = getNow(request);
  const { found: list, paging } = await ownListPage(request, (range) => listCustomerInvoices(user.id, range));
  return json({
    ...paging,
    owing: formatCents(list.owingCents),
    owingCents: list.owingCents,
    rows: list.invoices.map((i) => toInvoiceRow(i, now)),
  });
}

export default function Invoices() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Your invoices</h1>
          <p className="mt-1 text-sm">
            {d.owingCents > 0 ? `${d.owing} is owing across your invoices.` : "Nothing is owing. Thank you!"}
          </p>
        </div>
        <Link to="/customer/payments" className="btn-secondary">
          Payment history
        </Link>
      </div>
      <CustomerInvoiceList rows={d.rows} hrefFor={(id) => `/invoices/${id}`} />
      <Pagination page={d.page} pageSize={d.pageSize} total={d.total} />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
