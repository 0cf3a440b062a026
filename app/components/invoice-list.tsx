import { Form, Link, useLocation } from "@remix-run/react";
import { INVOICE_DISPLAY_STATUSES, INVOICE_STATUS_LABELS } from "~/domain/invoice.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { InvoiceStatusBadge } from "./invoice-document.tsx";
import { EmptyState } from "./portal-shell.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { FilterButtons } from "~/components/ui/filter-fields.tsx";
import { FilterSelect, labelledOptions } from "~/components/ui/filter-select.tsx";
import { SearchField } from "~/components/ui/search-form.tsx";
import { DateRangeFields } from "~/components/ui/date-range-fields.tsx";

export interface InvoiceRow {
  id: string;
  number: string;
  displayStatus: string;
  customerName: string;
  customerEmail: string;
  jobNumber: number | null;
  issueDate: string | null;
  dueDate: string | null;
  total: string;
  outstanding: string;
  /** Set when the invoice is billed to someone else (a fleet manager's list, ADR 171). */
  billedTo?: string | null;
}

export interface InvoiceFilterValues {
  status: string | null;
  q: string;
  from: string | null;
  to: string | null;
}

/** Filter by status, customer and issue-date range: a plain GET form, so it works without JavaScript. */
export function InvoiceFilterForm({
  filters,
  showCustomer = true,
}: {
  filters: InvoiceFilterValues;
  showCustomer?: boolean;
}) {
  const location = useLocation();
  return (
    <Form
      method="get"
      className="card mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
      role="search"
      aria-label="Filter invoices"
    >
      <FilterSelect
        id="filter-status"
        name="status"
        label="Status"
        value={filters.status}
        allLabel="All statuses"
        options={[
          { value: "unpaid", label: "Unpaid (sent, part paid, overdue)" },
          ...labelledOptions(INVOICE_DISPLAY_STATUSES, INVOICE_STATUS_LABELS),
        ]}
      />
      {showCustomer ? (
        <SearchField
          id="filter-q"
          label="Customer or number"
          defaultValue={filters.q}
          placeholder="e.g. Olivia or INV-10002"
          className=""
        />
      ) : null}
      <DateRangeFields
        idPrefix="filter"
        from={filters.from}
        to={filters.to}
        fromLabel="Issued from"
        toLabel="Issued to"
      />
      <FilterButtons clearTo={location.pathname} />
    </Form>
  );
}

export function InvoiceTable({
  rows,
  hrefFor,
  emptyText,
}: {
  rows: InvoiceRow[];
  hrefFor: (id: string) => string;
  emptyText?: string;
}) {
  if (rows.length === 0) {
    return (
      <EmptyState title="No invoices match">{emptyText ?? "Try another status, customer or date range."}</EmptyState>
    );
  }
  return (
    <ListTable
      columns={[
        "Invoice",
        "Customer",
        "Job",
        "Issued",
        "Due",
        { label: "Total", align: "right" },
        { label: "Owing", align: "right" },
        "Status",
      ]}
    >
      {rows.map((r) => (
        <tr key={r.id}>
          <td className="whitespace-nowrap">
            <Link to={hrefFor(r.id)} className="font-semibold">
              {r.number}
            </Link>
          </td>
          <td>
            <span className="block font-semibold text-secondary">{r.customerName}</span>
            <span className="block text-xs">{r.customerEmail}</span>
          </td>
          <td className="whitespace-nowrap">{r.jobNumber ? formatJobNumber(r.jobNumber) : "—"}</td>
          <td className="whitespace-nowrap">{r.issueDate ?? "Draft"}</td>
          <td className="whitespace-nowrap">{r.dueDate ?? "—"}</td>
          <td className="whitespace-nowrap text-right">{r.total}</td>
          <td className="whitespace-nowrap text-right font-semibold">{r.outstanding}</td>
          <td>
            <InvoiceStatusBadge status={r.displayStatus} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

/** Invoice cards for customers (phone-first). */
export function CustomerInvoiceList({ rows, hrefFor }: { rows: InvoiceRow[]; hrefFor: (id: string) => string }) {
  if (rows.length === 0) {
    return (
      <EmptyState title="No invoices yet">
        When we finish work on your vessel, its invoice appears here and in your inbox.
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-line rounded-theme border border-line bg-white">
      {rows.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div>
            <Link to={hrefFor(r.id)} className="font-heading font-bold">
              {r.number}
            </Link>
            <p className="text-sm">
              {r.issueDate ? `Issued ${r.issueDate}` : ""}
              {r.dueDate ? ` · due ${r.dueDate}` : ""}
              {r.jobNumber ? ` · job ${formatJobNumber(r.jobNumber)}` : ""}
              {r.billedTo ? ` · billed to ${r.billedTo}` : ""}
            </p>
          </div>
          <div className="flex items-center gap-3 text-right">
            <div>
              <p className="font-semibold text-secondary">{r.total}</p>
              <p className="text-xs">{r.outstanding} owing</p>
            </div>
            <InvoiceStatusBadge status={r.displayStatus} />
          </div>
        </li>
      ))}
    </ul>
  );
}
