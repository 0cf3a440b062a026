// The pieces the money reports (reports, profitability, company overheads) draw their sections and tables with:
// one section with its heading (and the tools beside it: a CSV link, a grouping), and a right-aligned amount cell.
import type { ReactNode } from "react";
import { RowStatusAction } from "~/components/ui/row-status-action.tsx";
import { Money } from "./report-chrome.tsx";

/**
 * One section of a report: `<section aria-labelledby="{id}-heading">` with its h2, the `tools` (CSV link, grouping
 * chips) beside the heading when there are any, then the section's content.
 */
export function ReportSection({
  id,
  title,
  tools,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  tools?: ReactNode;
  className: string;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={`${id}-heading`} className="text-xl font-bold">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      {tools ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {tools}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** A table cell with an amount of money, right-aligned (red when negative); `children` below or beside it. */
export function MoneyCell({
  cents,
  testId,
  className = "text-right",
  children,
}: {
  cents: number;
  testId?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <td className={className}>
      <Money cents={cents} testId={testId} />
      {children}
    </td>
  );
}

/** The last cell of a costing entry's row (a job's cost, a month's overhead): its "Remove" button. */
export function RemoveEntryCell({ idName, id, intent }: { idName: string; id: string; intent: string }) {
  return (
    <td className="text-right">
      <RowStatusAction
        idName={idName}
        id={id}
        intent={intent}
        pendingText="Removing..."
        className="btn-secondary text-xs"
      >
        Remove
      </RowStatusAction>
    </td>
  );
}
