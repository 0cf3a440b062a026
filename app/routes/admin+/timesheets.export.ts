// /admin/timesheets/export?from=&to= (issue 15, ADR 151): approved timesheets of the weeks from..to as CSV for
// payroll — integer minutes, travel and on site apart — streamed in id batches.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isDateKey } from "~/domain/booking.ts";
import { addDays, sydneyDateKey } from "~/domain/dates.ts";
import { PAYROLL_CSV_HEADER, mondayOfWeek, payrollCsvCells } from "~/domain/timesheets.ts";
import { approvedTimesheetBatch } from "~/models/timesheets.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { csvStreamResponse } from "~/utils/csv-stream.server.ts";

const BATCH = 500;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const thisWeek = mondayOfWeek(sydneyDateKey(getNow(request)));
  const askedTo = url.searchParams.get("to");
  const askedFrom = url.searchParams.get("from");
  let to = mondayOfWeek(isDateKey(askedTo) ? askedTo : thisWeek);
  let from = mondayOfWeek(isDateKey(askedFrom) ? askedFrom : addDays(to, -28));
  if (from > to) [from, to] = [to, from];
  return csvStreamResponse({
    fileName: `timesheets-${from}-to-${to}.csv`,
    header: PAYROLL_CSV_HEADER,
    batchSize: BATCH,
    next: (afterId) => approvedTimesheetBatch({ from, to, afterId, take: BATCH }),
    toCells: (row) => payrollCsvCells(row),
  });
}
