// A subcontractor's link addresses and the work-order states it shows, apart from the forms (domain/work-orders.ts)
// so the link's pages can use them without bundling Zod (ADR 030).
import { labelledValues } from "./labelled-values.ts";

/** Work orders per page of the subcontractor's dashboard. */
export const DASHBOARD_PAGE_SIZE = 20;

/** Where a link's holder opens the business's work orders (and, beside it, uploads its documents). */
export const SUBCONTRACTOR_DASHBOARD_PATH = "/subcontractor/dashboard";
export const SUBCONTRACTOR_UPLOAD_PATH = "/subcontractor/upload";

export function workOrderLinkPath(token: string, path = SUBCONTRACTOR_DASHBOARD_PATH) {
  return `${path}?token=${encodeURIComponent(token)}`;
}

export const WORK_ORDER_STATUS_LABELS = {
  sent: "Waiting for your answer",
  accepted: "Accepted",
  declined: "Declined",
  completed: "Completed",
  withdrawn: "Withdrawn by the office",
};
export const WORK_ORDER_STATUSES = labelledValues(WORK_ORDER_STATUS_LABELS);
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
