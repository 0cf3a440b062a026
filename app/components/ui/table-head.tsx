import type { ListColumn } from "./list-table.tsx";

/**
 * The header row of a table: `scope="col"` cells, numbers aligned right, hidden labels for screen readers only —
 * the same columns as ListTable takes, for tables that are not a whole list card (line items, totals).
 */
export function TableHead({ columns }: { columns: readonly ListColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => {
          const col = typeof c === "string" ? { label: c } : c;
          return (
            <th key={col.label} scope="col" className={col.align === "right" ? "text-right" : undefined}>
              {col.hidden ? <span className="sr-only">{col.label}</span> : col.label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
