import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvDollars, csvLine } from "~/domain/csv.ts";
import { parseCustomerFilters } from "~/domain/customers.ts";
import { sydneyDateKey } from "~/domain/dates.ts";
import { customerExportBatch, customerWhere } from "~/models/customer-admin.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

const HEADER = ["Name", "Email", "Phone", "Roles", "Profile type", "Vessels", "HINs", "Regos", "Owing", "Joined"];
const BATCH = 500;

// /admin/customers/export — the list's filtered set as CSV, streamed: each batch is read (keyset on id) only when
// the previous one has been sent, so 100,000 customers never sit in memory at once.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = getNow(request);
  const where = customerWhere(parseCustomerFilters(new URL(request.url).searchParams), now);
  const encoder = new TextEncoder();
  let afterId: string | null = null;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${csvLine(HEADER)}\r\n`));
        return;
      }
      const rows = await customerExportBatch(where, afterId, BATCH);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      afterId = rows[rows.length - 1]!.id;
      const text = rows
        .map((c) =>
          csvLine([
            c.fullName,
            c.email,
            c.phone ?? "",
            c.roles.map((r) => r.role).join(" "),
            c.profileType,
            c.vessels.map((v) => v.name).join("; "),
            c.vessels
              .map((v) => v.hin ?? "")
              .filter(Boolean)
              .join("; "),
            c.vessels
              .map((v) => v.registration ?? "")
              .filter(Boolean)
              .join("; "),
            csvDollars(c.outstandingCents),
            sydneyDateKey(c.createdAt),
          ]),
        )
        .join("\r\n");
      controller.enqueue(encoder.encode(`${text}\r\n`));
      if (rows.length < BATCH) controller.close();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="customers-${sydneyDateKey(now)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
