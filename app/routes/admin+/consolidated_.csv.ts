// /admin/consolidated/csv?fleet=…&month=YYYY-MM — the consolidated statement of /admin/consolidated as CSV (ADR 171):
// the opening balance, every transaction with its running balance, the closing balance, then the aging.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvDocument, csvDollars } from "~/domain/csv.ts";
import { sydneyDateKey } from "~/domain/dates.ts";
import { monthOf, parseStatementMonth } from "~/domain/fleet-statement.ts";
import { formatInvoiceNumber } from "~/domain/invoice.ts";
import { AGED_BUCKETS, AGED_BUCKET_LABELS } from "~/domain/reports.ts";
import { fleetStatement } from "~/models/fleet-statements.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { csvResponse } from "~/utils/file-response.server.ts";
import { notFound } from "~/utils/misc.ts";

const KIND_LABELS = { invoice: "Invoice", credit: "Credit", payment: "Payment" } as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const month = parseStatementMonth(url.searchParams.get("month")) ?? monthOf(getNow(request));
  const found = await fleetStatement((url.searchParams.get("fleet") ?? "").slice(0, 100), month);
  if (!found) throw notFound("Fleet account not found");
  const s = found.statement;
  const rows: (string | number | null)[][] = [
    [found.from, "Opening balance", "", "", "", "", "", csvDollars(s.openingCents)],
    ...s.lines.map((l) => [
      sydneyDateKey(l.at),
      KIND_LABELS[l.kind],
      formatInvoiceNumber(l.invoiceNumber),
      l.vesselName ?? "",
      l.description,
      l.debitCents ? csvDollars(l.debitCents) : "",
      l.creditCents ? csvDollars(l.creditCents) : "",
      csvDollars(l.balanceCents),
    ]),
    [
      found.to,
      "Closing balance",
      "",
      "",
      `GST in invoices ${csvDollars(s.invoicedGstCents)}`,
      csvDollars(s.invoicedCents),
      csvDollars(s.creditedCents + s.receivedCents),
      csvDollars(s.closingCents),
    ],
    ...AGED_BUCKETS.map((b) => [found.to, "Aged", "", "", AGED_BUCKET_LABELS[b], "", "", csvDollars(s.aging[b])]),
  ];
  const slug =
    found.fleet.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "fleet";
  return csvResponse(
    csvDocument(["Date", "Type", "Invoice", "Vessel", "Details", "Charges", "Credits", "Balance"], rows),
    `statement-${slug}-${month}.csv`,
  );
}
