import type { ReactNode } from "react";
import type { ServiceDue } from "~/domain/assets.ts";

const TONES: Record<ServiceDue, string> = {
  overdue: "bg-red-100 text-red-900",
  due_soon: "bg-amber-100 text-amber-900",
  ok: "bg-emerald-100 text-emerald-900",
  unknown: "bg-surface text-secondary",
};

/** A piece of equipment's service date as a badge, toned by `serviceDueState` (the office's list and the field's). */
export function ServiceDueBadge({ due, children }: { due: ServiceDue; children: ReactNode }) {
  return <span className={`badge ${TONES[due]}`}>{children}</span>;
}
