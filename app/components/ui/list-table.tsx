import type { ReactNode } from "react";
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
