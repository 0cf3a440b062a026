// The pieces the money reports (reports, profitability, company overheads) draw their sections and tables with:
// one section with its heading (and the tools beside it: a CSV link, a grouping), and a right-aligned amount cell.
import type { ComponentProps, ReactNode } from "react";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { RowStatusAction } from "~/components/ui/row-status-action.tsx";
import { Money } from "./report-chrome.tsx";

/** One section of a report: a TitledSection with the report's larger heading. */
export function ReportSection(props: Omit<ComponentProps<typeof TitledSection>, "headingClassName">) {
  return <TitledSection {...props} headingClassName="text-xl font-bold" />;
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
