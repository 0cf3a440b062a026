import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvDollars } from "~/domain/csv.ts";
import { parseCustomerFilters } from "~/domain/customers.ts";
import { sydneyDateKey } from "~/domain/dates.ts";
import { customerExportBatch, customerWhereIndexed } from "~/models/customer-admin.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { csvStreamResponse } from "~/utils/csv-stream.server.ts";

const BATCH = 500;

// /admin/customers/export — the list's filtered set as CSV, streamed in batches (keyset on id).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = getNow(request);
  const where = await customerWhereIndexed(parseCustomerFilters(new URL(request.url).searchParams), now);
  return csvStreamResponse({
    fileName: `customers-${sydneyDateKey(now)}.csv`,
    header: ["Name", "Email", "Phone", "Roles", "Profile type", "Vessels", "HINs", "Regos", "Owing", "Joined"],
    batchSize: BATCH,
    next: (afterId) => customerExportBatch(where, afterId, BATCH),
    toCells: (c) => [
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
    ],
  });
}
