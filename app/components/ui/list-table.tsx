import type { ReactNode } from "react";
import { Pagination } from "./pagination.tsx";
import { TableHead } from "./table-head.tsx";

export type ListColumn = string | { label: string; align?: "right"; hidden?: boolean };

/**
 * The one list table of the back-office (issue 21): a card that scrolls sideways on a phone, header cells with
 * `scope="col"`, rows as children. Columns: a label, or { label, align: "right" } for numbers, or
 * { label, hidden: true } for an action column announced only to screen readers.
 */
export function ListTable({
  columns,
  children,
  testId,
  className = "",
}: {
  columns: readonly ListColumn[];
  children: ReactNode;
  testId?: string;
  /** Extra classes for the wrapper, e.g. "hidden md:block" beside a card list for phones. */
  className?: string;
}) {
  return (
    <div className={`card overflow-x-auto p-0 ${className}`}>
      <table className="table-base" data-testid={testId}>
        <TableHead columns={columns} />
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A whole (short or already cut) list as a back-office table: the `empty` state when there are no rows, else the
 * ListTable with a row per item (`children` draws one `<tr>`).
 */
export function RowsTable<Row>({
  rows,
  empty,
  children,
  after,
  ...table
}: {
  rows: readonly Row[];
  empty: ReactNode;
  children: (row: Row) => ReactNode;
  /** Rows drawn after the items (a total, "everything else"). */
  after?: ReactNode;
  columns: readonly ListColumn[];
  testId?: string;
  className?: string;
}) {
  if (rows.length === 0) return <>{empty}</>;
  return (
    <ListTable {...table}>
      {rows.map((row) => children(row))}
      {after}
    </ListTable>
  );
}

/** One page of a back-office list: RowsTable, and the pagination links below it either way. */
export function PagedListTable<Row>({
  paging,
  ...list
}: Omit<Parameters<typeof RowsTable<Row>>[0], "after"> & {
  /** `capped`: the total is a floor (COUNT_CAP, see utils/pagination). */
  paging: { page: number; pageSize: number; total: number; capped?: boolean };
}) {
  return (
    <>
      <RowsTable {...list} />
      <Pagination
        page={paging.page}
        pageSize={paging.pageSize}
        total={paging.total}
        capped={paging.capped}
        shown={list.rows.length}
      />
    </>
  );
}
