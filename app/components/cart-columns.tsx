// The body of a cart page, the customer's cart and a shared cart alike: the form's error, then the items, the
// summary beside them on wide screens (above them on narrow ones it follows them), and what comes after the items.
import type { ReactNode } from "react";
import { FormAlert } from "~/components/ui/error-list.tsx";

export function CartColumns({
  formError,
  items,
  summary,
  after,
  summaryGap,
  afterGap,
}: {
  formError?: string | null;
  items: ReactNode;
  summary: ReactNode;
  after: ReactNode;
  summaryGap: "space-y-4" | "space-y-6";
  afterGap?: "space-y-6";
}) {
  return (
    <>
      <FormAlert errors={formError ? [formError] : null} className="mt-6" />

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">{items}</div>
        <aside className={`${summaryGap} lg:col-start-2 lg:row-span-2 lg:row-start-1`}>{summary}</aside>
        <div className={afterGap ? `${afterGap} lg:col-start-1 lg:row-start-2` : "lg:col-start-1 lg:row-start-2"}>
          {after}
        </div>
      </div>
    </>
  );
}
