import type { LoaderFunctionArgs } from "@remix-run/node";
import { NEWSLETTER_STATES } from "~/domain/back-office-lists.ts";
import { sydneyDateKey } from "~/domain/dates.ts";
import { newsletterExportBatch, newsletterWhere } from "~/models/back-office-lists.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { choiceParam, textParam } from "~/utils/list-request.ts";
import { getNow } from "~/utils/clock.server.ts";
import { csvStreamResponse } from "~/utils/csv-stream.server.ts";

const BATCH = 1000;

// /admin/newsletter-signups/export — the filtered sign-ups as CSV, streamed in batches.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const where = newsletterWhere({ q: textParam(url, "q"), state: choiceParam(url, "state", NEWSLETTER_STATES) });
  return csvStreamResponse({
    fileName: `newsletter-${sydneyDateKey(getNow(request))}.csv`,
    header: ["Email", "Confirmed", "Source", "Signed up"],
    batchSize: BATCH,
    next: (afterId) => newsletterExportBatch(where, afterId, BATCH),
    toCells: (s) => [
      s.email,
      s.confirmedAt ? sydneyDateKey(s.confirmedAt) : "",
      s.source ?? "",
      sydneyDateKey(s.createdAt),
    ],
  });
}
