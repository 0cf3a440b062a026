import type { LoaderFunctionArgs } from "@remix-run/node";
import { historyPdfResponse } from "~/screens/vessel/history-pdf.server.ts";
import { requireAuth } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

// /resources/vessels/{id}/history.pdf — the owner (and crew), and operations staff; anyone else gets 404.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await requireAuth(request);
  return historyPdfResponse(ctx.user, params.id ?? "", getNow(request));
}
