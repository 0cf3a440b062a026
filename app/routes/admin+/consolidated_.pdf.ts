// /admin/consolidated/pdf?fleet=…&month=YYYY-MM — the consolidated statement as a PDF (ADR 171), the one e-mailed.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { monthOf, parseStatementMonth } from "~/domain/fleet-statement.ts";
import { fleetStatement, statementDocument } from "~/models/fleet-statements.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { fileResponse } from "~/utils/file-response.server.ts";
import { notFound } from "~/utils/misc.ts";
import { renderStatementPdf } from "~/utils/statement-pdf.server.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const now = getNow(request);
  const month = parseStatementMonth(url.searchParams.get("month")) ?? monthOf(now);
  const found = await fleetStatement((url.searchParams.get("fleet") ?? "").slice(0, 100), month);
  if (!found) throw notFound("Fleet account not found");
  const pdf = await renderStatementPdf(await statementDocument(found, now));
  return fileResponse({ fileName: `statement-${month}.pdf`, contentType: "application/pdf", bytes: pdf });
}
