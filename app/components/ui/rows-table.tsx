import type { ReactNode } from "react";
import { ListTable, type ListColumn } from "./list-table.tsx";

/**
 * A whole (short or already cut) list as a back-office table: the `empty` state when there are no rows, else the
 * ListTable with a row per item (`children` draws one `<tr>`). PagedListTable is the same with pagination below.
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
