import { Link } from "@remix-run/react";
import { formatDate } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import { QUOTE_STATUSES, QUOTE_STATUS_LABELS, formatQuoteNumber } from "~/domain/quote.ts";
import { EmptyState } from "./portal-shell.tsx";
import { QuoteStatusBadge } from "./quote-status-badge.tsx";
import { Pagination } from "./ui/pagination.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { FilterSelect, labelledOptions } from "~/components/ui/filter-select.tsx";
import { FilterForm, SearchField } from "~/components/ui/search-form.tsx";

export interface QuoteListRow {
  id: string;
  number: number;
  title: string;
  status: string;
  contactName: string;
  contactEmail: string;
  vesselName: string | null;
  totalCents: number;
  acceptedTotalCents: number | null;
  validUntil: string;
  updatedAt: string;
  createdBy: { fullName: string } | null;
}

export function QuoteList({
  rows,
  q,
  status,
  page,
  pageSize,
  total,
  quotePath,
}: {
  rows: QuoteListRow[];
  q: string;
  status: string | null;
  page: number;
  pageSize: number;
  total: number;
  quotePath: (id: string) => string;
}) {
  return (
    <>
      <FilterForm>
        <SearchField
          id="quote-q"
          label="Search quote number, customer, email or vessel"
          defaultValue={q}
          placeholder="e.g. Q-1004, Harbour or Blue Wren"
        />
        <FilterSelect
          id="quote-status"
          name="status"
          label="Status"
          value={status}
          options={labelledOptions(QUOTE_STATUSES, QUOTE_STATUS_LABELS)}
          allLabel="All statuses"
        />
      </FilterForm>
      {rows.length === 0 ? (
        <EmptyState title="No quotes match">Try another status or a shorter search.</EmptyState>
      ) : (
        <ListTable
          columns={["Quote", "Customer", "Status", { label: "Total", align: "right" }, "Valid until", "Prepared by"]}
        >
          {rows.map((r) => (
            <tr key={r.id}>
              <td>
                <Link to={quotePath(r.id)} className="font-semibold">
                  {formatQuoteNumber(r.number)}
                </Link>
                <span className="block max-w-xs truncate text-xs">{r.title}</span>
              </td>
              <td>
                {r.contactName}
                <span className="block text-xs">{r.vesselName ?? r.contactEmail}</span>
              </td>
              <td>
                <QuoteStatusBadge status={r.status} />
              </td>
              <td className="whitespace-nowrap text-right tabular-nums">
                {formatCents(r.acceptedTotalCents ?? r.totalCents)}
              </td>
              <td className="whitespace-nowrap">{formatDate(r.validUntil)}</td>
              <td>{r.createdBy?.fullName ?? "—"}</td>
            </tr>
          ))}
        </ListTable>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}
